import { COLLECTIONS } from '@centre/domain/collections';
import { useLiveDocument } from '../live-document';
import { queueDisplayConverter } from './converter';
import { queueKeys } from './keys';

/**
 * The day's public summary (queueDisplays/{date}, public get), live: the waiting-room display and
 * the desk's wait estimates. One listener however many readers; null before the day's first
 * check-in.
 */
export function useQueueDisplay(queueDate: string, enabled = true) {
  const display = {
    collection: COLLECTIONS.queueDisplays,
    id: queueDate,
    converter: queueDisplayConverter,
  };
  return useLiveDocument(queueKeys.display(queueDate), display, enabled);
}
