import { ROLE_PERMISSIONS } from '@centre/domain/permissions';
import { ACCESS_MESSAGES, updateUserRoleInput } from '@centre/domain/users';
import { HttpsError } from 'firebase-functions/v2/https';
import { onCall } from '../https/on-call';
import { applyUserUpdate } from './apply-user-update';
import { parseInput } from '../shared/parse-input';
import { requirePermission } from '../shared/require-permission';
import { requireUpdatedByCaller } from './require-updated-by';

/**
 * Changes a user's role (docs/product.md §6.6). The record's own permission list is
 * reset to the new role's, so a demoted user keeps nothing of the old role through that list.
 */
export const updateUserRole = onCall(async (request) => {
  const caller = await requirePermission(request, 'manage_users');
  const input = parseInput(updateUserRoleInput, request.data);
  requireUpdatedByCaller(input.updatedBy, caller);
  if (input.userId === caller.uid) {
    throw new HttpsError('permission-denied', 'You cannot change your own role.');
  }
  // Only a superadmin makes or unmakes a superadmin (applyUserUpdate guards the target); an admin
  // cannot climb above their own role.
  if (input.role === 'superadmin' && caller.role !== 'superadmin') {
    throw new HttpsError('permission-denied', ACCESS_MESSAGES.superadminRoleOnly);
  }
  return applyUserUpdate({
    actor: caller.uid,
    actorRole: caller.role,
    userId: input.userId,
    action: 'user.role.update',
    changes: { role: input.role, permissions: [...ROLE_PERMISSIONS[input.role]] },
  });
});
