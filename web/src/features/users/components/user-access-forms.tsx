import { ROLES, type Role } from '@centre/domain/roles';
import {
  USER_DEPARTMENTS,
  USER_STATUSES,
  type UserDepartment,
  type UserStatus,
} from '@centre/domain/users';
import { useUpdateUserDepartment } from '../api/update-user-department';
import { useUpdateUserRole } from '../api/update-user-role';
import { useUpdateUserStatus } from '../api/update-user-status';
import type { UserRecord } from '../../../data/users/converter';
import { departmentLabel, roleLabel, statusLabel } from '../utils/labels';
import { UserFieldForm } from './user-field-form';

export const OWN_ROLE_NOTE = 'You cannot change your own role.';

interface UserAccessFormsProps {
  user: UserRecord;
  /** The signed-in admin: their uid is sent as updatedBy and decides what they may change. */
  currentUser: { uid: string; role: string | null };
}

/** Role, status and department of one user, each saved through its own callable. */
export function UserAccessForms({ user, currentUser }: UserAccessFormsProps) {
  const updatedBy = currentUser.uid;
  const isSelf = user.uid === currentUser.uid;
  // Only a superadmin grants superadmin; the option stays listed when it is the current value.
  const roleOptions = ROLES.filter(
    (role) => role !== 'superadmin' || currentUser.role === 'superadmin' || user.role === role,
  ).map((role) => ({ value: role, label: roleLabel(role) }));
  const statusOptions = USER_STATUSES.map((status) => ({
    value: status,
    label: statusLabel(status),
  }));
  const departmentOptions = USER_DEPARTMENTS.map((department) => ({
    value: department,
    label: departmentLabel(department),
  }));

  const updateRole = useUpdateUserRole().mutateAsync;
  const updateStatus = useUpdateUserStatus().mutateAsync;
  const updateDepartment = useUpdateUserDepartment().mutateAsync;
  return (
    <>
      {/* key: a refreshed record resets the select to the new value */}
      <UserFieldForm
        key={`role-${user.role}`}
        action="role"
        label="Role"
        options={withCurrent(roleOptions, user.role, roleLabel(user.role))}
        value={user.role ?? ''}
        disabled={isSelf}
        note={isSelf ? OWN_ROLE_NOTE : undefined}
        successMessage="Role updated."
        save={(role) => updateRole({ userId: user.uid, role: role as Role, updatedBy })}
      />
      <UserFieldForm
        key={`status-${user.status}`}
        action="status"
        label="Status"
        options={withCurrent(statusOptions, user.status, statusLabel(user.status))}
        value={user.status}
        successMessage="Status updated."
        save={(status) =>
          updateStatus({ userId: user.uid, status: status as UserStatus, updatedBy })
        }
      />
      <UserFieldForm
        key={`department-${user.department}`}
        action="department"
        label="Department"
        options={withCurrent(departmentOptions, user.department, departmentLabel(user.department))}
        value={user.department}
        successMessage="Department updated."
        save={(department) =>
          updateDepartment({
            userId: user.uid,
            department: department as UserDepartment,
            updatedBy,
          })
        }
      />
    </>
  );
}

/** A record may hold a value the lists no longer offer; show it rather than a wrong selection. */
function withCurrent(
  options: { value: string; label: string }[],
  current: string | null,
  label: string,
) {
  const value = current ?? '';
  return options.some((option) => option.value === value)
    ? options
    : [{ value, label: current ? label : 'No role' }, ...options];
}
