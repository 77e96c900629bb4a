import { COLLECTIONS } from '@centre/domain/collections';
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { db } from '../admin';

/** The longest name stored on a message or a note (as STAFF_MESSAGE_LIMITS.senderName). */
const MAX_NAME = 100;

/**
 * The name a member of staff writes under (issue 9, item 8: identity fields come from the
 * server): the displayName of their users/{uid} record, read in the caller's transaction; the
 * part of their email before the @ when the record has none (as new records are named), else
 * 'Staff'. Never a name the client sent.
 */
export function staffNameOf(user: DocumentSnapshot): string {
  const displayName: unknown = user.get('displayName');
  if (typeof displayName === 'string' && displayName.trim()) {
    return displayName.trim().slice(0, MAX_NAME);
  }
  const email: unknown = user.get('email');
  const local = typeof email === 'string' ? email.split('@')[0]?.trim() : '';
  return local ? local.slice(0, MAX_NAME) : 'Staff';
}

/** users/{uid}, read inside `transaction`. */
export function readStaffRecord(transaction: Transaction, uid: string): Promise<DocumentSnapshot> {
  return transaction.get(db.doc(`${COLLECTIONS.users}/${uid}`));
}
