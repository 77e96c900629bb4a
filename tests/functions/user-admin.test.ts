import { COLLECTIONS } from '@centre/domain/collections';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { collection, doc, getDoc, getDocs } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS } from '@centre/domain/permissions';
import { ACCESS_MESSAGES, USER_MESSAGES } from '@centre/domain/users';
import {
  adminAuth,
  adminDb,
  createStaff,
  readUser,
  waitFor,
  waitForClaimsOf,
  type Staff,
} from '../support/admin';
import {
  useEmptyProjectPerTest,
  expectCallableError,
  newClient,
  signedInClient,
  type Client,
  signedInStaff,
} from '../support/functions-client';

useEmptyProjectPerTest();

const UPDATE_CALLABLES = ['updateUserRole', 'updateUserStatus', 'updateUserDepartment'] as const;
const ADMIN_CALLABLES = [...UPDATE_CALLABLES, 'createStaffUser'] as const;

/** The error code an operation fails with, or 'ok'. */
const codeOf = (operation: Promise<unknown>): Promise<string> =>
  operation.then(
    () => 'ok',
    (error: unknown) => String((error as { code?: unknown }).code),
  );

/** A Firestore denial by the rules: code exactly 'permission-denied'. */
async function expectFirestoreDenied(operation: Promise<unknown>): Promise<void> {
  expect(await codeOf(operation)).toBe('permission-denied');
}

/** The audit log entries about the user `uid`. */
const auditOf = (uid: string) =>
  adminDb.collection(COLLECTIONS.auditLog).where('target', '==', uid).get();

async function adminAndTarget(): Promise<{ admin: Staff; target: Staff; client: Client }> {
  const [{ user: admin, client }, target] = await Promise.all([
    signedInStaff('admin'),
    createStaff('agent'),
  ]);
  return { admin, target, client };
}

describe('user admin callables: who may call them', () => {
  it.each(ADMIN_CALLABLES)('%s requires sign-in', (name) =>
    expectCallableError(newClient().call(name, {}), 'unauthenticated'),
  );

  it.each(ADMIN_CALLABLES)('%s refuses a manager and an agent (no manage_users)', async (name) => {
    const [manager, agent] = await Promise.all([createStaff('manager'), createStaff('agent')]);
    for (const caller of [manager, agent]) {
      await expectCallableError(
        (await signedInClient(caller)).call(name, {
          userId: caller.uid,
          updatedBy: caller.uid,
        }),
        'permission-denied',
      );
    }
  });

  it('refuses an admin whose record is no longer active: the account cannot sign in', async () => {
    const admin = await createStaff('admin');
    await adminDb
      .doc(`${COLLECTIONS.users}/${admin.uid}`)
      .update({ status: 'inactive', isActive: false });
    await waitForClaimsOf({ ...admin.record, status: 'inactive', isActive: false });
    await waitFor(
      () => adminAuth.getUser(admin.uid),
      (account) => account.disabled,
      { what: 'the account disabled' },
    );
    await expect(signedInClient(admin)).rejects.toMatchObject({ code: 'auth/user-disabled' });
  });
});

describe('user admin callables: an admin acting on a superadmin', () => {
  it.each([
    ['updateUserStatus', { status: 'suspended' }],
    ['updateUserDepartment', { department: 'Reception' }],
    ['updateUserRole', { role: 'agent' }],
  ] as const)('refuses %s on a superadmin and changes nothing', async (name, change) => {
    const [{ user: admin, client }, superadmin] = await Promise.all([
      signedInStaff('admin'),
      createStaff('superadmin'),
    ]);
    await expectCallableError(
      client.call(name, {
        userId: superadmin.uid,
        updatedBy: admin.uid,
        ...change,
      }),
      'permission-denied',
      ACCESS_MESSAGES.superadminOnly,
    );
    const record = await readUser(superadmin.uid);
    expect(record).toMatchObject({
      role: 'superadmin',
      status: 'active',
      isActive: true,
      department: 'General',
    });
    const audit = await auditOf(superadmin.uid);
    expect(audit.size).toBe(0);
    expect((await adminAuth.getUser(superadmin.uid)).disabled).toBe(false);
  });

  it("allows a superadmin to change another superadmin's status and department", async () => {
    const [{ user: actor, client }, target] = await Promise.all([
      signedInStaff('superadmin'),
      createStaff('superadmin'),
    ]);
    const base = { userId: target.uid, updatedBy: actor.uid };
    expect(
      await client.call('updateUserDepartment', { ...base, department: 'IT Support' }),
    ).toEqual({ userId: target.uid, changedFields: ['department'] });
    expect(await client.call('updateUserStatus', { ...base, status: 'on_leave' })).toEqual({
      userId: target.uid,
      changedFields: ['status', 'isActive'],
    });
  });
});

