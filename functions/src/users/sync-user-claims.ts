import { COLLECTIONS } from '@centre/domain/collections';
import { sameClaims, type UserClaims } from '@centre/domain/users';
import type { UserRecord } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { auth, db } from '../admin';
import { RETRIED, withinRetryWindow } from '../shared/retried-trigger';
import { closeDeskOf } from '../visits/close-desk';
import { claimsOfRecord, whyNoDesk } from '../visits/desks';
import { findAccount, hasCode } from './accounts';

/**
 * Keeps the custom claims of users/{uid}'s account equal to claimsFor(record)
 * (docs/product.md §6.6): the rules and callables authorise from these alone. The record is read
 * afresh, never taken from the event, so a retried or out-of-order event cannot restore rights that
 * a later write took away. Idempotent: every write is decided by comparing with the account's
 * (and the desk's) current state, so a retried event writes nothing.
 */
export const syncUserClaims = onDocumentWritten(
  { document: `${COLLECTIONS.users}/{uid}`, ...RETRIED },
  withinRetryWindow('syncUserClaims', (event) => syncClaims(event.params.uid)),
);

/**
 * Brings the account and the desk of users/{uid} in line with the record as it is now:
 * - record active: set the claims when they differ; re-enable an account this sync disabled
 *   (the user signs in afresh; tokens from before the revocation stay refused).
 * - record not active, or deleted: set the claims (none when deleted), then end every session:
 *   revoke the refresh tokens, record the revocation time in userRevocations/{uid} (the rules
 *   refuse ID tokens from sign-ins up to that second) and disable the account, last, so that a
 *   sync interrupted halfway is completed by the next one.
 * - then, for a record with an Auth account, after the account (so that a failure here never
 *   keeps a session alive), close the desk of a user who may no longer hold one (whyNoDesk: record deleted, not
 *   active, restricted, or without manage_visits) with closeDeskOf, which changes nothing when
 *   no desk is open. Decided from the record alone (not from what the account needed), so a
 *   retried event still closes a desk that an earlier attempt failed to close.
 */
export async function syncClaims(uid: string): Promise<void> {
  const account = await findAccount(uid);
  const snapshot = await db.doc(`${COLLECTIONS.users}/${uid}`).get();
  const claims = claimsOfRecord(uid, snapshot);

  // No account: nobody signs in as this record, and no desk is touched. Records without accounts
  // are written by the rules tests on the same emulators, where a desk transaction started by
  // their clean-up made the clean-up time out (Transaction lock timeout, CI 2026-12-01).
  if (!account) {
    logger.warn('users/{uid} has no Auth account; no claims to set', { uid });
    return;
  }
  try {
    await syncAccount(account, claims);
  } catch (error) {
    // The account went away while we worked on it: there is nothing left to grant or revoke.
    if (!hasCode(error, 'auth/user-not-found')) throw error;
    logger.warn('Auth account deleted during claims sync', { uid });
  }

  const reason = whyNoDesk(claims);
  if (reason) await closeDeskOf(uid, reason);
}

/** The account part of syncClaims; `claims` null when the record was deleted. */
async function syncAccount(account: UserRecord, claims: UserClaims | null): Promise<void> {
  const { uid } = account;
  if (!claims) {
    const claimsGone = Object.keys(account.customClaims ?? {}).length === 0;
    if (account.disabled && claimsGone) return;
    if (!claimsGone) await auth.setCustomUserClaims(uid, null);
    await endSessions(uid);
    logger.info('user record deleted: account disabled, sessions revoked', { uid });
    return;
  }

  const claimsChanged = !sameClaims(account.customClaims, claims);
  if (claimsChanged) await auth.setCustomUserClaims(uid, claims);

  if (!claims.active) {
    if (account.disabled && !claimsChanged) return;
    await endSessions(uid);
    logger.info('user not active: account disabled, sessions revoked', { uid });
  } else if (account.disabled) {
    await auth.updateUser(uid, { disabled: false });
    logger.info('user active again: account enabled', { uid });
  }
  if (claimsChanged)
    logger.info('claims updated', { uid, role: claims.role, active: claims.active });
}

async function endSessions(uid: string): Promise<void> {
  await auth.revokeRefreshTokens(uid);
  const { tokensValidAfterTime } = await auth.getUser(uid);
  const revokedAtMs = tokensValidAfterTime ? Date.parse(tokensValidAfterTime) : Date.now();
  // Seconds, as the token's auth_time; rounded up so no sign-in before the revocation passes.
  await db.doc(`${COLLECTIONS.userRevocations}/${uid}`).set({
    revokedAt: Math.ceil(revokedAtMs / 1000),
    updatedAt: FieldValue.serverTimestamp(),
  });
  await auth.updateUser(uid, { disabled: true });
}
