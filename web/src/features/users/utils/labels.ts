/** Readable words for the enum values these pages show, in the UI language (`users` namespace). */
import { PERMISSIONS, type Permission } from '@centre/domain/permissions';
import { ROLE_LABELS } from '@centre/domain/roles';
import { DEPARTMENT_LABELS, USER_STATUS_LABELS } from '@centre/domain/users';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { humanize } from '../../../lib/format';
import { labelOf } from '../../../lib/labels';
import { isOneOf } from '../../../lib/is-one-of';

const AUDIT_ACTIONS = {
  'user.create': 'create',
  'user.role.update': 'role',
  'user.status.update': 'status',
  'user.department.update': 'department',
  'mail.retry': 'mailRetry',
} as const;

const AUDIT_FIELDS = [
  'displayName',
  'isActive',
  'lastUpdated',
  'mustChangePassword',
  'email',
  'role',
  'status',
  'department',
  'language',
] as const;

/** A status through the central label map (translated there). */
export function statusLabel(status: string): string {
  return status ? labelOf(USER_STATUS_LABELS, status) : '';
}

/** The label functions of the users pages, in the current language. */
export function useUserLabels() {
  const { t } = useTranslation('users');
  return useMemo(() => {
    const roleLabel = (role: string | null | undefined): string => {
      // The domain's role label (labels:role), or the role made readable.
      return role ? labelOf(ROLE_LABELS, role) : t('noRole');
    };
    // The domain's department label (labels:department); a department it does not know, as is.
    const departmentLabel = (department: string): string =>
      department in DEPARTMENT_LABELS ? labelOf(DEPARTMENT_LABELS, department) : department;
    const permissionLabel = (permission: string): string =>
      isOneOf<Permission>(PERMISSIONS)(permission)
        ? t(`permissions.${permission}`)
        : humanize(permission);
    const auditActionLabel = (action: string): string =>
      action in AUDIT_ACTIONS
        ? t(`audit.actions.${AUDIT_ACTIONS[action as keyof typeof AUDIT_ACTIONS]}`)
        : humanize(action);
    const fieldLabel = (field: string): string =>
      isOneOf(AUDIT_FIELDS)(field) ? t(`audit.fields.${field}`) : humanize(field);
    /** An audit value as text: role and status names readable, lists joined, nothing as '—'. */
    const auditValueLabel = (field: string, value: unknown): string => {
      if (value === null || value === undefined || value === '') return '—';
      if (Array.isArray(value)) {
        return value.length === 0 ? t('audit.values.none') : value.map(String).join(', ');
      }
      if (typeof value === 'boolean') return value ? t('audit.values.yes') : t('audit.values.no');
      if (field === 'role' && typeof value === 'string') return roleLabel(value);
      if (field === 'status' && typeof value === 'string') return statusLabel(value);
      if (field === 'department' && typeof value === 'string') return departmentLabel(value);
      if (typeof value === 'object') return JSON.stringify(value);
      return String(value);
    };
    return {
      roleLabel,
      statusLabel,
      departmentLabel,
      permissionLabel,
      auditActionLabel,
      fieldLabel,
      auditValueLabel,
    };
  }, [t]);
}
