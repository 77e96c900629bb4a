// The set-up every rules test file shares: one test environment on the emulators, emptied and
// seeded (with rules off) before each test, and the handles a test acts through.
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import type { UserAccessRecord } from '@centre/domain/users';
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import { EMULATORS, PROJECT_ID, RULES_PROJECT_ID, readRules, storageEmulator } from './emulators';
import {
  contextFor,
  contextWithRecord,
  recordFor,
  uidOf,
  type Actor,
  type Operation,
  type RulesDb,
} from './rules-actors';

interface RulesEnvironmentOptions {
  /** Load firestore.rules (default true). */
  firestore?: boolean;
  /** Load storage.rules too (default false); only inside describeStorageRules. */
  storage?: boolean;
  /** Documents every test starts from, written with rules disabled after the clear. */
  seed?: (db: RulesDb) => Promise<unknown>;
}

/**
 * Registers the hooks of a rules test file (or of the describe it is called in) and returns what
 * its tests act through. The environment exists only once beforeAll has run, so read it in tests.
 */
export function useRulesEnvironment({
  firestore = true,
  storage = false,
  seed,
}: RulesEnvironmentOptions = {}) {
  let current: RulesTestEnvironment | undefined;
  const env = (): RulesTestEnvironment => {
    if (!current) throw new Error('The rules test environment is set up in beforeAll.');
    return current;
  };
  const dbOf = (actor: Actor): RulesDb => contextFor(env(), actor).firestore();
  const dbWithRecord = (
    record: UserAccessRecord,
    restrictedUserIds: readonly string[] = [],
    tokenFields: Record<string, unknown> = {},
  ): RulesDb => contextWithRecord(env(), record, restrictedUserIds, tokenFields).firestore();
  const withoutRules = (write: (db: RulesDb) => Promise<unknown>) =>
    env().withSecurityRulesDisabled(async (context) => {
      await write(context.firestore());
    });

  beforeAll(async () => {
    current = await initializeTestEnvironment({
      // storage.rules reads the Firestore of the Storage emulator's project, the default one.
      projectId: storage ? PROJECT_ID : RULES_PROJECT_ID,
      ...(firestore && {
        firestore: { rules: readRules('firestore.rules'), ...EMULATORS.firestore },
      }),
      ...(storage && { storage: { rules: readRules('storage.rules'), ...EMULATORS.storage } }),
    });
  });
  afterAll(() => current?.cleanup());
  if (firestore) {
    beforeEach(async () => {
      await env().clearFirestore();
      if (storage) await env().clearStorage();
      if (seed) await withoutRules(seed);
    });
  }

  return {
    env,
    withoutRules,
    /** The Firestore an actor of the tables sees. */
    dbOf,
    /** The Storage an actor of the tables sees. */
    storageOf: (actor: Actor) => contextFor(env(), actor).storage(),
    /** The Firestore of a token made from `record` (inactive, restricted and other one-offs). */
    dbWithRecord,
    /** The Firestore of the manager while their record says they must still change the password. */
    dbOfManagerMustChangePassword: () =>
      dbWithRecord(recordFor(uidOf('manager'), 'manager', { mustChangePassword: true })),
    /** The Firestore of the agent whose uid is on the configured restricted list. */
    dbOfRestrictedAgent: () => dbWithRecord(recordFor(uidOf('agent'), 'agent'), [uidOf('agent')]),
    /** The Storage of a token made from `record`, as dbWithRecord. */
    storageWithRecord: (record: UserAccessRecord, tokenFields: Record<string, unknown> = {}) =>
      contextWithRecord(env(), record, [], tokenFields).storage(),
    /**
     * The plain form of each operation of a table on document `path/id`: get it, list `path`,
     * create `path/new-<actor>` with `data`, update it with `data`, delete it. A table spreads
     * these and replaces the ones its collection needs in another form.
     */
    documentOperations: (
      path: string,
      id: string,
      data: Record<string, unknown> = {},
    ): Record<Operation, (actor: Actor) => Promise<unknown>> => ({
      get: (actor) => getDoc(doc(dbOf(actor), path, id)),
      list: (actor) => getDocs(collection(dbOf(actor), path)),
      create: (actor) => setDoc(doc(dbOf(actor), path, `new-${actor}`), data),
      update: (actor) => updateDoc(doc(dbOf(actor), path, id), data),
      delete: (actor) => deleteDoc(doc(dbOf(actor), path, id)),
    }),
  };
}

/**
 * A describe that runs only where scripts/test.mjs could start the Storage emulator; elsewhere it
 * is skipped, with the reason in its title and on the console (`[skipped] <what>: <reason>`).
 */
export function describeStorageRules(title: string, what: string, body: () => void): void {
  if (!storageEmulator.available) console.warn(`[skipped] ${what}: ${storageEmulator.reason}`);
  describe.skipIf(!storageEmulator.available)(
    `${title}${storageEmulator.available ? '' : ` (skipped: ${storageEmulator.reason})`}`,
    body,
  );
}
