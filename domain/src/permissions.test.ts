import { describe, expect, it } from 'vitest';
import { PERMISSIONS, ROLE_PERMISSIONS, type Permission } from './permissions';
import { ROLES, type Role } from './roles';

// docs/product.md §6.3 as it is printed, one row a permission: the roles other than superadmin
// and admin (which hold every permission) that hold it. Written out so that a change to the table
// has to change this test too.
const SPEC_ROWS: Record<Permission, readonly Role[]> = {
  view_dashboard: ['manager', 'agent', 'receptionist', 'bank_agent'],
  view_visitor_registration: ['manager', 'agent', 'receptionist'],
  manage_visitor_registration: ['manager', 'agent', 'receptionist'],
  view_visit_management: ['manager', 'agent', 'receptionist'],
  manage_visits: ['manager', 'agent'],
  view_applications: ['manager', 'agent'],
  manage_applications: ['manager', 'agent'],
  view_appointments: ['manager', 'agent', 'receptionist'],
  manage_appointments: ['manager', 'agent'],
  view_jobs: ['manager', 'agent'],
  manage_jobs: ['manager', 'agent'],
  view_messages: ['manager', 'agent', 'bank_agent'],
  send_messages: ['manager', 'agent', 'bank_agent'],
  view_reports: ['manager', 'agent'],
  manage_reports: [],
  view_users: ['agent'],
  manage_users: [],
  view_bank_services: ['agent', 'bank_agent'],
  manage_bank_services: ['agent', 'bank_agent'],
  view_license_renewals: ['manager', 'agent'],
  manage_license_renewals: ['manager', 'agent'],
};

const specPermissionsOf = (role: Role): Permission[] =>
  role === 'superadmin' || role === 'admin'
    ? [...PERMISSIONS]
    : PERMISSIONS.filter((permission) => SPEC_ROWS[permission].includes(role));

describe('docs/product.md §6.3 permission table', () => {
  it('has the 21 permissions', () => {
    expect(PERMISSIONS).toHaveLength(21);
    expect(new Set(PERMISSIONS).size).toBe(21);
  });

  it.each(ROLES)('gives %s exactly its permissions (docs/product.md §6.3)', (role) => {
    expect([...ROLE_PERMISSIONS[role]].sort()).toEqual(specPermissionsOf(role).sort());
  });

  it('gives the manager no users, bank services or manage_reports', () => {
    for (const p of [
      'view_users',
      'manage_users',
      'view_bank_services',
      'manage_bank_services',
      'manage_reports',
    ] as const) {
      expect(ROLE_PERMISSIONS.manager).not.toContain(p);
    }
  });
});
