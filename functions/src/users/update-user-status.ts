import { updateUserStatusInput } from '@centre/domain/users';
import { onCall } from '../https/on-call';
import { applyUserUpdate } from './apply-user-update';
import { parseInput } from '../shared/parse-input';
import { requirePermission } from '../shared/require-permission';
import { requireUpdatedByCaller } from './require-updated-by';

/**
 * Sets a user's status (docs/product.md §4, §5). isActive follows it, so the record never says
 * "active" one way and "inactive" the other; the claims trigger then revokes a deactivated user's
 * sessions.
 */
export const updateUserStatus = onCall(async (request) => {
  const caller = await requirePermission(request, 'manage_users');
  const input = parseInput(updateUserStatusInput, request.data);
  requireUpdatedByCaller(input.updatedBy, caller);
  return applyUserUpdate({
    actor: caller.uid,
    actorRole: caller.role,
    userId: input.userId,
    action: 'user.status.update',
    changes: { status: input.status, isActive: input.status === 'active' },
  });
});
