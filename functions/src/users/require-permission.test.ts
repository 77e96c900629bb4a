import { claimsFor } from '@centre/domain/users';
import { ROLE_PERMISSIONS } from '@centre/domain/permissions';
import type { Role } from '@centre/domain/roles';
import { describe, expect, it } from 'vitest';
import { requirePermission, requireSignIn } from './require-permission';

const requestAs = (
  role: Role,
  record: { status?: string; isActive?: boolean } = {},
  restricted: string[] = [],
) => {
  const token = claimsFor(
    {
      uid: 'u1',
      role,
      permissions: [...ROLE_PERMISSIONS[role]],
      isActive: record.isActive ?? true,
      status: record.status ?? 'active',
    },
    restricted,
  );
  return { auth: { uid: 'u1', token: token as never, rawToken: '' } };
};

const codeOf = (run: () => unknown) => {
  try {
    run();
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code;
  }
};

describe('requirePermission', () => {
  it('refuses a caller who is not signed in', () => {
    expect(codeOf(() => requireSignIn({ auth: undefined }))).toBe('unauthenticated');
    expect(codeOf(() => requirePermission({ auth: undefined }, 'manage_users'))).toBe(
      'unauthenticated',
    );
  });

  it.each([
    ['admin', 'ok'],
    ['superadmin', 'ok'],
    ['manager', 'permission-denied'],
    ['agent', 'permission-denied'],
    ['receptionist', 'permission-denied'],
    ['bank_agent', 'permission-denied'],
    ['equity', 'permission-denied'],
  ] as const)('manage_users for %s -> %s', (role, expected) => {
    expect(codeOf(() => requirePermission(requestAs(role), 'manage_users'))).toBe(expected);
  });

  it('refuses an inactive admin and a restricted admin', () => {
    expect(
      codeOf(() => requirePermission(requestAs('admin', { status: 'suspended' }), 'view_users')),
    ).toBe('permission-denied');
    expect(codeOf(() => requirePermission(requestAs('admin', {}, ['u1']), 'view_users'))).toBe(
      'permission-denied',
    );
  });

  it('returns the caller with their role', () => {
    expect(requirePermission(requestAs('agent'), 'view_users')).toEqual({
      uid: 'u1',
      role: 'agent',
    });
  });
});
