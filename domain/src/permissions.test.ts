import { describe, expect, it } from 'vitest';
import { PERMISSIONS, ROLE_PERMISSIONS } from './permissions';

// docs/product.md §6.3, written out row by row so that a change to the table has to change this
// test too.
const SPEC_TABLE = {
  superadmin: 'all',
  admin: 'all',
  manager: [
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
    'view_license_renewals',
    'manage_license_renewals',
  ],
  agent: [
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
    'view_license_renewals',
    'manage_license_renewals',
    'view_bank_services',
    'manage_bank_services',
    'view_users',
  ],
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
} as const;

describe('docs/product.md §6.3 permission table', () => {
  it('has the 21 permissions', () => {
    expect(PERMISSIONS).toHaveLength(21);
    expect(new Set(PERMISSIONS).size).toBe(21);
  });

  it.each(Object.entries(SPEC_TABLE))(
    'gives %s exactly its permissions (docs/product.md §6.3)',
    (role, expected) => {
      const actual = [...ROLE_PERMISSIONS[role as keyof typeof ROLE_PERMISSIONS]].sort();
      expect(actual).toEqual(expected === 'all' ? [...PERMISSIONS].sort() : [...expected].sort());
    },
  );

  it('gives the manager no users, bank services or manage_reports', () => {
    for (const p of [
      'view_users',
      'manage_users',
      'view_bank_services',
      'manage_reports',
    ] as const) {
      expect(ROLE_PERMISSIONS.manager).not.toContain(p);
    }
  });
});
