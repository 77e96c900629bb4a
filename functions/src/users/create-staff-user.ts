import { ACCESS_MESSAGES, createStaffUserInput, newUserRecord } from '@centre/domain/users';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../admin';
import { createUserRecordIfMissing, findOrCreateAccount } from './accounts';
import { recordAudit } from './audit';
import { permittedCallable } from '../shared/permitted-callable';

/**
 * The admin's "create user" (docs/product.md §12.1: the only way, with seeding, that accounts come
 * to be). Creates the Auth account and the user record with docs/product.md §3's defaults; skipped
 * when the record exists. The password is set by the admin, so the new user must change it at first
 * sign-in.
 */
export const createStaffUser = permittedCallable(
  'manage_users',
  createStaffUserInput,
  async (caller, input) => {
    if (input.role === 'superadmin' && caller.role !== 'superadmin') {
      throw new HttpsError('permission-denied', ACCESS_MESSAGES.superadminRoleOnly);
    }
    const record = (uid: string) =>
      newUserRecord({
        uid,
        email: input.email,
        role: input.role ?? null,
        displayName: input.displayName ?? null,
        department: input.department ?? null,
        mustChangePassword: true,
        createdBy: caller.uid,
      });

    const { uid, created: accountCreated } = await findOrCreateAccount({
      email: input.email,
      password: input.password,
      displayName: record('pending').displayName,
    });
    const newRecord = record(uid);
    if (!(await createUserRecordIfMissing(newRecord))) {
      return { uid, skipped: true, accountCreated };
    }
    const batch = db.batch();
    recordAudit(batch, {
      actor: caller.uid,
      action: 'user.create',
      target: uid,
      changedFields: {
        role: { from: null, to: newRecord.role },
        department: { from: null, to: newRecord.department },
        status: { from: null, to: newRecord.status },
      },
    });
    await batch.commit();
    return { uid, skipped: false, accountCreated };
  },
);
