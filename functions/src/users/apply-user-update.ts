import { COLLECTIONS } from '@centre/domain/collections';
import { ACCESS_MESSAGES, USER_MESSAGES } from '@centre/domain/users';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../admin';
import { recordAudit, type ChangedFields } from './audit';

export interface UserUpdate {
  actor: string;
  /** The caller's role from their token: only a superadmin changes anything on a superadmin. */
  actorRole: string | null;
  userId: string;
  action: string;
  /** The new values; only those that differ from the record are written and audited. */
  changes: Record<string, unknown>;
  /**
   * Checks against the current record (e.g. docs/product.md §6.6: "nobody changes their own role").
   */
  guard?: (current: Record<string, unknown>) => void;
}

export interface UserUpdateResult {
  userId: string;
  changedFields: string[];
}

/**
 * Reads the target user and, in one transaction, writes the change (never on a superadmin unless
 * the caller is one) with the audit fields of docs/product.md §3.1, §4.2
 * (lastUpdated, lastUpdatedBy, updatedAt) and an auditLog entry. A call that changes nothing
 * writes nothing, so a retried call does not log the change twice.
 */
export async function applyUserUpdate(update: UserUpdate): Promise<UserUpdateResult> {
  const ref = db.doc(`${COLLECTIONS.users}/${update.userId}`);
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) throw new HttpsError('not-found', USER_MESSAGES.userNotFound);
    const current = snapshot.data() ?? {};
    // Read in the transaction, so a target promoted meanwhile is protected too.
    if (current.role === 'superadmin' && update.actorRole !== 'superadmin') {
      throw new HttpsError('permission-denied', ACCESS_MESSAGES.superadminOnly);
    }
    update.guard?.(current);

    const changedFields: ChangedFields = {};
    for (const [field, value] of Object.entries(update.changes)) {
      if (!sameValue(current[field], value)) {
        changedFields[field] = { from: current[field] ?? null, to: value };
      }
    }
    const fields = Object.keys(changedFields);
    if (fields.length === 0) return { userId: update.userId, changedFields: [] };

    const changed = Object.fromEntries(fields.map((field) => [field, update.changes[field]]));
    transaction.update(ref, {
      ...changed,
      lastUpdated: FieldValue.serverTimestamp(),
      lastUpdatedBy: update.actor,
      updatedAt: FieldValue.serverTimestamp(),
      updatedBy: update.actor,
    });
    recordAudit(transaction, {
      actor: update.actor,
      action: update.action,
      target: update.userId,
      changedFields,
    });
    return { userId: update.userId, changedFields: fields };
  });
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}