describe('an account that must still change its password (docs/product.md §12.2)', () => {
  /** Each staff callable with a payload that would succeed for an active admin. */
  const STAFF_CALLS = (self: Staff, target: Staff) =>
    [
      [
        'createStaffUser',
        { email: 'second-admin@example.org', password: 'x'.repeat(12), role: 'admin' },
      ],
      ['updateUserRole', { userId: target.uid, role: 'admin', updatedBy: self.uid }],
      ['updateUserStatus', { userId: target.uid, status: 'suspended', updatedBy: self.uid }],
      [
        'updateUserDepartment',
        { userId: target.uid, department: 'Reception', updatedBy: self.uid },
      ],
      ['setAppointmentStatus', { appointmentId: 'some-appointment', status: 'cancelled' }],
    ] as const;

  it('refuses every staff callable to a seeded admin, and all data but its own record', async () => {
    const [{ user: admin, client }, target] = await Promise.all([
      signedInStaff('admin', { mustChangePassword: true }),
      createStaff('agent'),
    ]);
    for (const [name, data] of STAFF_CALLS(admin, target)) {
      await expectCallableError(
        client.call(name, data),
        'permission-denied',
        ACCESS_MESSAGES.passwordChangeRequired,
      );
    }
    expect(
      (await adminAuth.listUsers()).users.some((u) => u.email === 'second-admin@example.org'),
    ).toBe(false);
    expect((await readUser(target.uid)).role).toBe('agent');

    expect(
      (await getDoc(doc(client.db, COLLECTIONS.users, admin.uid))).get('mustChangePassword'),
    ).toBe(true);
    await expectFirestoreDenied(getDocs(collection(client.db, COLLECTIONS.users)));
    await expectFirestoreDenied(getDocs(collection(client.db, COLLECTIONS.applications)));
  });

  it('after the password change, a fresh sign-in has its permissions at once', async () => {
    const [{ user: admin, client: beforeTheChange }, target] = await Promise.all([
      signedInStaff('admin', { mustChangePassword: true }),
      createStaff('agent'),
    ]);
    await beforeTheChange.call('completePasswordChange', {
      newPassword: 'A-New-Password-2026',
    });
    // No waiting for the claims trigger: the callable set the claims before answering.
    const client = await signedInClient({ ...admin, password: 'A-New-Password-2026' });
    expect(
      await client.call('updateUserDepartment', {
        userId: target.uid,
        department: 'Reception',
        updatedBy: admin.uid,
      }),
    ).toEqual({ userId: target.uid, changedFields: ['department'] });
    expect((await getDocs(collection(client.db, COLLECTIONS.users))).size).toBe(2);
  });
});

