import { COLLECTIONS } from '@centre/domain/collections';
import { useLiveDocument } from '../live-document';
import { queueBoardConverter } from './converter';
import { queueKeys } from './keys';

/**
 * The day's staff board (queueBoards/{date}: desks and what they serve), live: one listener
 * however many readers; null before the day's first check-in.
 */
export function useQueueBoard(queueDate: string, enabled = true) {
  const board = {
    collection: COLLECTIONS.queueBoards,
    id: queueDate,
    converter: queueBoardConverter,
  };
  return useLiveDocument(queueKeys.board(queueDate), board, enabled);
}
