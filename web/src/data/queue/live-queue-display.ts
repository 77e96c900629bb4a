import { COLLECTIONS } from '@centre/domain/collections';
import { liveDocumentHook } from '../live-document';
import { queueDisplayConverter } from './display-converter';
import { queueKeys } from './keys';

/**
 * The day's public summary (queueDisplays/{date}, public get), live: the waiting-room display and
 * the desk's wait estimates. One listener however many readers; null before the day's first
 * check-in.
 */
export const useQueueDisplay = liveDocumentHook(
  COLLECTIONS.queueDisplays,
  queueDisplayConverter,
  queueKeys.display,
);