describe('a deactivated user loses their session within 60 s (the old ID token stays refused)', () => {
  const ONE_MINUTE = 60_000;

  it('refuses the old token in the rules and the callables, and a new sign-in, until re-enabled', async () => {
    const [admin, colleague, target] = await Promise.all([
      createStaff('admin'),
      createStaff('admin'),
      createStaff('agent'),
    ]);
    const old = await signedInClient(admin);
    const oldToken = await old.auth.currentUser!.getIdTokenResult();
    const moveTarget = (client: Client, department: string) =>
      client.call('updateUserDepartment', { userId: target.uid, department, updatedBy: admin.uid });
    // The session works before, for the rules and a callable.
    expect((await getDocs(collection(old.db, COLLECTIONS.users))).size).toBe(3);
    await moveTarget(old, 'Reception');
    // Token times have one-second resolution: deactivate in a later second than the sign-in.
    await waitFor(
      async () => Date.now(),
      (now) => now >= Date.parse(oldToken.authTime) + 1000,
      { what: 'a second after the sign-in' },
    );

    const colleagueClient = await signedInClient(colleague);
    await colleagueClient.call('updateUserStatus', {
      userId: admin.uid,
      status: 'inactive',
      updatedBy: colleague.uid,
    });
    const deactivatedAt = Date.now();

    // The same client, same (unexpired) ID token, keeps trying.
    await waitFor(
      async () => ({
        rules: await codeOf(getDocs(collection(old.db, COLLECTIONS.users))),
        // Moving the target where it already is changes nothing, even while still accepted.
        callable: await codeOf(moveTarget(old, 'Reception')),
      }),
      (codes) =>
        codes.rules === 'permission-denied' && codes.callable === 'functions/unauthenticated',
      { timeoutMs: ONE_MINUTE, what: 'the old session refused everywhere' },
    );
    expect(Date.now() - deactivatedAt).toBeLessThan(ONE_MINUTE);
    expect(await old.auth.currentUser!.getIdToken()).toBe(oldToken.token);
    await expectCallableError(
      moveTarget(old, 'Management'),
      'unauthenticated',
      ACCESS_MESSAGES.sessionEnded,
    );
    await expectFirestoreDenied(getDoc(doc(old.db, COLLECTIONS.users, admin.uid)));
    await expect(signedInClient(admin)).rejects.toMatchObject({ code: 'auth/user-disabled' });
    expect((await readUser(target.uid)).department).toBe('Reception');

    // Re-enabled: the old token stays refused; a fresh sign-in works again.
    await colleagueClient.call('updateUserStatus', {
      userId: admin.uid,
      status: 'active',
      updatedBy: colleague.uid,
    });
    await waitFor(
      () => adminAuth.getUser(admin.uid),
      (account) => !account.disabled,
      { what: 'the account enabled again' },
    );
    await waitForClaimsOf(admin.record);
    const revokedAt = (await adminDb.doc(`${COLLECTIONS.userRevocations}/${admin.uid}`).get()).get(
      'revokedAt',
    ) as number;
    await waitFor(
      async () => Date.now(),
      (now) => now >= (revokedAt + 1) * 1000,
      { what: 'a second after the revocation' },
    );
    await expectCallableError(moveTarget(old, 'Management'), 'unauthenticated');
    await expectFirestoreDenied(getDocs(collection(old.db, COLLECTIONS.users)));
    const fresh = await signedInClient(admin);
    await moveTarget(fresh, 'Management');
    expect((await getDocs(collection(fresh.db, COLLECTIONS.users))).size).toBe(3);
  });
});

describe('user admin callables: docs/product.md §5 validation', () => {
  it.each([
    ['updateUserStatus', {}, 'User ID is required'],
    ['updateUserStatus', { userId: '' }, 'User ID is required'],
    ['updateUserStatus', { userId: 'x' }, 'Status is required'],
    ['updateUserStatus', { userId: 'x', status: ' ' }, 'Status is required'],
    ['updateUserStatus', { userId: 'x', status: 'active' }, 'UpdatedBy is required'],
    ['updateUserDepartment', {}, 'User ID is required'],
    ['updateUserDepartment', { userId: 'x' }, 'Department is required'],
    ['updateUserDepartment', { userId: 'x', department: 'Reception' }, 'UpdatedBy is required'],
    ['updateUserRole', { updatedBy: 'x' }, 'User ID is required'],
    ['updateUserRole', { userId: 'x', role: 'manager' }, 'UpdatedBy is required'],
  ])('%s(%j) fails with "%s"', async (name, data, message) => {
    const { client } = await signedInStaff('admin');
    await expectCallableError(client.call(name, data), 'invalid-argument', message);
  });

  it('refuses a status or department outside the lists', async () => {
    const { admin, target, client } = await adminAndTarget();
    const base = { userId: target.uid, updatedBy: admin.uid };
    await expectCallableError(
      client.call('updateUserStatus', { ...base, status: 'retired' }),
      'invalid-argument',
    );
    await expectCallableError(
      client.call('updateUserDepartment', { ...base, department: 'Sales' }),
      'invalid-argument',
    );
  });

  it.each(UPDATE_CALLABLES)("%s fails with 'User not found' for a missing user", async (name) => {
    const { user: admin, client } = await signedInStaff('admin');
    await expectCallableError(
      client.call(name, {
        userId: 'nobody',
        role: 'agent',
        status: 'active',
        department: 'General',
        updatedBy: admin.uid,
      }),
      'not-found',
      'User not found',
    );
  });

  it.each(UPDATE_CALLABLES)('%s refuses an updatedBy other than the caller', async (name) => {
    const { target, client } = await adminAndTarget();
    await expectCallableError(
      client.call(name, {
        userId: target.uid,
        role: 'manager',
        status: 'inactive',
        department: 'Reception',
        updatedBy: target.uid,
      }),
      'permission-denied',
    );
  });
});

