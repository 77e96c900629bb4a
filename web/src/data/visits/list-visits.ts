import { COLLECTIONS } from '@centre/domain/collections';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  collection,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { db } from '../../lib/firestore';
import { visitConverter, type VisitRecord } from './converter';
import { visitKeys, type VisitListFilters } from './keys';

export const VISITS_PAGE_SIZE = 25;

export interface VisitsPage {
  visits: VisitRecord[];
  /** The last document of the page: where the next page starts; null on the last page. */
  cursor: QueryDocumentSnapshot<VisitRecord> | null;
}

/** The filters as equality constraints, newest check-in first (firestore.indexes.json). */
export function visitListConstraints(filters: VisitListFilters): QueryConstraint[] {
  return [
    ...(filters.queueDate ? [where('queueDate', '==', filters.queueDate)] : []),
    ...(filters.status ? [where('status', '==', filters.status)] : []),
    ...(filters.serviceId ? [where('serviceId', '==', filters.serviceId)] : []),
    ...(filters.assignedTo ? [where('assignedTo', '==', filters.assignedTo)] : []),
    orderBy('checkedInAt', 'desc'),
  ];
}

/** One page of visits after `cursor` (cursor pagination: no offsets, no counting). */
export async function listVisits(
  filters: VisitListFilters,
  cursor: QueryDocumentSnapshot<VisitRecord> | null = null,
): Promise<VisitsPage> {
  const snapshot = await getDocs(
    query(
      collection(db, COLLECTIONS.visits).withConverter(visitConverter),
      ...visitListConstraints(filters),
      ...(cursor ? [startAfter(cursor)] : []),
      limit(VISITS_PAGE_SIZE),
    ),
  );
  const docs = snapshot.docs;
  return {
    visits: docs.map((document) => document.data()),
    cursor: docs.length === VISITS_PAGE_SIZE ? (docs.at(-1) ?? null) : null,
  };
}

export const visitsQueryOptions = (filters: VisitListFilters) =>
  infiniteQueryOptions({
    queryKey: visitKeys.list(filters),
    queryFn: ({ pageParam }) => listVisits(filters, pageParam),
    initialPageParam: null as QueryDocumentSnapshot<VisitRecord> | null,
    getNextPageParam: (page) => page.cursor,
  });

export function useVisits(filters: VisitListFilters, enabled = true) {
  return useInfiniteQuery({ ...visitsQueryOptions(filters), enabled });
}
