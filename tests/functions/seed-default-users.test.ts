import { COLLECTIONS } from '@centre/domain/collections';
import { FieldValue } from 'firebase-admin/firestore';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { collection, doc, getDoc, getDocs } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS } from '@centre/domain/permissions';
import { ACCESS_MESSAGES, DEFAULT_SEED_ROLES } from '@centre/domain/users';
import { adminAuth, adminDb, readUser, userRef, waitForClaimsOf } from '../support/admin';
import {
  useEmptyProjectPerTest,
  expectCallableError,
  newClient,
} from '../support/functions-client';

// functions/.env and functions/.secret.local: the emulator's mail domain and default password.
const DOMAIN = 'servicecentre.test';
const DEFAULT_PASSWORD = 'Demo-Password-2026';
const EMAILS = DEFAULT_SEED_ROLES.map((role) => `${role}@${DOMAIN}`);

interface SeedResult {
  created: string[];
  skipped: string[];
}
const seed = () => newClient().call<SeedResult>('seedDefaultUsers');

/** Signs in as the first seeded account (the admin) with the default password, once its claims are set. */
async function signInAsSeededAdmin() {
  const client = newClient();
  const { user } = await signInWithEmailAndPassword(client.auth, EMAILS[0]!, DEFAULT_PASSWORD);
  const record = await readUser(user.uid);
  await waitForClaimsOf({ ...record, uid: user.uid });
  return { client, user };
}

useEmptyProjectPerTest();

describe('seedDefaultUsers', () => {
  it('creates the four default accounts once when seeding twice', async () => {
    expect(await seed()).toEqual({ created: EMAILS, skipped: [] });
    expect(await seed()).toEqual({ created: [], skipped: EMAILS });

    const { users } = await adminAuth.listUsers();
    expect(users.map((user) => user.email).sort()).toEqual([...EMAILS].sort());
    const records = await adminDb.collection(COLLECTIONS.users).get();
    expect(records.size).toBe(4);
    for (const record of records.docs) {
      const role = record.get('role') as (typeof DEFAULT_SEED_ROLES)[number];
      expect(record.data()).toMatchObject({
        uid: record.id,
        email: `${role}@${DOMAIN}`,
        displayName: role,
        status: 'active',
        isActive: true,
        department: 'General',
        permissions: [...ROLE_PERMISSIONS[role]],
        mustChangePassword: true,
        createdBy: 'seed',
      });
    }
  });

  it('gives the seeded accounts the default password and their claims', async () => {
    await seed();
    const { user } = await signInAsSeededAdmin();
    const token = await user.getIdTokenResult(true);
    // Until the password is changed, the claims grant nothing (docs/product.md §12.2).
    expect(token.claims).toMatchObject({
      role: 'admin',
      perms: [],
      active: true,
      restricted: false,
      mustChangePassword: true,
    });
  });

  it('lets the seeded admin do nothing but read its record and change its password', async () => {
    await seed();
    const { client, user } = await signInAsSeededAdmin();
    await user.getIdToken(true);

    // The audit's attack: create another admin, read the staff list and the applications.
    await expectCallableError(
      client.call('createStaffUser', {
        email: 'intruder@example.org',
        password: 'Intruder-Password-2026',
        role: 'admin',
      }),
      'permission-denied',
      ACCESS_MESSAGES.passwordChangeRequired,
    );
    expect((await adminAuth.listUsers()).users).toHaveLength(4);
    for (const path of [COLLECTIONS.users, COLLECTIONS.applications]) {
      const error = (await getDocs(collection(client.db, path)).then(
        () => null,
        (reason: unknown) => reason,
      )) as { code?: string } | null;
      expect(error?.code).toBe('permission-denied');
    }
    expect(
      (await getDoc(doc(client.db, COLLECTIONS.users, user.uid))).get('mustChangePassword'),
    ).toBe(true);

    await client.call('completePasswordChange', { newPassword: 'Chosen-Password-2026' });
    const after = newClient();
    await signInWithEmailAndPassword(after.auth, EMAILS[0]!, 'Chosen-Password-2026');
    expect((await getDocs(collection(after.db, COLLECTIONS.users))).size).toBe(4);
  });

  it('keeps an existing account as it is: no duplicate, password not reset', async () => {
    const existing = await adminAuth.createUser({
      email: `manager@${DOMAIN}`,
      password: 'Own-Password-2026',
    });
    await seed();
    const { users } = await adminAuth.listUsers();
    expect(users.filter((user) => user.email === `manager@${DOMAIN}`)).toHaveLength(1);
    await signInWithEmailAndPassword(newClient().auth, `manager@${DOMAIN}`, 'Own-Password-2026');
    // Its missing record is still created.
    expect((await readUser(existing.uid)).role).toBe('manager');
  });

  it('does not overwrite an existing user record', async () => {
    const existing = await adminAuth.createUser({
      email: `agent@${DOMAIN}`,
      password: 'x'.repeat(12),
    });
    await userRef(existing.uid).set({ role: 'receptionist', createdBy: 'someone' });
    const result = await seed();
    expect(result.skipped).toEqual([`agent@${DOMAIN}`]);
    expect(await readUser(existing.uid)).toEqual({
      role: 'receptionist',
      createdBy: 'someone',
    });
  });

  it('refuses seeding after a real admin exists', async () => {
    await userRef('real-admin').set({
      uid: 'real-admin',
      role: 'admin',
      createdBy: 'real-admin',
      createdAt: FieldValue.serverTimestamp(),
    });
    await expectCallableError(seed(), 'failed-precondition');
    expect((await adminAuth.listUsers()).users).toHaveLength(0);
  });

  it('refuses seeding when a superadmin exists', async () => {
    await userRef('root').set({ uid: 'root', role: 'superadmin' });
    await expectCallableError(seed(), 'failed-precondition');
  });

  it('still seeds on the emulator when every admin was itself seeded (the npm start demo data)', async () => {
    await userRef('demo-admin').set({ uid: 'demo-admin', role: 'admin', createdBy: 'seed' });
    expect((await seed()).created).toEqual(EMAILS);
  });
});
