import { claimsFor, sameClaims } from '@centre/domain/users';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { auth } from '../admin';
import { restrictedUserIds } from '../config';
import { findAccount, hasCode } from './accounts';

/**
 * Keeps the custom claims of users/{uid}'s account equal to claimsFor(record) (PRODUCT "Custom
 * claims"): the rules and callables authorise from these alone. Idempotent: every write is
 * decided by comparing with the account's current state, so a retried event writes nothing.
 * - record written: set the claims when they differ; when the user stops being active, revoke
 *   their refresh tokens so no session outlives the change for longer than an ID token (1 h).
 * - record deleted: clear the claims, disable the account and revoke its refresh tokens.
 */
export const syncUserClaims = onDocumentWritten('users/{uid}', async (event) => {
  const uid = event.params.uid;
  try {
    await syncClaims(uid, event.data?.after);
  } catch (error) {
    // The account went away while we worked on it: there is nothing left to grant or revoke.
    if (!hasCode(error, 'auth/user-not-found')) throw error;
    logger.warn('Auth account deleted during claims sync', { uid });
  }
});

async function syncClaims(uid: string, after: DocumentSnapshot | undefined): Promise<void> {
  const account = await findAccount(uid);
  if (!account) {
    logger.warn('users/{uid} has no Auth account; no claims to set', { uid });
    return;
  }

  if (!after?.exists) {
    if (account.disabled && Object.keys(account.customClaims ?? {}).length === 0) return;
    await auth.setCustomUserClaims(uid, null);
    await auth.updateUser(uid, { disabled: true });
    await auth.revokeRefreshTokens(uid);
    logger.info('user record deleted: account disabled, sessions revoked', { uid });
    return;
  }

  const claims = claimsFor({ ...after.data(), uid }, restrictedUserIds());
  if (sameClaims(account.customClaims, claims)) return;
  await auth.setCustomUserClaims(uid, claims);
  if (!claims.active) await auth.revokeRefreshTokens(uid);
  logger.info('claims updated', { uid, role: claims.role, active: claims.active });
}
