import { COLLECTIONS } from '@centre/domain/collections';
import { doc, onSnapshot } from 'firebase/firestore';
import { db } from '../../lib/firestore';
import { useLiveQuery } from '../live-query';
import { queueBoardConverter, type QueueBoard } from './converter';
import { queueKeys } from './keys';

/** queueBoards/{date} as it changes; null before the day's first check-in. */
export function subscribeToQueueBoard(
  queueDate: string,
  next: (board: QueueBoard | null) => void,
  fail: (error: unknown) => void,
): () => void {
  return onSnapshot(
    doc(db, COLLECTIONS.queueBoards, queueDate).withConverter(queueBoardConverter),
    (snapshot) => next(snapshot.exists() ? snapshot.data() : null),
    fail,
  );
}

/** The day's staff board (desks and what they serve), live: one listener however many readers. */
export function useQueueBoard(queueDate: string, enabled = true) {
  return useLiveQuery<QueueBoard | null>({
    queryKey: queueKeys.board(queueDate),
    subscribe: (next, fail) => subscribeToQueueBoard(queueDate, next, fail),
    enabled: enabled && queueDate !== '',
  });
}
