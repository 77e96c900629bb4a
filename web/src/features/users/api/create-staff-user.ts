import type { CreateStaffUserInput } from '@centre/domain/users';
import { useUserMutation } from './use-user-mutation';
import { callFunction } from '../../../lib/call-function';

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
  return callFunction<CreateStaffUserInput, CreateStaffUserResult>('createStaffUser', input);
}

/** createStaffUser as a mutation that refreshes every user query once it succeeds. */
export function useCreateStaffUser() {
  return useUserMutation(createStaffUser);
}
