import type { UpdateUserRoleInput } from '@centre/domain/users';
import { httpsCallable } from 'firebase/functions';
import { functions } from '../../../lib/functions';
import type { UserUpdateResult } from '../types';

/** Sets a user's role; `updatedBy` must be the signed-in user's uid (the server checks). */
export async function updateUserRole(input: UpdateUserRoleInput): Promise<UserUpdateResult> {
  const callable = httpsCallable<UpdateUserRoleInput, UserUpdateResult>(
    functions,
    'updateUserRole',
  );
  const result = await callable(input);
  return result.data;
}
