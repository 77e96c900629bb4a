import { COLLECTIONS } from '@centre/domain/collections';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { doc, getDoc } from 'firebase/firestore';
import { db } from '../../lib/firestore';
import { visitorConverter, type VisitorRecord } from './converter';
import { visitorKeys } from './keys';

/**
 * A visitor's full record; null when there is none. The rules allow it only to manage_visits
 * holders: receptionists see masked matches through findVisitors instead.
 */
export async function getVisitor(visitorId: string): Promise<VisitorRecord | null> {
  const snapshot = await getDoc(
    doc(db, COLLECTIONS.visitors, visitorId).withConverter(visitorConverter),
  );
  return snapshot.exists() ? snapshot.data() : null;
}

export const visitorQueryOptions = (visitorId: string) =>
  queryOptions({ queryKey: visitorKeys.detail(visitorId), queryFn: () => getVisitor(visitorId) });

export function useVisitor(visitorId: string, enabled = true) {
  return useQuery({ ...visitorQueryOptions(visitorId), enabled: enabled && !!visitorId });
}
