import { COLLECTIONS } from '@centre/domain/collections';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore';
import { db } from '../../lib/firestore';
import { visitConverter, type VisitRecord } from './converter';
import { visitKeys } from './keys';

/** One visit; null when there is no such document. */
export async function getVisit(visitId: string): Promise<VisitRecord | null> {
  const snapshot = await getDoc(doc(db, COLLECTIONS.visits, visitId).withConverter(visitConverter));
  return snapshot.exists() ? snapshot.data() : null;
}

export const visitQueryOptions = (visitId: string) =>
  queryOptions({ queryKey: visitKeys.detail(visitId), queryFn: () => getVisit(visitId) });

export function useVisit(visitId: string, enabled = true) {
  return useQuery({ ...visitQueryOptions(visitId), enabled: enabled && visitId !== '' });
}