describe('user admin callables: changes and audit', () => {
  it('refuses an admin changing their own role', async () => {
    const { user: admin, client } = await signedInStaff('admin');
    await expectCallableError(
      client.call('updateUserRole', {
        userId: admin.uid,
        role: 'manager',
        updatedBy: admin.uid,
      }),
      'permission-denied',
    );
    expect((await readUser(admin.uid)).role).toBe('admin');
  });

  it('changes a role, resets permissions to the new role, stamps and audits it', async () => {
    const { admin, target, client } = await adminAndTarget();
    const result = await client.call('updateUserRole', {
      userId: target.uid,
      role: 'receptionist',
      updatedBy: admin.uid,
    });
    expect(result).toEqual({ userId: target.uid, changedFields: ['role', 'permissions'] });

    const record = await readUser(target.uid);
    expect(record).toMatchObject({
      role: 'receptionist',
      permissions: [...ROLE_PERMISSIONS.receptionist],
      lastUpdatedBy: admin.uid,
    });
    expect(record.lastUpdated).toBeTruthy();
    expect(record.updatedAt.toMillis()).toBeGreaterThan(record.createdAt.toMillis() - 1);

    const audit = await auditOf(target.uid);
    expect(audit.size).toBe(1);
    expect(audit.docs[0]!.data()).toMatchObject({
      actor: admin.uid,
      action: 'user.role.update',
      target: target.uid,
      changedFields: {
        role: { from: 'agent', to: 'receptionist' },
        permissions: {
          from: [...ROLE_PERMISSIONS.agent],
          to: [...ROLE_PERMISSIONS.receptionist],
        },
      },
    });
    expect(audit.docs[0]!.get('at')).toBeTruthy();

    // The claims follow the new role.
    await waitForClaimsOf({
      ...target.record,
      role: 'receptionist',
      permissions: [...ROLE_PERMISSIONS.receptionist],
    });
  });

  it('writes nothing and audits nothing when the value does not change', async () => {
    const { admin, target, client } = await adminAndTarget();
    const payload = { userId: target.uid, department: 'IT Support', updatedBy: admin.uid };
    await client.call('updateUserDepartment', payload);
    expect(await client.call('updateUserDepartment', payload)).toEqual({
      userId: target.uid,
      changedFields: [],
    });
    const audit = await auditOf(target.uid);
    expect(audit.size).toBe(1);
  });

  it('changes a status (isActive follows), audits it and takes access away', async () => {
    const { admin, target, client } = await adminAndTarget();
    await client.call('updateUserStatus', {
      userId: target.uid,
      status: 'on_leave',
      updatedBy: admin.uid,
    });
    expect(await readUser(target.uid)).toMatchObject({
      status: 'on_leave',
      isActive: false,
      lastUpdatedBy: admin.uid,
    });
    const audit = await auditOf(target.uid);
    expect(audit.docs[0]!.data()).toMatchObject({
      action: 'user.status.update',
      changedFields: {
        status: { from: 'active', to: 'on_leave' },
        isActive: { from: true, to: false },
      },
    });
    await waitForClaimsOf({ ...target.record, status: 'on_leave', isActive: false });
  });

  it('changes a department and audits it', async () => {
    const { admin, target, client } = await adminAndTarget();
    await client.call('updateUserDepartment', {
      userId: target.uid,
      department: 'Passport Services',
      updatedBy: admin.uid,
    });
    expect((await readUser(target.uid)).department).toBe('Passport Services');
    const audit = await auditOf(target.uid);
    expect(audit.docs[0]!.get('changedFields')).toEqual({
      department: { from: 'General', to: 'Passport Services' },
    });
  });
});

