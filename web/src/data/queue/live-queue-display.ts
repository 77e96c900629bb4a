import { COLLECTIONS } from '@centre/domain/collections';
import { doc, onSnapshot } from 'firebase/firestore';
import { db } from '../../lib/firestore';
import { useLiveQuery } from '../live-query';
import { queueDisplayConverter, type QueueDisplay } from './converter';
import { queueKeys } from './keys';

/** queueDisplays/{date} (public get) as it changes; null before the day's first check-in. */
export function subscribeToQueueDisplay(
  queueDate: string,
  next: (display: QueueDisplay | null) => void,
  fail: (error: unknown) => void,
): () => void {
  return onSnapshot(
    doc(db, COLLECTIONS.queueDisplays, queueDate).withConverter(queueDisplayConverter),
    (snapshot) => next(snapshot.exists() ? snapshot.data() : null),
    fail,
  );
}

/**
 * The day's public summary, live: the waiting-room display and the desk's wait estimates. One
 * listener however many readers.
 */
export function useQueueDisplay(queueDate: string, enabled = true) {
  return useLiveQuery<QueueDisplay | null>({
    queryKey: queueKeys.display(queueDate),
    subscribe: (next, fail) => subscribeToQueueDisplay(queueDate, next, fail),
    enabled: enabled && queueDate !== '',
  });
}
