/** Readable words for the enum values these pages show. */

const ROLE_LABELS: Record<string, string> = {
  superadmin: 'Super admin',
  admin: 'Admin',
  manager: 'Manager',
  agent: 'Agent',
  receptionist: 'Receptionist',
  bank_agent: 'Bank agent',
  equity: 'Equity',
};

const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  inactive: 'Inactive',
  suspended: 'Suspended',
  on_leave: 'On leave',
};

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

/** 'view_visitor_registration' -> 'View visitor registration'. */
export function humanize(value: string): string {
  const words = value.replace(/[_.]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function roleLabel(role: string | null | undefined): string {
  if (!role) return 'No role';
  return ROLE_LABELS[role] ?? humanize(role);
}

export function statusLabel(status: string): string {
  return STATUS_LABELS[status] ?? humanize(status);
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

const DATE_TIME = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function formatDateTime(date: Date | null | undefined): string {
  return date ? DATE_TIME.format(date) : '—';
}
