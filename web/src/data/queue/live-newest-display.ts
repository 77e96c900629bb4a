import { COLLECTIONS } from '@centre/domain/collections';
import type { QueueDisplay } from '@centre/domain/queue-display';
import { collection, limit, onSnapshot, orderBy, query } from 'firebase/firestore';
import { db } from '../../lib/firestore';
import { useLiveQuery, type Subscribe } from '../live-query';
import { queueDisplayConverter } from './display-converter';
import { queueKeys } from './keys';

/**
 * The newest queueDisplays document as it changes (the rules let anyone list one document a
 * query): null before any. No date is worked out in the browser, so the waiting-room TV needs
 * neither settings/booking's zone nor a date library; a new day's first check-in writes a newer
 * display, which this listener then receives. Whether it still holds is the reader's question
 * (isCurrentDisplay).
 */
export const subscribeToNewestDisplay: Subscribe<QueueDisplay | null> = (next, fail) =>
  onSnapshot(
    query(
      collection(db, COLLECTIONS.queueDisplays),
      orderBy('validUntil', 'desc'),
      limit(1),
    ).withConverter(queueDisplayConverter),
    (snapshot) => next(snapshot.docs[0]?.data() ?? null),
    fail,
  );

/** The newest display, live (one listener however many readers). */
export function useNewestQueueDisplay() {
  return useLiveQuery({ queryKey: queueKeys.newestDisplay(), subscribe: subscribeToNewestDisplay });
}
