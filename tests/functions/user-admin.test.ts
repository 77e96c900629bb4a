import { signInWithEmailAndPassword } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS } from '@centre/domain/permissions';
import { adminAuth, adminDb, createStaff, waitForClaimsOf, type Staff } from '../support/admin';
import { clearProject } from '../support/emulator-reset';
import {
  closeClients,
  expectCallableError,
  newClient,
  signedInClient,
  type Client,
} from '../support/functions-client';

beforeEach(clearProject);
afterEach(closeClients);

const UPDATE_CALLABLES = ['updateUserRole', 'updateUserStatus', 'updateUserDepartment'] as const;
const ADMIN_CALLABLES = [...UPDATE_CALLABLES, 'createStaffUser'] as const;

async function adminAndTarget(): Promise<{ admin: Staff; target: Staff; client: Client }> {
  const [admin, target] = await Promise.all([createStaff('admin'), createStaff('agent')]);
  return { admin, target, client: await signedInClient(admin) };
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

  it('refuses an admin whose record is no longer active', async () => {
    const [admin, target] = await Promise.all([createStaff('admin'), createStaff('agent')]);
    await adminDb.doc(`users/${admin.uid}`).update({ status: 'inactive', isActive: false });
    await waitForClaimsOf({ ...admin.record, status: 'inactive', isActive: false });
    // The trigger revoked the admin's sessions; a fresh sign-in carries the inactive claims.
    await expectCallableError(
      (await signedInClient(admin)).call('updateUserStatus', {
        userId: target.uid,
        status: 'active',
        updatedBy: admin.uid,
      }),
      'permission-denied',
    );
  });
});

describe('user admin callables: SPEC 5 validation', () => {
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
    const admin = await createStaff('admin');
    await expectCallableError(
      (await signedInClient(admin)).call(name, data),
      'invalid-argument',
      message,
    );
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
    const admin = await createStaff('admin');
    await expectCallableError(
      (await signedInClient(admin)).call(name, {
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
    const admin = await createStaff('admin');
    await expectCallableError(
      (await signedInClient(admin)).call('updateUserRole', {
        userId: admin.uid,
        role: 'manager',
        updatedBy: admin.uid,
      }),
      'permission-denied',
    );
    expect((await adminDb.doc(`users/${admin.uid}`).get()).get('role')).toBe('admin');
  });

  it('changes a role, resets permissions to the new role, stamps and audits it', async () => {
    const { admin, target, client } = await adminAndTarget();
    const result = await client.call('updateUserRole', {
      userId: target.uid,
      role: 'receptionist',
      updatedBy: admin.uid,
    });
    expect(result).toEqual({ userId: target.uid, changedFields: ['role', 'permissions'] });

    const record = (await adminDb.doc(`users/${target.uid}`).get()).data()!;
    expect(record).toMatchObject({
      role: 'receptionist',
      permissions: [...ROLE_PERMISSIONS.receptionist],
      lastUpdatedBy: admin.uid,
    });
    expect(record.lastUpdated).toBeTruthy();
    expect(record.updatedAt.toMillis()).toBeGreaterThan(record.createdAt.toMillis() - 1);

    const audit = await adminDb.collection('auditLog').where('target', '==', target.uid).get();
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
    const audit = await adminDb.collection('auditLog').where('target', '==', target.uid).get();
    expect(audit.size).toBe(1);
  });

  it('changes a status (isActive follows), audits it and takes access away', async () => {
    const { admin, target, client } = await adminAndTarget();
    await client.call('updateUserStatus', {
      userId: target.uid,
      status: 'on_leave',
      updatedBy: admin.uid,
    });
    expect((await adminDb.doc(`users/${target.uid}`).get()).data()).toMatchObject({
      status: 'on_leave',
      isActive: false,
      lastUpdatedBy: admin.uid,
    });
    const audit = await adminDb.collection('auditLog').where('target', '==', target.uid).get();
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
    expect((await adminDb.doc(`users/${target.uid}`).get()).get('department')).toBe(
      'Passport Services',
    );
    const audit = await adminDb.collection('auditLog').where('target', '==', target.uid).get();
    expect(audit.docs[0]!.get('changedFields')).toEqual({
      department: { from: 'General', to: 'Passport Services' },
    });
  });
});

describe('createStaffUser', () => {
  it('creates the account and a record with the SPEC 3 defaults, then skips a second time', async () => {
    const admin = await createStaff('admin');
    const client = await signedInClient(admin);
    const input = { email: 'Neema@Example.org', password: 'Staff-Password-2026' };
    const first = await client.call<{ uid: string; skipped: boolean }>('createStaffUser', input);
    expect(first.skipped).toBe(false);

    expect((await adminDb.doc(`users/${first.uid}`).get()).data()).toMatchObject({
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
    const audit = await adminDb.collection('auditLog').where('target', '==', first.uid).get();
    expect(audit.docs[0]!.get('action')).toBe('user.create');

    const second = await client.call<{ uid: string; skipped: boolean }>('createStaffUser', input);
    expect(second).toMatchObject({ uid: first.uid, skipped: true });
    expect(
      (await adminAuth.listUsers()).users.filter((u) => u.email === 'neema@example.org'),
    ).toHaveLength(1);
  });

  it('refuses a short password and an admin granting superadmin', async () => {
    const admin = await createStaff('admin');
    const client = await signedInClient(admin);
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
    const user = await createStaff('bank_agent', { mustChangePassword: true });
    await expectCallableError(
      (await signedInClient(user)).call('completePasswordChange', { newPassword: 'elevenchars' }),
      'invalid-argument',
      'Password must be at least 12 characters',
    );
  });

  it('sets the new password and clears mustChangePassword', async () => {
    const user = await createStaff('bank_agent', { mustChangePassword: true });
    const client = await signedInClient(user);
    await client.call('completePasswordChange', { newPassword: 'A-New-Password-2026' });
    expect((await adminDb.doc(`users/${user.uid}`).get()).get('mustChangePassword')).toBe(false);
    await signInWithEmailAndPassword(newClient().auth, user.email, 'A-New-Password-2026');
    await expect(
      signInWithEmailAndPassword(newClient().auth, user.email, user.password),
    ).rejects.toMatchObject({
      code: expect.stringMatching(/auth\/(wrong-password|invalid-credential)/),
    });
  });
});
