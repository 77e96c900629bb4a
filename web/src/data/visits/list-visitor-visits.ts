import { COLLECTIONS } from '@centre/domain/collections';
import { useQuery } from '@tanstack/react-query';
import { where } from 'firebase/firestore';
import { defineRead } from '../define-read';
import { collectionQuery, newestFirst, readDocuments } from '../read-documents';
import { visitConverter, type VisitRecord } from './converter';
import { visitKeys } from './keys';

export const VISITOR_VISITS_LIMIT = 20;

/** A visitor's latest visits, newest first (index: visitorId + checkedInAt desc). */
export async function listVisitorVisits(visitorId: string): Promise<VisitRecord[]> {
  return readDocuments(
    collectionQuery(
      COLLECTIONS.visits,
      visitConverter,
      where('visitorId', '==', visitorId),
      ...newestFirst('checkedInAt', VISITOR_VISITS_LIMIT),
    ),
  );
}

export const visitorVisitsQueryOptions = defineRead(visitKeys.byVisitor, listVisitorVisits).options;

export function useVisitorVisits(visitorId: string, enabled = true) {
  return useQuery({ ...visitorVisitsQueryOptions(visitorId), enabled: enabled && !!visitorId });
}
