import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getDocs, orderBy, query } from 'firebase/firestore';
import { db } from '../../lib/firestore';
import { visitHistoryConverter, type VisitHistoryRecord } from './converter';
import { visitKeys } from './keys';

/** The visit's history, oldest first (one entry per event, written by the callables). */
export async function getVisitHistory(visitId: string): Promise<VisitHistoryRecord[]> {
  const snapshot = await getDocs(
    query(
      collection(db, COLLECTIONS.visits, visitId, SUBCOLLECTIONS.history).withConverter(
        visitHistoryConverter,
      ),
      orderBy('at', 'asc'),
    ),
  );
  return snapshot.docs.map((document) => document.data());
}

export const visitHistoryQueryOptions = (visitId: string) =>
  queryOptions({ queryKey: visitKeys.history(visitId), queryFn: () => getVisitHistory(visitId) });

export function useVisitHistory(visitId: string, enabled = true) {
  return useQuery({ ...visitHistoryQueryOptions(visitId), enabled });
}
