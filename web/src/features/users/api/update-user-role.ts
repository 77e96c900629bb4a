import type { UpdateUserRoleInput } from '@centre/domain/users';
import { httpsCallable } from 'firebase/functions';
import { functions } from '../../../lib/functions';
import type { UserUpdateResult } from '../types';
import { useUserMutation } from './use-user-mutation';

/** Sets a user's role; `updatedBy` must be the signed-in user's uid (the server checks). */
export async function updateUserRole(input: UpdateUserRoleInput): Promise<UserUpdateResult> {
  const callable = httpsCallable<UpdateUserRoleInput, UserUpdateResult>(
    functions,
    'updateUserRole',
  );
  const result = await callable(input);
  return result.data;
}

/** updateUserRole as a mutation that refreshes every user query once it succeeds. */
export function useUpdateUserRole() {
  return useUserMutation(updateUserRole);
}
