import { COLLECTIONS } from '@centre/domain/collections';
import { liveDocumentHook } from '../live-document';
import { queueBoardConverter } from './converter';
import { queueKeys } from './keys';

/**
 * The day's staff board (queueBoards/{date}: desks and what they serve), live: one listener
 * however many readers; null before the day's first check-in.
 */
export const useQueueBoard = liveDocumentHook(
  COLLECTIONS.queueBoards,
  queueBoardConverter,
  queueKeys.board,
);
