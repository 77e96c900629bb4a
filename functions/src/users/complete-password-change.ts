import { COLLECTIONS } from '@centre/domain/collections';
import { completePasswordChangeInput, USER_MESSAGES } from '@centre/domain/users';
import { HttpsError } from 'firebase-functions/v2/https';
import { FieldValue } from 'firebase-admin/firestore';
import { onCall } from '../https/on-call';
import { auth, db } from '../admin';
import { parseInput } from '../shared/parse-input';
import { requireLiveSession } from '../shared/require-permission';
import { syncClaims } from './sync-user-claims';

/**
 * docs/product.md §12.2: a seeded (or admin-created) account sets its own password before anything
 * else; until then its claims grant nothing but this callable and reading its own record. The Admin
 * SDK sets the password, which ends the account's other sessions; the client signs in again with
 * the new password. The claims are brought up to date here, before answering, so that the token of
 * that sign-in already carries the account's permissions (the claims trigger, running later, then
 * finds nothing to change).
 */
export const completePasswordChange = onCall(async (request) => {
  const caller = await requireLiveSession(request);
  const { newPassword } = parseInput(completePasswordChangeInput, request.data);
  const ref = db.doc(`${COLLECTIONS.users}/${caller.uid}`);
  // Only an account whose record asks for a new password: anyone else changes it in Account
  // Settings, which asks for the current one (Firebase Auth's reauthentication). Without this,
  // a stolen session token alone could set a new password and keep the account.
  if ((await ref.get()).get('mustChangePassword') !== true) {
    throw new HttpsError('failed-precondition', USER_MESSAGES.noPasswordChangePending);
  }
  await auth.updateUser(caller.uid, { password: newPassword });
  await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists || snapshot.get('mustChangePassword') === false) return;
    transaction.update(ref, {
      mustChangePassword: false,
      updatedAt: FieldValue.serverTimestamp(),
      updatedBy: caller.uid,
    });
  });
  await syncClaims(caller.uid);
  return { ok: true };
});
