import { updateUserDepartmentInput } from '@centre/domain/users';
import { onCall } from '../https/on-call';
import { applyUserUpdate } from './apply-user-update';
import { parseInput } from '../shared/parse-input';
import { requirePermission } from '../shared/require-permission';
import { requireUpdatedByCaller } from './require-updated-by';

/** Moves a user to one of the seven departments or back to General (docs/product.md §3, §5). */
export const updateUserDepartment = onCall(async (request) => {
  const caller = await requirePermission(request, 'manage_users');
  const input = parseInput(updateUserDepartmentInput, request.data);
  requireUpdatedByCaller(input.updatedBy, caller);
  return applyUserUpdate({
    actor: caller.uid,
    actorRole: caller.role,
    userId: input.userId,
    action: 'user.department.update',
    changes: { department: input.department },
  });
});
