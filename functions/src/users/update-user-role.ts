import { ROLE_PERMISSIONS } from '@centre/domain/permissions';
import { ACCESS_MESSAGES, updateUserRoleInput } from '@centre/domain/users';
import { HttpsError } from 'firebase-functions/v2/https';
import { userUpdateCallable } from './user-update-callable';

/**
 * Changes a user's role (docs/product.md §6.6). The record's own permission list is
 * reset to the new role's, so a demoted user keeps nothing of the old role through that list.
 */
export const updateUserRole = userUpdateCallable(
  updateUserRoleInput,
  'user.role.update',
  (input) => ({ role: input.role, permissions: [...ROLE_PERMISSIONS[input.role]] }),
  (input, caller) => {
    if (input.userId === caller.uid) {
      throw new HttpsError('permission-denied', 'You cannot change your own role.');
    }
    // Only a superadmin makes or unmakes a superadmin (applyUserUpdate guards the target); an
    // admin cannot climb above their own role.
    if (input.role === 'superadmin' && caller.role !== 'superadmin') {
      throw new HttpsError('permission-denied', ACCESS_MESSAGES.superadminRoleOnly);
    }
  },
);
