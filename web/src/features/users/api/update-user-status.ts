import type { UpdateUserStatusInput } from '@centre/domain/users';
import { httpsCallable } from 'firebase/functions';
import { functions } from '../../../lib/functions';
import type { UserUpdateResult } from '../types';
import { useUserMutation } from './use-user-mutation';

/** Sets a user's status; `updatedBy` must be the signed-in user's uid (the server checks). */
export async function updateUserStatus(input: UpdateUserStatusInput): Promise<UserUpdateResult> {
  const callable = httpsCallable<UpdateUserStatusInput, UserUpdateResult>(
    functions,
    'updateUserStatus',
  );
  const result = await callable(input);
  return result.data;
}

/** updateUserStatus as a mutation that refreshes every user query once it succeeds. */
export function useUpdateUserStatus() {
  return useUserMutation(updateUserStatus);
}
