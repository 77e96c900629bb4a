import { claimsFor } from '@centre/domain/users';
import { ROLE_PERMISSIONS } from '@centre/domain/permissions';
import type { Role } from '@centre/domain/roles';
import { describe, expect, it } from 'vitest';
import { requireClaimedPermission, requireSignIn } from './require-permission';

const requestAs = (
  role: Role,
  record: { status?: string; isActive?: boolean; mustChangePassword?: boolean } = {},
  restricted: string[] = [],
) => {
  const token = claimsFor(
    {
      uid: 'u1',
      role,
      permissions: [...ROLE_PERMISSIONS[role]],
      isActive: record.isActive ?? true,
      status: record.status ?? 'active',
      mustChangePassword: record.mustChangePassword ?? false,
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

describe('requireClaimedPermission', () => {
  it('refuses a caller who is not signed in', () => {
    expect(codeOf(() => requireSignIn({ auth: undefined }))).toBe('unauthenticated');
    expect(codeOf(() => requireClaimedPermission({ auth: undefined }, 'manage_users'))).toBe(
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
    expect(codeOf(() => requireClaimedPermission(requestAs(role), 'manage_users'))).toBe(expected);
  });

  it('refuses an inactive admin and a restricted admin', () => {
    expect(
      codeOf(() =>
        requireClaimedPermission(requestAs('admin', { status: 'suspended' }), 'view_users'),
      ),
    ).toBe('permission-denied');
    expect(
      codeOf(() => requireClaimedPermission(requestAs('admin', {}, ['u1']), 'view_users')),
    ).toBe('permission-denied');
  });

  it('refuses an admin who must still change their password, and a token without the flag', () => {
    expect(
      codeOf(() =>
        requireClaimedPermission(requestAs('admin', { mustChangePassword: true }), 'view_users'),
      ),
    ).toBe('permission-denied');
    const { mustChangePassword: _unused, ...legacy } = requestAs('admin').auth.token as Record<
      string,
      unknown
    >;
    expect(
      codeOf(() =>
        requireClaimedPermission(
          { auth: { uid: 'u1', token: legacy as never, rawToken: '' } },
          'view_users',
        ),
      ),
    ).toBe('permission-denied');
  });

  it('returns the caller with their role', () => {
    expect(requireClaimedPermission(requestAs('agent'), 'view_users')).toEqual({
      uid: 'u1',
      role: 'agent',
    });
  });
});
