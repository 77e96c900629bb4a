// Admin SDK for the integration tests. `firebase emulators:exec` sets FIRESTORE_EMULATOR_HOST and
// FIREBASE_AUTH_EMULATOR_HOST, so this app can only reach the emulators (and the id is demo-).
import { COLLECTIONS } from '@centre/domain/collections';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import type { Role } from '@centre/domain/roles';
import {
  claimsFor,
  newUserRecord,
  sameClaims,
  type NewUserRecord,
  type UserClaims,
} from '@centre/domain/users';
import { PROJECT_ID, ROOT } from './emulators';

if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  throw new Error('Integration tests run only inside `firebase emulators:exec`.');
}

const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
export const adminDb = getFirestore(app);
export const adminAuth = getAuth(app);

/** RESTRICTED_USER_IDS as the functions emulator reads it (functions/.env.<project id>). */
export const EMULATOR_RESTRICTED_USER_IDS = (() => {
  const file = readFileSync(join(ROOT, 'functions', `.env.${PROJECT_ID}`), 'utf8');
  const line = file.split('\n').find((l) => l.startsWith('RESTRICTED_USER_IDS='));
  return (line?.slice('RESTRICTED_USER_IDS='.length) ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
})();

/** Polls `read` until `accept` holds, or fails after `timeoutMs` showing the last value. */
export async function waitFor<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  { timeoutMs = 45_000, intervalMs = 250, what = 'condition' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T = await read();
  while (!accept(last)) {
    if (Date.now() > deadline) {
      throw new Error(
        `Timed out after ${timeoutMs} ms waiting for ${what}; last: ${JSON.stringify(last)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
    last = await read();
  }
  return last;
}

export const readClaims = async (uid: string) => (await adminAuth.getUser(uid)).customClaims;

/** Waits until the claims trigger has given `uid` exactly the claims `record` earns. */
export function waitForClaimsOf(
  record: Parameters<typeof claimsFor>[0],
): Promise<Record<string, unknown> | undefined> {
  const wanted: UserClaims = claimsFor(record, EMULATOR_RESTRICTED_USER_IDS);
  return waitFor(
    () => readClaims(record.uid),
    (claims) => sameClaims(claims, wanted),
    { what: `claims ${JSON.stringify(wanted)} on ${record.uid}` },
  );
}

/** users/{uid}: the user record the claims trigger reads. */
export const userRef = (uid: string) => adminDb.doc(`${COLLECTIONS.users}/${uid}`);
/** The user record of `uid` as it is now (empty when there is none). */
export const readUser = async (uid: string) => (await userRef(uid).get()).data() ?? {};

export const TEST_PASSWORD = 'Test-Password-2026';
let counter = 0;

export interface Staff {
  uid: string;
  email: string;
  password: string;
  record: NewUserRecord & Record<string, unknown>;
}

/**
 * An account plus its user record (as createStaffUser would make them), once the claims trigger
 * has set its claims. Ids are unique per call so that a late trigger of an earlier test cannot
 * touch this test's users.
 */
export async function createStaff(
  role: Role,
  overrides: Record<string, unknown> & { uid?: string } = {},
): Promise<Staff> {
  const { uid: fixedUid, ...fields } = overrides;
  const uid = fixedUid ?? `${role}-${Date.now().toString(36)}-${(counter += 1)}`;
  const email = `${uid}@example.org`.toLowerCase();
  await adminAuth.createUser({ uid, email, password: TEST_PASSWORD });
  const record = { ...newUserRecord({ uid, email, role, createdBy: 'test' }), ...fields };
  await userRef(uid).set({
    ...record,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  await waitForClaimsOf(record);
  return { uid, email, password: TEST_PASSWORD, record };
}
