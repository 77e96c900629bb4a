import type { UpdateUserDepartmentInput } from '@centre/domain/users';
import type { UserUpdateResult } from '../types';
import { useUserMutation } from './use-user-mutation';
import { callFunction } from '../../../lib/call-function';

/** Sets a user's department; `updatedBy` must be the signed-in user's uid (the server checks). */
export async function updateUserDepartment(
  input: UpdateUserDepartmentInput,
): Promise<UserUpdateResult> {
  return callFunction<UpdateUserDepartmentInput, UserUpdateResult>('updateUserDepartment', input);
}

/** updateUserDepartment as a mutation that refreshes every user query once it succeeds. */
export function useUpdateUserDepartment() {
  return useUserMutation(updateUserDepartment);
}
