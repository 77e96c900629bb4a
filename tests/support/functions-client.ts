// The web SDK as the browser uses it: Auth and callables against the emulators.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, type Auth } from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { afterEach, beforeEach, expect } from 'vitest';
import type { Role } from '@centre/domain/roles';
import { createStaff, type Staff } from './admin';
import { startAppCheck } from './app-check';
import { clearProject } from './emulator-reset';
import { EMULATORS, PROJECT_ID } from './emulators';

export interface Client {
  app: FirebaseApp;
  auth: Auth;
  /** Firestore as this client's signed-in user sees it (through firestore.rules). */
  db: Firestore;
  call: <T = unknown>(name: string, data?: unknown) => Promise<T>;
}

const open: FirebaseApp[] = [];
let counter = 0;

/**
 * A fresh, signed-out web app (each has its own Auth state). It sends App Check tokens, as the web
 * app does; `{ appCheck: false }` leaves App Check out, to test that callables refuse such calls.
 */
export function newClient({ appCheck = true }: { appCheck?: boolean } = {}): Client {
  const app = initializeApp(
    { projectId: PROJECT_ID, apiKey: 'demo-api-key', authDomain: `${PROJECT_ID}.firebaseapp.com` },
    `client-${(counter += 1)}`,
  );
  open.push(app);
  if (appCheck) startAppCheck(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${EMULATORS.auth.host}:${EMULATORS.auth.port}`, {
    disableWarnings: true,
  });
  const db = getFirestore(app);
  connectFirestoreEmulator(db, EMULATORS.firestore.host, EMULATORS.firestore.port);
  const functions = getFunctions(app);
  connectFunctionsEmulator(functions, EMULATORS.functions.host, EMULATORS.functions.port);
  return {
    app,
    auth,
    db,
    call: async <T>(name: string, data?: unknown) =>
      (await httpsCallable<unknown, T>(functions, name)(data ?? {})).data,
  };
}

export async function signedInClient(user: { email: string; password: string }): Promise<Client> {
  const client = newClient();
  await signInWithEmailAndPassword(client.auth, user.email, user.password);
  return client;
}

/**
 * A member of staff of `role` (createStaff, with its `overrides`) and a client signed in as them:
 * the start of most staff callable tests. Run it in a Promise.all beside the test's seed.
 */
export async function signedInStaff(
  role: Role,
  overrides: Parameters<typeof createStaff>[1] = {},
): Promise<{ user: Staff; client: Client }> {
  const user = await createStaff(role, overrides);
  return { user, client: await signedInClient(user) };
}

export async function closeClients(): Promise<void> {
  await Promise.all(open.splice(0).map((app) => deleteApp(app)));
}

/** Every test of the file starts on an empty project (Auth and Firestore) and closes its clients. */
export function useEmptyProjectPerTest(): void {
  beforeEach(clearProject);
  afterEach(closeClients);
}

/** A callable failure with the HttpsError code (and message, when given) the function threw. */
export async function expectCallableError(
  call: Promise<unknown>,
  code: string,
  message?: string,
): Promise<void> {
  const error = (await call.then(
    () => {
      throw new Error(`expected functions/${code}, but the call succeeded`);
    },
    (reason: unknown) => reason,
  )) as { code?: string; message?: string };
  expect(error.code).toBe(`functions/${code}`);
  // The web SDK appends the HTTP status to the function's message: "User not found [404]".
  if (message !== undefined) expect(error.message?.replace(/ \[\d{3}\]$/, '')).toBe(message);
}

/**
 * A staff callable's gate: `name` refuses a caller who is not signed in (unauthenticated) and
 * `outsider`, a member of staff without its permission (permission-denied), with the same `data`.
 */
export async function expectStaffOnly(
  name: string,
  data: unknown,
  outsider: { email: string; password: string },
): Promise<void> {
  await expectCallableError(newClient().call(name, data), 'unauthenticated');
  await expectCallableError((await signedInClient(outsider)).call(name, data), 'permission-denied');
}

/**
 * A refused call that changes nothing: `read` (the documents the call would write) is the same
 * after the call as before it, and the call fails as expectCallableError checks.
 */
export async function expectRefusedUnchanged(
  read: () => Promise<unknown>,
  call: () => Promise<unknown>,
  code: string,
  message?: string,
): Promise<void> {
  const before = await read();
  await expectCallableError(call(), code, message);
  expect(await read()).toEqual(before);
}
