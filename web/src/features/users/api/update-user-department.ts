import type { UpdateUserDepartmentInput } from '@centre/domain/users';
import { httpsCallable } from 'firebase/functions';
import { functions } from '../../../lib/functions';
import type { UserUpdateResult } from '../types';
import { useUserMutation } from './use-user-mutation';

/** Sets a user's department; `updatedBy` must be the signed-in user's uid (the server checks). */
export async function updateUserDepartment(
  input: UpdateUserDepartmentInput,
): Promise<UserUpdateResult> {
  const callable = httpsCallable<UpdateUserDepartmentInput, UserUpdateResult>(
    functions,
    'updateUserDepartment',
  );
  const result = await callable(input);
  return result.data;
}

/** updateUserDepartment as a mutation that refreshes every user query once it succeeds. */
export function useUpdateUserDepartment() {
  return useUserMutation(updateUserDepartment);
}
