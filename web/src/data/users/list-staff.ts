import { hasPermission, type AccessUser } from '@centre/domain/access';
import { COLLECTIONS } from '@centre/domain/collections';
import { mayTakeWork } from '@centre/domain/users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, query, where } from 'firebase/firestore';
import { db } from '../../lib/firestore';
import { readDocuments } from '../read-documents';
import { userKeys } from './keys';
import { userConverter, type UserRecord } from './converter';

/** docs/product.md §7: the roles that can be assigned work. */
export const ASSIGNABLE_STAFF_ROLES = ['admin', 'manager', 'agent'] as const;

/** The roles of the bank desk (those holding manage_bank_services), its assignee picker. */
export const BANK_STAFF_ROLES = ['admin', 'agent', 'bank_agent'] as const;

/** Active users of the given roles (firestore.rules admits exactly these two filters). */
function getActiveUsersOf(roles: readonly string[]): Promise<UserRecord[]> {
  return readDocuments(
    query(
      collection(db, COLLECTIONS.users).withConverter(userConverter),
      where('role', 'in', [...roles]),
      where('isActive', '==', true),
    ),
  );
}

/** docs/product.md §7 "query staff": role in admin, manager, agent and isActive equal true. */
export function getStaff(): Promise<UserRecord[]> {
  return getActiveUsersOf(ASSIGNABLE_STAFF_ROLES);
}

export const staffQueryOptions = () =>
  queryOptions({ queryKey: userKeys.list({ scope: 'staff' }), queryFn: getStaff });

/** The bank desk's staff: active admins, agents and bank agents. */
export const bankStaffQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.list({ scope: 'bank-staff' }),
    queryFn: () => getActiveUsersOf(BANK_STAFF_ROLES),
  });

/** One entry of an assignee picker. */
export interface StaffOption {
  value: string;
  label: string;
  role: string | null;
  department: string;
  /**
   * Whether they may be given work now (mayTakeWork: not on leave or suspended, not waiting to
   * set their first password; the callables refuse anyone else). Assignee pickers offer only
   * these; names, filters and conversations use everyone.
   */
  available: boolean;
}

function toStaffOptions(staff: UserRecord[]): StaffOption[] {
  return staff
    .map((user) => ({
      value: user.uid,
      label: user.displayName || user.email || user.uid,
      role: user.role,
      department: user.department,
      available: mayTakeWork(user),
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** Active admins, managers and agents as picker options, sorted by name. */
export function useStaffOptions() {
  return useQuery({ ...staffQueryOptions(), select: toStaffOptions });
}

/**
 * Active admins, agents and bank agents (the bank desk) as picker options, sorted by name.
 * Only for a user who may manage the bank desk (the rules let no one else list them): for anyone
 * else nothing is read, and the pickers and filters offer no names rather than an error.
 */
export function useBankStaffOptions(user: AccessUser | null | undefined) {
  return useQuery({
    ...bankStaffQueryOptions(),
    select: toStaffOptions,
    enabled: hasPermission(user, 'manage_bank_services'),
  });
}
