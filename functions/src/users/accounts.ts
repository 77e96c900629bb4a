import { COLLECTIONS } from '@centre/domain/collections';
import type { NewUserRecord } from '@centre/domain/users';
import type { UserRecord } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import { auth, db } from '../admin';

export const hasCode = (error: unknown, code: string | number) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;

/** The Auth account with this uid, or null when there is none. */
export async function findAccount(uid: string): Promise<UserRecord | null> {
  try {
    return await auth.getUser(uid);
  } catch (error) {
    if (hasCode(error, 'auth/user-not-found')) return null;
    throw error;
  }
}

/**
 * The account for `email`: the existing one untouched (its password is never reset), or a new one.
 * A concurrent creation of the same address ends in the existing account, not in an error.
 */
export async function findOrCreateAccount(account: {
  email: string;
  password: string;
  displayName: string;
}): Promise<{ uid: string; created: boolean }> {
  try {
    return { uid: (await auth.getUserByEmail(account.email)).uid, created: false };
  } catch (error) {
    if (!hasCode(error, 'auth/user-not-found')) throw error;
  }
  try {
    return { uid: (await auth.createUser(account)).uid, created: true };
  } catch (error) {
    if (!hasCode(error, 'auth/email-already-exists')) throw error;
    return { uid: (await auth.getUserByEmail(account.email)).uid, created: false };
  }
}

/**
 * Creates users/{uid}; false, and nothing written, when the record already exists
 * (docs/product.md §5).
 */
export async function createUserRecordIfMissing(record: NewUserRecord): Promise<boolean> {
  try {
    await db.doc(`${COLLECTIONS.users}/${record.uid}`).create({
      ...record,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return true;
  } catch (error) {
    // gRPC ALREADY_EXISTS
    if (hasCode(error, 6)) return false;
    throw error;
  }
}
