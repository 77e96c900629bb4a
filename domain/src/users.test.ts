import { describe, expect, it } from 'vitest';
import { PERMISSIONS, ROLE_PERMISSIONS } from './permissions';
import { ROLES } from './roles';
import {
  USER_MESSAGES,
  USER_STATUSES,
  claimsFor,
  mayTakeWork,
  completePasswordChangeInput,
  createStaffUserInput,
  effectivePermissions,
  firstIssue,
  newUserRecord,
  sameClaims,
  updateUserDepartmentInput,
  updateUserRoleInput,
  updateUserStatusInput,
  wantsDailyDigest,
} from './users';

const activeRecord = { uid: 'u1', isActive: true, status: 'active' } as const;

describe('effectivePermissions', () => {
  it.each(['admin', 'superadmin'])('gives %s all 21 permissions', (role) => {
    expect(effectivePermissions(role, [])).toEqual([...PERMISSIONS]);
    expect(PERMISSIONS).toHaveLength(21);
  });

  it.each(ROLES.filter((role) => role !== 'admin' && role !== 'superadmin'))(
    "gives %s its role's permissions when it has no own list",
    (role) => {
      expect(new Set(effectivePermissions(role, null))).toEqual(new Set(ROLE_PERMISSIONS[role]));
    },
  );

  it('adds the own list to the role, once each, in the order of docs/product.md §6.2', () => {
    expect(
      effectivePermissions('receptionist', ['view_users', 'view_dashboard', 'view_users']),
    ).toEqual([
      'view_dashboard',
      'view_visitor_registration',
      'manage_visitor_registration',
      'view_visit_management',
      'view_appointments',
      'view_users',
    ]);
  });

  it('ignores names that are not permissions and roles that are not roles', () => {
    expect(effectivePermissions('wizard', ['view_users', 'fly'])).toEqual(['view_users']);
    expect(effectivePermissions(undefined, undefined)).toEqual([]);
  });
});

describe('mayTakeWork', () => {
  it('is true for an active colleague only', () => {
    expect(mayTakeWork(activeRecord)).toBe(true);
    expect(mayTakeWork({ ...activeRecord, mustChangePassword: true })).toBe(false);
    expect(mayTakeWork({ ...activeRecord, status: 'on_leave' })).toBe(false);
    expect(mayTakeWork({ ...activeRecord, isActive: false })).toBe(false);
  });
});

describe('claimsFor', () => {
  it('carries role, permissions and active for an active record', () => {
    expect(claimsFor({ ...activeRecord, role: 'bank_agent', permissions: [] }, [])).toEqual({
      role: 'bank_agent',
      perms: PERMISSIONS.filter((p) => ROLE_PERMISSIONS.bank_agent.includes(p)),
      active: true,
      restricted: false,
      mustChangePassword: false,
    });
  });

  it('grants no permission to an account that must still change its password', () => {
    const claims = claimsFor({ ...activeRecord, role: 'admin', mustChangePassword: true }, []);
    expect(claims).toEqual({
      role: 'admin',
      perms: [],
      active: true,
      restricted: false,
      mustChangePassword: true,
    });
    expect(
      claimsFor({ ...activeRecord, role: 'admin', mustChangePassword: false }, []).perms,
    ).toEqual([...PERMISSIONS]);
  });

  it.each([
    { isActive: false, status: 'active' },
    { isActive: true, status: 'inactive' },
    { isActive: true, status: 'suspended' },
    { isActive: true, status: 'on_leave' },
    { isActive: undefined, status: 'active' },
  ])('is inactive, with no permissions, for %o', (state) => {
    const claims = claimsFor({ uid: 'u1', role: 'admin', ...state }, []);
    expect(claims.active).toBe(false);
    expect(claims.perms).toEqual([]);
    expect(claims.role).toBe('admin');
  });

  it('marks role equity and the configured user ids restricted', () => {
    expect(claimsFor({ ...activeRecord, role: 'equity' }, []).restricted).toBe(true);
    expect(claimsFor({ ...activeRecord, role: 'bank_agent' }, ['u1']).restricted).toBe(true);
    expect(claimsFor({ ...activeRecord, role: 'bank_agent' }, ['u2']).restricted).toBe(false);
  });

  it('turns an unknown role into no role', () => {
    expect(claimsFor({ ...activeRecord, role: 'root' }, []).role).toBeNull();
  });
});

describe('sameClaims', () => {
  const wanted = claimsFor({ ...activeRecord, role: 'manager' }, []);

  it('matches an equal claim set only', () => {
    expect(sameClaims({ ...wanted, perms: [...wanted.perms] }, wanted)).toBe(true);
    expect(sameClaims(undefined, wanted)).toBe(false);
    expect(sameClaims({ ...wanted, active: false }, wanted)).toBe(false);
    expect(sameClaims({ ...wanted, mustChangePassword: true }, wanted)).toBe(false);
    expect(sameClaims({ ...wanted, perms: wanted.perms.slice(1) }, wanted)).toBe(false);
    expect(sameClaims({ ...wanted, extra: 1 }, wanted)).toBe(false);
  });
});