describe('createStaffUser', () => {
  it('creates the account and a record with the docs/product.md §3 defaults, then skips a second time', async () => {
    const { user: admin, client } = await signedInStaff('admin');
    const input = { email: 'Neema@Example.org', password: 'Staff-Password-2026' };
    const first = await client.call<{ uid: string; skipped: boolean }>('createStaffUser', input);
    expect(first.skipped).toBe(false);

    expect(await readUser(first.uid)).toMatchObject({
      uid: first.uid,
      email: 'neema@example.org',
      displayName: 'neema',
      role: 'bank_agent',
      department: 'General',
      status: 'active',
      isActive: true,
      permissions: [...ROLE_PERMISSIONS.bank_agent],
      mustChangePassword: true,
      createdBy: admin.uid,
    });
    expect((await adminAuth.getUser(first.uid)).email).toBe('neema@example.org');
    const audit = await auditOf(first.uid);
    expect(audit.docs[0]!.get('action')).toBe('user.create');

    const second = await client.call<{ uid: string; skipped: boolean }>('createStaffUser', input);
    expect(second).toMatchObject({ uid: first.uid, skipped: true });
    expect(
      (await adminAuth.listUsers()).users.filter((u) => u.email === 'neema@example.org'),
    ).toHaveLength(1);
  });

  it('refuses a short password and an admin granting superadmin', async () => {
    const { client } = await signedInStaff('admin');
    await expectCallableError(
      client.call('createStaffUser', { email: 'a@example.org', password: 'short' }),
      'invalid-argument',
      'Password must be at least 12 characters',
    );
    await expectCallableError(
      client.call('createStaffUser', {
        email: 'b@example.org',
        password: 'x'.repeat(12),
        role: 'superadmin',
      }),
      'permission-denied',
    );
  });
});

describe('completePasswordChange', () => {
  it('requires sign-in', () =>
    expectCallableError(
      newClient().call('completePasswordChange', { newPassword: 'x'.repeat(12) }),
      'unauthenticated',
    ));

  it("refuses a password under 12 characters with the product's message", async () => {
    const { client } = await signedInStaff('bank_agent', { mustChangePassword: true });
    await expectCallableError(
      client.call('completePasswordChange', { newPassword: 'elevenchars' }),
      'invalid-argument',
      'Password must be at least 12 characters',
    );
  });

  it('refuses an account with no password change pending, and changes nothing', async () => {
    // A session token alone must not set a new password (Account Settings asks for the current
    // one): found by an outside check, which took over accounts with it.
    const { user, client } = await signedInStaff('admin');
    await expectCallableError(
      client.call('completePasswordChange', { newPassword: 'A-New-Password-2026' }),
      'failed-precondition',
      USER_MESSAGES.noPasswordChangePending,
    );
    await signInWithEmailAndPassword(newClient().auth, user.email, user.password);
    await expect(
      signInWithEmailAndPassword(newClient().auth, user.email, 'A-New-Password-2026'),
    ).rejects.toMatchObject({
      code: expect.stringMatching(/auth\/(wrong-password|invalid-credential)/),
    });
  });

  it('sets the new password and clears mustChangePassword', async () => {
    const { user, client } = await signedInStaff('bank_agent', { mustChangePassword: true });
    await client.call('completePasswordChange', { newPassword: 'A-New-Password-2026' });
    expect((await readUser(user.uid)).mustChangePassword).toBe(false);
    await signInWithEmailAndPassword(newClient().auth, user.email, 'A-New-Password-2026');
    await expect(
      signInWithEmailAndPassword(newClient().auth, user.email, user.password),
    ).rejects.toMatchObject({
      code: expect.stringMatching(/auth\/(wrong-password|invalid-credential)/),
    });
  });
});
