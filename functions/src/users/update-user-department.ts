import { updateUserDepartmentInput } from '@centre/domain/users';
import { userUpdateCallable } from './user-update-callable';

/** Moves a user to one of the seven departments or back to General (docs/product.md §3, §5). */
export const updateUserDepartment = userUpdateCallable(
  updateUserDepartmentInput,
  'user.department.update',
  (input) => ({ department: input.department }),
);