describe('newUserRecord', () => {
  it('applies the docs/product.md §3 defaults: bank_agent, General, active, role permissions', () => {
    expect(newUserRecord({ uid: 'u1', email: 'amina@example.org', createdBy: 'seed' })).toEqual({
      uid: 'u1',
      email: 'amina@example.org',
      displayName: 'amina',
      role: 'bank_agent',
      isActive: true,
      status: 'active',
      department: 'General',
      permissions: [...ROLE_PERMISSIONS.bank_agent],
      mustChangePassword: false,
      language: 'en',
      createdBy: 'seed',
    });
  });

  it("falls back to 'User' when the email has nothing before the @", () => {
    expect(newUserRecord({ uid: 'u1', email: '@example.org', createdBy: 'x' }).displayName).toBe(
      'User',
    );
  });

  it('keeps a given role, display name, department and password flag', () => {
    const record = newUserRecord({
      uid: 'u1',
      email: 'a@b.c',
      createdBy: 'admin-uid',
      role: 'manager',
      displayName: ' Musa ',
      department: 'Reception',
      mustChangePassword: true,
    });
    expect(record).toMatchObject({
      role: 'manager',
      displayName: 'Musa',
      department: 'Reception',
      permissions: [...ROLE_PERMISSIONS.manager],
      mustChangePassword: true,
    });
  });
});

describe('user admin inputs', () => {
  it('reports the docs/product.md §5 messages in order: user id, value, updatedBy', () => {
    expect(firstIssue(updateUserStatusInput.safeParse({}))).toBe(USER_MESSAGES.userIdRequired);
    expect(firstIssue(updateUserStatusInput.safeParse({ userId: 'u' }))).toBe(
      USER_MESSAGES.statusRequired,
    );
    expect(firstIssue(updateUserStatusInput.safeParse({ userId: 'u', status: 'active' }))).toBe(
      USER_MESSAGES.updatedByRequired,
    );
    expect(firstIssue(updateUserDepartmentInput.safeParse({ userId: '  ' }))).toBe(
      USER_MESSAGES.userIdRequired,
    );
    expect(firstIssue(updateUserDepartmentInput.safeParse({ userId: 'u', department: '' }))).toBe(
      USER_MESSAGES.departmentRequired,
    );
    expect(
      firstIssue(updateUserDepartmentInput.safeParse({ userId: 'u', department: 'Reception' })),
    ).toBe(USER_MESSAGES.updatedByRequired);
    expect(firstIssue(updateUserRoleInput.safeParse({ userId: 'u', role: null }))).toBe(
      USER_MESSAGES.roleRequired,
    );
  });

  it.each(USER_STATUSES)('accepts status %s', (status) => {
    expect(updateUserStatusInput.parse({ userId: 'u', status, updatedBy: 'a' }).status).toBe(
      status,
    );
  });

  it('refuses values outside the lists', () => {
    expect(
      firstIssue(
        updateUserStatusInput.safeParse({ userId: 'u', status: 'retired', updatedBy: 'a' }),
      ),
    ).toBe(USER_MESSAGES.invalidStatus);
    expect(
      firstIssue(
        updateUserDepartmentInput.safeParse({ userId: 'u', department: 'Sales', updatedBy: 'a' }),
      ),
    ).toBe(USER_MESSAGES.invalidDepartment);
    expect(
      firstIssue(updateUserRoleInput.safeParse({ userId: 'u', role: 'root', updatedBy: 'a' })),
    ).toBe(USER_MESSAGES.invalidRole);
  });

  it('accepts the seven departments and General', () => {
    for (const department of ['Management', 'IT Support', 'General']) {
      expect(
        updateUserDepartmentInput.safeParse({ userId: 'u', department, updatedBy: 'a' }).success,
      ).toBe(true);
    }
  });

  it('requires 12 characters for a password', () => {
    expect(firstIssue(completePasswordChangeInput.safeParse({ newPassword: 'short' }))).toBe(
      'Password must be at least 12 characters',
    );
    expect(completePasswordChangeInput.safeParse({ newPassword: 'a'.repeat(12) }).success).toBe(
      true,
    );
  });

  it('normalises a staff email and refuses a malformed one', () => {
    expect(
      createStaffUserInput.parse({ email: ' New@Example.org ', password: 'p'.repeat(12) }).email,
    ).toBe('new@example.org');
    expect(
      firstIssue(createStaffUserInput.safeParse({ email: 'nope', password: 'p'.repeat(12) })),
    ).toBe(USER_MESSAGES.invalidEmail);
  });
});

describe('wantsDailyDigest', () => {
  it('is on for a record without the field, and follows a boolean', () => {
    expect(wantsDailyDigest({})).toBe(true);
    expect(wantsDailyDigest({ dailyDigest: true })).toBe(true);
    expect(wantsDailyDigest({ dailyDigest: false })).toBe(false);
  });

  it('reads anything but a boolean as on', () => {
    expect(wantsDailyDigest({ dailyDigest: 'no' })).toBe(true);
    expect(wantsDailyDigest({ dailyDigest: null })).toBe(true);
  });
});
