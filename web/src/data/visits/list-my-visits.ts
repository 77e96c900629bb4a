import { COLLECTIONS } from '@centre/domain/collections';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getDocs, limit, query, where } from 'firebase/firestore';
import { db } from '../../lib/firestore';
import { visitConverter, type VisitRecord } from './converter';
import { visitKeys } from './keys';

/** The most visits one member of staff's week shows. */
export const MY_VISITS_LIMIT = 200;

/**
 * The visits a member of staff serves or served between two queue dates (inclusive): assigned to
 * them, or called at their desk. Two queries (Firestore has no OR across fields with ranges on
 * this index), merged and newest first.
 */
export async function listMyVisits(uid: string, from: string, to: string): Promise<VisitRecord[]> {
  const read = (field: 'assignedTo' | 'deskStaffId') =>
    getDocs(
      query(
        collection(db, COLLECTIONS.visits).withConverter(visitConverter),
        where(field, '==', uid),
        where('queueDate', '>=', from),
        where('queueDate', '<=', to),
        limit(MY_VISITS_LIMIT),
      ),
    );
  const [assigned, atDesk] = await Promise.all([read('assignedTo'), read('deskStaffId')]);
  const byId = new Map<string, VisitRecord>();
  for (const document of [...assigned.docs, ...atDesk.docs]) byId.set(document.id, document.data());
  return [...byId.values()].sort(
    (a, b) => (b.checkedInAt?.getTime() ?? 0) - (a.checkedInAt?.getTime() ?? 0),
  );
}

export const myVisitsQueryOptions = (uid: string, from: string, to: string) =>
  queryOptions({
    queryKey: visitKeys.mine(uid, from, to),
    queryFn: () => listMyVisits(uid, from, to),
  });

export function useMyVisits(uid: string, from: string, to: string, enabled = true) {
  return useQuery({ ...myVisitsQueryOptions(uid, from, to), enabled: enabled && from !== '' });
}
