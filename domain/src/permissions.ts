import type { Role } from './roles';

/** The 21 permissions of docs/product.md §6.2, in its order. */
export const PERMISSIONS = [
  'view_dashboard',
  'view_visitor_registration',
  'manage_visitor_registration',
  'view_visit_management',
  'manage_visits',
  'view_applications',
  'manage_applications',
  'view_appointments',
  'manage_appointments',
  'view_jobs',
  'manage_jobs',
  'view_messages',
  'send_messages',
  'view_reports',
  'manage_reports',
  'view_users',
  'manage_users',
  'view_bank_services',
  'manage_bank_services',
  'view_license_renewals',
  'manage_license_renewals',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/** What a manager lacks (docs/product.md §6.3 "in words"): users, bank services, manage_reports. */
const NOT_MANAGER: readonly Permission[] = [
  'manage_reports',
  'view_users',
  'manage_users',
  'view_bank_services',
  'manage_bank_services',
];

const MANAGER: readonly Permission[] = PERMISSIONS.filter(
  (permission) => !NOT_MANAGER.includes(permission),
);

/**
 * docs/product.md §6.3 role -> permission table. equity has no permissions of its own:
 * docs/product.md §6 gives it Bank Services in the sidebar through a dedicated rule, not through
 * this table.
 */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  superadmin: PERMISSIONS,
  admin: PERMISSIONS,
  manager: MANAGER,
  agent: [...MANAGER, 'view_bank_services', 'manage_bank_services', 'view_users'],
  receptionist: [
    'view_dashboard',
    'view_visitor_registration',
    'manage_visitor_registration',
    'view_visit_management',
    'view_appointments',
  ],
  bank_agent: [
    'view_dashboard',
    'view_bank_services',
    'manage_bank_services',
    'view_messages',
    'send_messages',
  ],
  equity: [],
};
