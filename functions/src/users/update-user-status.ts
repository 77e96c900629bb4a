import { updateUserStatusInput } from '@centre/domain/users';
import { userUpdateCallable } from './user-update-callable';

/**
 * Sets a user's status (docs/product.md §4, §5). isActive follows it, so the record never says
 * "active" one way and "inactive" the other; the claims trigger then revokes a deactivated user's
 * sessions.
 */
export const updateUserStatus = userUpdateCallable(
  updateUserStatusInput,
  'user.status.update',
  (input) => ({ status: input.status, isActive: input.status === 'active' }),
);
