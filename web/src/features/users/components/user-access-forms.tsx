import { ROLES, type Role } from '@centre/domain/roles';
import {
  USER_DEPARTMENTS,
  USER_STATUSES,
  type UserDepartment,
  type UserStatus,
} from '@centre/domain/users';
import { useTranslation } from 'react-i18next';
import { useUpdateUserDepartment } from '../api/update-user-department';
import { useUpdateUserRole } from '../api/update-user-role';
import { useUpdateUserStatus } from '../api/update-user-status';
import type { UserRecord } from '../../../data/users/converter';
import { statusLabel, useUserLabels } from '../utils/labels';
import type { UserUpdateAction } from '../utils/user-update-error-message';
import { UserFieldForm } from './user-field-form';

interface UserAccessFormsProps {
  user: UserRecord;
  /** The signed-in admin: their uid is sent as updatedBy and decides what they may change. */
  currentUser: { uid: string; role: string | null };
}

/** Role, status and department of one user, each saved through its own callable. */
export function UserAccessForms({ user, currentUser }: UserAccessFormsProps) {
  const { t } = useTranslation('users');
  const { roleLabel, departmentLabel } = useUserLabels();
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
  // Each field: its action (which names its label and success message), its current value in
  // words, the choices and the callable that saves it.
  const fields: {
    action: UserUpdateAction;
    current: string | null;
    currentLabel: string;
    options: { value: string; label: string }[];
    save: (value: string) => Promise<unknown>;
    disabled?: boolean;
    note?: string;
  }[] = [
    {
      action: 'role',
      current: user.role,
      currentLabel: roleLabel(user.role),
      options: roleOptions,
      save: (role) => updateRole({ userId: user.uid, role: role as Role, updatedBy }),
      disabled: isSelf,
      note: isSelf ? t('access.ownRole') : undefined,
    },
    {
      action: 'status',
      current: user.status,
      currentLabel: statusLabel(user.status),
      options: statusOptions,
      save: (status) => updateStatus({ userId: user.uid, status: status as UserStatus, updatedBy }),
    },
    {
      action: 'department',
      current: user.department,
      currentLabel: departmentLabel(user.department),
      options: departmentOptions,
      save: (department) =>
        updateDepartment({ userId: user.uid, department: department as UserDepartment, updatedBy }),
    },
  ];
  return (
    <>
      {fields.map(({ action, current, currentLabel, options, ...field }) => (
        // key: the field only. A refreshed record resets the select (UserFieldForm), the form
        // stays and its Save button keeps focus.
        <UserFieldForm
          key={action}
          action={action}
          label={t(`fields.${action}`)}
          options={withCurrent(options, current, currentLabel)}
          value={current ?? ''}
          successMessage={t(`access.updated.${action}`)}
          {...field}
        />
      ))}
    </>
  );
}

/**
 * A record may hold a value the lists no longer offer; show it rather than a wrong selection
 * (`label`: the value in words, 'No role' for none).
 */
function withCurrent(
  options: { value: string; label: string }[],
  current: string | null,
  label: string,
) {
  const value = current ?? '';
  return options.some((option) => option.value === value)
    ? options
    : [{ value, label }, ...options];
}
