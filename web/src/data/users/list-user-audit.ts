import { COLLECTIONS } from '@centre/domain/collections';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import { db } from '../../lib/firestore';
import { userKeys } from './keys';
import { auditEntryConverter, type AuditEntry } from './converter';

export const USER_AUDIT_LIMIT = 50;

/** The latest changes made to a user, newest first (index: auditLog target asc, at desc). */
export async function getUserAudit(userId: string): Promise<AuditEntry[]> {
  const auditQuery = query(
    collection(db, COLLECTIONS.auditLog).withConverter(auditEntryConverter),
    where('target', '==', userId),
    orderBy('at', 'desc'),
    limit(USER_AUDIT_LIMIT),
  );
  const snapshot = await getDocs(auditQuery);
  return snapshot.docs.map((document) => document.data());
}

export const userAuditQueryOptions = (userId: string) =>
  queryOptions({ queryKey: userKeys.audit(userId), queryFn: () => getUserAudit(userId) });

export function useUserAudit(userId: string) {
  return useQuery(userAuditQueryOptions(userId));
}
