import type { UpdateUserRoleInput } from '@centre/domain/users';
import type { UserUpdateResult } from '../types';
import { useUserMutation } from './use-user-mutation';
import { callFunction } from '../../../lib/call-function';

/** Sets a user's role; `updatedBy` must be the signed-in user's uid (the server checks). */
export async function updateUserRole(input: UpdateUserRoleInput): Promise<UserUpdateResult> {
  return callFunction<UpdateUserRoleInput, UserUpdateResult>('updateUserRole', input);
}

/** updateUserRole as a mutation that refreshes every user query once it succeeds. */
export function useUpdateUserRole() {
  return useUserMutation(updateUserRole);
}
