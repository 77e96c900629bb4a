import { COLLECTIONS } from '@centre/domain/collections';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS, ROLE_PERMISSIONS } from '@centre/domain/permissions';
import {
  EMULATOR_RESTRICTED_USER_IDS,
  adminAuth,
  adminDb,
  createStaff,
  readClaims,
  userRef,
  waitFor,
  waitForClaimsOf,
} from '../support/admin';
import { useEmptyProjectPerTest, signedInStaff } from '../support/functions-client';

useEmptyProjectPerTest();

const inSpecOrder = (perms: readonly string[]) => PERMISSIONS.filter((p) => perms.includes(p));

/** The Auth account of `uid` once the claims trigger has disabled it (or enabled it again). */
const accountOnce = (uid: string, state: 'disabled' | 'enabled') =>
  waitFor(
    () => adminAuth.getUser(uid),
    (account) => account.disabled === (state === 'disabled'),
    { what: `the account ${state}` },
  );

describe('syncUserClaims', () => {
  it('sets claims from a new user record', async () => {
    const agent = await createStaff('agent');
    expect(await readClaims(agent.uid)).toEqual({
      role: 'agent',
      perms: inSpecOrder(ROLE_PERMISSIONS.agent),
      active: true,
      restricted: false,
      mustChangePassword: false,
    });
  });

  it('gives an account that must change its password no permissions until it has', async () => {
    const admin = await createStaff('admin', { mustChangePassword: true });
    expect(await readClaims(admin.uid)).toEqual({
      role: 'admin',
      perms: [],
      active: true,
      restricted: false,
      mustChangePassword: true,
    });
    await userRef(admin.uid).update({ mustChangePassword: false });
    await waitForClaimsOf({ ...admin.record, mustChangePassword: false });
    expect((await readClaims(admin.uid))?.perms).toEqual([...PERMISSIONS]);
  });

  it('gives admins all 21 permissions and adds a record’s own permissions to its role', async () => {
    const admin = await createStaff('admin');
    expect((await readClaims(admin.uid))?.perms).toEqual([...PERMISSIONS]);
    const receptionist = await createStaff('receptionist', {
      permissions: [...ROLE_PERMISSIONS.receptionist, 'view_reports'],
    });
    expect((await readClaims(receptionist.uid))?.perms).toContain('view_reports');
  });

  it('claims follow role changes', async () => {
    const user = await createStaff('receptionist');
    await userRef(user.uid).update({
      role: 'manager',
      permissions: [...ROLE_PERMISSIONS.manager],
    });
    await waitForClaimsOf({
      ...user.record,
      role: 'manager',
      permissions: [...ROLE_PERMISSIONS.manager],
    });
    expect((await readClaims(user.uid))?.role).toBe('manager');
  });

  it('deactivation removes access: no permissions, sessions revoked, account disabled', async () => {
    const { user, client } = await signedInStaff('manager');
    const token = await client.auth.currentUser!.getIdTokenResult();
    // Token times have one-second resolution: revoke in a later second than the sign-in.
    await waitFor(
      async () => Date.now(),
      (now) => now >= Date.parse(token.authTime) + 1000,
      { what: 'a second after the sign-in' },
    );

    await userRef(user.uid).update({ status: 'suspended' });
    await waitForClaimsOf({ ...user.record, status: 'suspended' });
    expect(await readClaims(user.uid)).toMatchObject({ role: 'manager', perms: [], active: false });
    const account = await accountOnce(user.uid, 'disabled');
    await expect(adminAuth.verifyIdToken(token.token, true)).rejects.toMatchObject({
      code: expect.stringMatching(/^auth\/(id-token-revoked|user-disabled)$/),
    });
    // The rules' revocation time: the account's tokensValidAfterTime, in seconds.
    const revocation = await adminDb.doc(`${COLLECTIONS.userRevocations}/${user.uid}`).get();
    expect(revocation.get('revokedAt')).toBe(
      Math.ceil(Date.parse(account.tokensValidAfterTime!) / 1000),
    );
    expect(revocation.get('revokedAt')).toBeGreaterThan(Date.parse(token.authTime) / 1000);
  });

  it('re-activation enables the account again and keeps the revocation time', async () => {
    const user = await createStaff('agent');
    await userRef(user.uid).update({ status: 'on_leave', isActive: false });
    await accountOnce(user.uid, 'disabled');
    const revokedAt = (await adminDb.doc(`${COLLECTIONS.userRevocations}/${user.uid}`).get()).get(
      'revokedAt',
    );
    await userRef(user.uid).update({ status: 'active', isActive: true });
    await accountOnce(user.uid, 'enabled');
    await waitForClaimsOf(user.record);
    expect(
      (await adminDb.doc(`${COLLECTIONS.userRevocations}/${user.uid}`).get()).get('revokedAt'),
    ).toBe(revokedAt);
  });

  it('ends with the claims of the last write after writes in quick succession', async () => {
    const user = await createStaff('admin');
    const ref = userRef(user.uid);
    for (const status of ['suspended', 'active', 'inactive', 'active', 'suspended']) {
      await ref.update({ status });
    }
    await waitForClaimsOf({ ...user.record, status: 'suspended' });
    await accountOnce(user.uid, 'disabled');
    // (functions/src/users/sync-user-claims.test.ts replays a stale event deterministically.)
    expect(await readClaims(user.uid)).toMatchObject({ active: false, perms: [] });
  });

  it('deletion of the record clears the claims and disables the account', async () => {
    const user = await createStaff('agent');
    await userRef(user.uid).delete();
    const account = await waitFor(
      () => adminAuth.getUser(user.uid),
      (account) => account.disabled && Object.keys(account.customClaims ?? {}).length === 0,
      { what: 'a disabled account without claims' },
    );
    expect(account.tokensValidAfterTime).toBeTruthy();
  });

  it('marks a configured restricted user id restricted', async () => {
    const uid = EMULATOR_RESTRICTED_USER_IDS[0]!;
    await createStaff('bank_agent', { uid });
    expect(await readClaims(uid)).toMatchObject({ role: 'bank_agent', restricted: true });
  });

  it('marks role equity restricted', async () => {
    const equity = await createStaff('equity');
    expect(await readClaims(equity.uid)).toEqual({
      role: 'equity',
      perms: [],
      active: true,
      restricted: true,
      mustChangePassword: false,
    });
  });

  it('leaves claims and sessions alone when a field unrelated to access changes', async () => {
    const user = await createStaff('agent');
    const before = await adminAuth.getUser(user.uid);
    await userRef(user.uid).update({ language: 'sw' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const after = await adminAuth.getUser(user.uid);
    expect(after.customClaims).toEqual(before.customClaims);
    expect(after.tokensValidAfterTime).toBe(before.tokensValidAfterTime);
  });
});
