import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import { orderBy } from 'firebase/firestore';
import { defineRead } from '../define-read';
import { readSubcollection } from '../read-documents';
import { visitHistoryConverter, type VisitHistoryRecord } from './converter';
import { visitKeys } from './keys';

/** The visit's history, oldest first (one entry per event, written by the callables). */
export async function getVisitHistory(visitId: string): Promise<VisitHistoryRecord[]> {
  return readSubcollection(
    [COLLECTIONS.visits, visitId, SUBCOLLECTIONS.history],
    visitHistoryConverter,
    orderBy('at', 'asc'),
  );
}

const visitHistoryRead = defineRead(visitKeys.history, getVisitHistory);
export const visitHistoryQueryOptions = visitHistoryRead.options;
export const useVisitHistory = visitHistoryRead.useRead;
