import { COLLECTIONS } from '@centre/domain/collections';
import { where } from 'firebase/firestore';
import { defineRead } from '../define-read';
import { collectionQuery, newestFirst, readDocuments } from '../read-documents';
import { userKeys } from './keys';
import { auditEntryConverter, type AuditEntry } from './converter';

export const USER_AUDIT_LIMIT = 50;

/** The latest changes made to a user, newest first (index: auditLog target asc, at desc). */
export async function getUserAudit(userId: string): Promise<AuditEntry[]> {
  return readDocuments(
    collectionQuery(
      COLLECTIONS.auditLog,
      auditEntryConverter,
      where('target', '==', userId),
      ...newestFirst('at', USER_AUDIT_LIMIT),
    ),
  );
}

const userAuditRead = defineRead(userKeys.audit, getUserAudit);
export const userAuditQueryOptions = userAuditRead.options;
export const useUserAudit = userAuditRead.useRead;
