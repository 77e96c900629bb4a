// The set-up of the suites that measure the web app's reads on a data set of their own (the
// dashboard's and the reports' read budgets, my assignments' pages): a project of their own, so
// that the functions emulator's triggers (which watch the default project) never run on their
// thousands of writes; emptied and seeded once before all its tests, emptied after.
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore as AdminFirestore } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase/firestore';
import { afterAll, beforeAll } from 'vitest';
import { EMULATORS, readRules } from './emulators';
import { contextFor, type Actor } from './rules-actors';

export interface OwnProject {
  /** The project's Firestore with the rules off (the web SDK), given to `use`. */
  withoutRules: <T>(use: (db: Firestore) => Promise<T>) => Promise<T>;
  /** The project's Firestore as `actor`'s browser sees it, under firestore.rules. */
  dbOf: (actor: Actor) => Firestore;
  /** The Admin SDK's Firestore on the project (bulk writes, the functions' own rebuilds). */
  admin: () => AdminFirestore;
}

/**
 * The Admin SDK's Firestore on project `projectId`, beside the default project's (support/admin):
 * one app per project, made on first use.
 */
export function adminDbOf(projectId: string): AdminFirestore {
  return getFirestore(
    getApps().find((app) => app.name === projectId) ?? initializeApp({ projectId }, projectId),
  );
}

/**
 * Registers the hooks of a suite on project `projectId` (a `demo-` id: the emulators only) and
 * returns what its tests read through. `seed` writes the data set; `seedTimeout` is its ceiling.
 */
export function useOwnProject(
  projectId: string,
  seed: (project: OwnProject) => Promise<unknown>,
  seedTimeout: number,
): OwnProject {
  let current: RulesTestEnvironment | undefined;
  const env = (): RulesTestEnvironment => {
    if (!current) throw new Error(`The ${projectId} environment is set up in beforeAll.`);
    return current;
  };
  async function withoutRules<T>(use: (db: Firestore) => Promise<T>): Promise<T> {
    let result: { value: T } | undefined;
    await env().withSecurityRulesDisabled(async (context) => {
      result = { value: await use(context.firestore() as unknown as Firestore) };
    });
    return result!.value;
  }
  const project: OwnProject = {
    withoutRules,
    dbOf: (actor) => contextFor(env(), actor).firestore() as unknown as Firestore,
    admin: () => adminDbOf(projectId),
  };

  beforeAll(async () => {
    current = await initializeTestEnvironment({
      projectId,
      firestore: { rules: readRules('firestore.rules'), ...EMULATORS.firestore },
    });
    await current.clearFirestore();
    await seed(project);
  }, seedTimeout);
  afterAll(async () => {
    await current?.clearFirestore();
    await current?.cleanup();
  });

  return project;
}
