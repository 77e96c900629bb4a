import { COLLECTIONS } from '@centre/domain/collections';
import { ACTIVE_VISIT_STATUSES, compareQueueOrder } from '@centre/domain/visits';
import { limit, where } from 'firebase/firestore';
import { useLiveQuery } from '../live-query';
import { collectionQuery, subscribeToDocuments } from '../read-documents';
import { visitConverter, type VisitRecord } from './converter';
import { visitKeys } from './keys';

/** The most visits a day's live board follows (a centre's busiest day is a few hundred). */
export const ACTIVE_VISITS_LIMIT = 400;

/** A day's visits still in the queue (waiting, called, in service), in call order. */
export function sortActiveVisits(visits: VisitRecord[]): VisitRecord[] {
  return [...visits].sort((a, b) =>
    compareQueueOrder(
      { ...a, checkedInAt: a.checkedInAt ?? new Date(0) },
      { ...b, checkedInAt: b.checkedInAt ?? new Date(0) },
    ),
  );
}

/** One listener on the day's active visits: equality filters only, sorted here. */
export function subscribeToActiveVisits(
  queueDate: string,
  next: (visits: VisitRecord[]) => void,
  fail: (error: unknown) => void,
): () => void {
  return subscribeToDocuments(
    collectionQuery(
      COLLECTIONS.visits,
      visitConverter,
      where('queueDate', '==', queueDate),
      where('status', 'in', [...ACTIVE_VISIT_STATUSES]),
      limit(ACTIVE_VISITS_LIMIT),
    ),
    (visits) => next(sortActiveVisits(visits)),
    fail,
  );
}

/** The live list of the day's active visits (the board, the desk panel). */
export function useActiveVisits(queueDate: string, enabled = true) {
  return useLiveQuery<VisitRecord[]>({
    queryKey: visitKeys.active(queueDate),
    subscribe: (next, fail) => subscribeToActiveVisits(queueDate, next, fail),
    enabled: enabled && queueDate !== '',
  });
}
