import type { UpdateUserStatusInput } from '@centre/domain/users';
import type { UserUpdateResult } from '../types';
import { useUserMutation } from './use-user-mutation';
import { callFunction } from '../../../lib/call-function';

/** Sets a user's status; `updatedBy` must be the signed-in user's uid (the server checks). */
export async function updateUserStatus(input: UpdateUserStatusInput): Promise<UserUpdateResult> {
  return callFunction<UpdateUserStatusInput, UserUpdateResult>('updateUserStatus', input);
}

/** updateUserStatus as a mutation that refreshes every user query once it succeeds. */
export function useUpdateUserStatus() {
  return useUserMutation(updateUserStatus);
}
