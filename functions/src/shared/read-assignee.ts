import { COLLECTIONS } from '@centre/domain/collections';
import type { Permission } from '@centre/domain/permissions';
import { claimsFor } from '@centre/domain/users';
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../admin';
import { restrictedUserIds } from '../config';
import { staffNameOf } from '../identity/staff-name';

/**
 * The colleague a record is given to, read in `transaction`: an existing, active, unrestricted
 * member of staff whose record earns `permission` (claimsFor: the same decision as their token's
 * claims). Unknown is not-found `messages.notFound`; anyone else failed-precondition
 * `messages.notEligible`. Answers their record and their name as the server knows it
 * (staffNameOf).
 */
export async function readEligibleAssignee(
  transaction: Transaction,
  assigneeId: string,
  permission: Permission,
  messages: { notFound: string; notEligible: string },
): Promise<{ snapshot: DocumentSnapshot; name: string }> {
  const snapshot = await transaction.get(db.collection(COLLECTIONS.users).doc(assigneeId));
  if (!snapshot.exists) throw new HttpsError('not-found', messages.notFound);
  const claims = claimsFor({ ...snapshot.data(), uid: assigneeId }, restrictedUserIds());
  if (!claims.active || claims.restricted || !claims.perms.includes(permission)) {
    throw new HttpsError('failed-precondition', messages.notEligible);
  }
  return { snapshot, name: staffNameOf(snapshot) };
}
