import { COLLECTIONS } from '@centre/domain/collections';
import type { Permission } from '@centre/domain/permissions';
import { claimsFor, type UserClaims } from '@centre/domain/users';
import { deskRecordSchema, type DeskRecord } from '@centre/domain/visits';
import { FieldValue, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { db } from '../admin';
import { restrictedUserIds } from '../config';
import { parseRecord } from '../shared/parse-record';
import type { QueueDay } from './queue-summary';

/** desks/{uid}: one desk per member of staff. */
export const deskRef = (uid: string) => db.collection(COLLECTIONS.desks).doc(uid);

/** The permission a member of staff opens, closes and works a desk with. */
export const DESK_PERMISSION: Permission = 'manage_visits';

/**
 * Why a user whose record earns `claims` (null: the record was deleted) may not hold a desk, or
 * null when they may: the desk callables' own test (requireClaimedPermission: active, not
 * restricted, past the first password change, DESK_PERMISSION among the claims' perms).
 */
export function whyNoDesk(claims: UserClaims | null): string | null {
  if (!claims) return 'user record deleted';
  if (!claims.active) return 'user not active';
  if (claims.restricted) return 'user restricted';
  if (claims.mustChangePassword) return 'password change pending';
  if (!claims.perms.includes(DESK_PERMISSION)) return `user without ${DESK_PERMISSION}`;
  return null;
}

/**
 * The claims users/{uid}, as read in `user`, earns now (claimsFor, as the claims sync writes them),
 * or null when the record does not exist. With whyNoDesk: whether its holder may hold a desk.
 */
export function claimsOfRecord(uid: string, user: DocumentSnapshot): UserClaims | null {
  return user.exists ? claimsFor({ ...user.data(), uid }, restrictedUserIds()) : null;
}

export function parseDesk(snapshot: DocumentSnapshot): DeskRecord | null {
  return snapshot.exists ? parseRecord(deskRecordSchema, snapshot) : null;
}

/**
 * The desk of `staffId` no longer serves `visitId` (the visit ended or moved to another queue):
 * read its desk (before any write of the transaction); the returned function clears the desk's
 * current visit, on the desk record and on the day's board, if it still is that visit.
 */
export async function readDeskToFree(
  transaction: Transaction,
  staffId: string | null,
  visitId: string,
): Promise<(day: QueueDay) => void> {
  if (!staffId) return () => undefined;
  const desk = parseDesk(await transaction.get(deskRef(staffId)));
  return (day) => {
    if (desk?.currentVisitId === visitId) {
      transaction.update(deskRef(staffId), {
        currentVisitId: null,
        currentTicket: null,
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    if (day.deskOf(staffId)?.currentVisitId === visitId) day.setDeskVisit(staffId, null);
  };
}
