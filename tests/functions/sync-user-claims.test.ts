import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PERMISSIONS, ROLE_PERMISSIONS } from '@centre/domain/permissions';
import {
  EMULATOR_RESTRICTED_USER_IDS,
  adminAuth,
  adminDb,
  createStaff,
  readClaims,
  waitFor,
  waitForClaimsOf,
} from '../support/admin';
import { clearProject } from '../support/emulator-reset';
import { closeClients, signedInClient } from '../support/functions-client';

beforeEach(clearProject);
afterEach(closeClients);

const inSpecOrder = (perms: readonly string[]) => PERMISSIONS.filter((p) => perms.includes(p));

describe('syncUserClaims', () => {
  it('sets claims from a new user record', async () => {
    const agent = await createStaff('agent');
    expect(await readClaims(agent.uid)).toEqual({
      role: 'agent',
      perms: inSpecOrder(ROLE_PERMISSIONS.agent),
      active: true,
      restricted: false,
    });
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
    await adminDb.doc(`users/${user.uid}`).update({
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

  it('deactivation removes access: active false, no permissions, sessions revoked', async () => {
    const user = await createStaff('manager');
    const client = await signedInClient(user);
    const idToken = await client.auth.currentUser!.getIdToken();
    // Token times have one-second resolution: revoke in a later second than the sign-in.
    await new Promise((resolve) => setTimeout(resolve, 1100));

    await adminDb.doc(`users/${user.uid}`).update({ status: 'suspended' });
    await waitForClaimsOf({ ...user.record, status: 'suspended' });
    expect(await readClaims(user.uid)).toMatchObject({ role: 'manager', perms: [], active: false });
    await expect(adminAuth.verifyIdToken(idToken, true)).rejects.toMatchObject({
      code: 'auth/id-token-revoked',
    });
  });

  it('deletion of the record clears the claims and disables the account', async () => {
    const user = await createStaff('agent');
    await adminDb.doc(`users/${user.uid}`).delete();
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
    });
  });

  it('leaves claims and sessions alone when a field unrelated to access changes', async () => {
    const user = await createStaff('agent');
    const before = await adminAuth.getUser(user.uid);
    await adminDb.doc(`users/${user.uid}`).update({ language: 'sw' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const after = await adminAuth.getUser(user.uid);
    expect(after.customClaims).toEqual(before.customClaims);
    expect(after.tokensValidAfterTime).toBe(before.tokensValidAfterTime);
  });
});
