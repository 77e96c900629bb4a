import { completePasswordChangeInput } from '@centre/domain/users';
import { FieldValue } from 'firebase-admin/firestore';
import { onCall } from '../https/on-call';
import { auth, db } from '../admin';
import { parseInput } from './parse-input';
import { requireSignIn } from './require-permission';

/**
 * PRODUCT S2: a seeded (or admin-created) account sets its own password before anything else.
 * The Admin SDK sets it, which ends the account's other sessions; the client signs in again with
 * the new password.
 */
export const completePasswordChange = onCall(async (request) => {
  const caller = requireSignIn(request);
  const { newPassword } = parseInput(completePasswordChangeInput, request.data);
  await auth.updateUser(caller.uid, { password: newPassword });
  const ref = db.doc(`users/${caller.uid}`);
  await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists || snapshot.get('mustChangePassword') === false) return;
    transaction.update(ref, {
      mustChangePassword: false,
      updatedAt: FieldValue.serverTimestamp(),
      updatedBy: caller.uid,
    });
  });
  return { ok: true };
});
