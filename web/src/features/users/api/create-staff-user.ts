import type { CreateStaffUserInput } from '@centre/domain/users';
import { httpsCallable } from 'firebase/functions';
import { functions } from '../../../lib/functions';
import { useUserMutation } from './use-user-mutation';

/**
 * `skipped` when a record for that account already existed (docs/product.md §5): nothing was
 * changed.
 */
export interface CreateStaffUserResult {
  uid?: string;
  skipped?: boolean;
}

/** The admin's "create user" callable: an Auth account plus its users/{uid} record. */
export async function createStaffUser(input: CreateStaffUserInput): Promise<CreateStaffUserResult> {
  const callable = httpsCallable<CreateStaffUserInput, CreateStaffUserResult>(
    functions,
    'createStaffUser',
  );
  const result = await callable(input);
  return result.data;
}

/** createStaffUser as a mutation that refreshes every user query once it succeeds. */
export function useCreateStaffUser() {
  return useUserMutation(createStaffUser);
}
