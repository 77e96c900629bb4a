import { COLLECTIONS } from '@centre/domain/collections';
import { FieldValue, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { db } from '../admin';

export type ChangedFields = Record<string, { from: unknown; to: unknown }>;

export interface AuditEvent {
  actor: string;
  action: string;
  target: string;
  changedFields: ChangedFields;
}

/** Adds an auditLog/{autoId} entry to the same transaction or batch as the change it records. */
export function recordAudit(writer: Transaction | WriteBatch, event: AuditEvent): void {
  const ref = db.collection(COLLECTIONS.auditLog).doc();
  // Transaction and WriteBatch share `create`, but TypeScript cannot call it through the union.
  (writer as WriteBatch).create(ref, { ...event, at: FieldValue.serverTimestamp() });
}
