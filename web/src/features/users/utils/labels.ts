/** Readable words for the enum values these pages show. */
import { ROLE_LABELS } from '@centre/domain/roles';
import { DEPARTMENT_LABELS, USER_STATUS_LABELS } from '@centre/domain/users';
import { humanize, labelOf } from '../../../lib/format';

const AUDIT_ACTION_LABELS: Record<string, string> = {
  'user.create': 'User created',
  'user.role.update': 'Role changed',
  'user.status.update': 'Status changed',
  'user.department.update': 'Department changed',
};

const FIELD_LABELS: Record<string, string> = {
  displayName: 'Name',
  isActive: 'Active',
  lastUpdated: 'Last updated',
  mustChangePassword: 'Must change password',
};

export function roleLabel(role: string | null | undefined): string {
  if (!role) return 'No role';
  return labelOf(ROLE_LABELS, role);
}

export function departmentLabel(department: string): string {
  return labelOf(DEPARTMENT_LABELS, department);
}

export function statusLabel(status: string): string {
  return status ? labelOf(USER_STATUS_LABELS, status) : '';
}

export function permissionLabel(permission: string): string {
  return humanize(permission);
}

export function auditActionLabel(action: string): string {
  return AUDIT_ACTION_LABELS[action] ?? humanize(action);
}

export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? humanize(field);
}

/** An audit value as text: role and status names readable, lists joined, nothing as '—'. */
export function auditValueLabel(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(String).join(', ');
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (field === 'role' && typeof value === 'string') return roleLabel(value);
  if (field === 'status' && typeof value === 'string') return statusLabel(value);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}
