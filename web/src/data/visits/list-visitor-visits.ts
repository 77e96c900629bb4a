import { COLLECTIONS } from '@centre/domain/collections';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import { db } from '../../lib/firestore';
import { visitConverter, type VisitRecord } from './converter';
import { visitKeys } from './keys';

export const VISITOR_VISITS_LIMIT = 20;

/** A visitor's latest visits, newest first (index: visitorId + checkedInAt desc). */
export async function listVisitorVisits(visitorId: string): Promise<VisitRecord[]> {
  const snapshot = await getDocs(
    query(
      collection(db, COLLECTIONS.visits).withConverter(visitConverter),
      where('visitorId', '==', visitorId),
      orderBy('checkedInAt', 'desc'),
      limit(VISITOR_VISITS_LIMIT),
    ),
  );
  return snapshot.docs.map((document) => document.data());
}

export const visitorVisitsQueryOptions = (visitorId: string) =>
  queryOptions({
    queryKey: visitKeys.byVisitor(visitorId),
    queryFn: () => listVisitorVisits(visitorId),
  });

export function useVisitorVisits(visitorId: string, enabled = true) {
  return useQuery({ ...visitorVisitsQueryOptions(visitorId), enabled: enabled && !!visitorId });
}
