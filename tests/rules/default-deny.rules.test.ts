import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMULATORS, PROJECT_ID, readRules } from '../support/emulators';

// Collections that no feature has opened yet fall under the catch-all deny.
let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { rules: readRules('firestore.rules'), ...EMULATORS.firestore },
  });
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled((context) =>
    setDoc(doc(context.firestore(), 'unlisted/existing'), { value: 1 }),
  );
});

describe('a collection no rule opens', () => {
  const actors = {
    anonymous: () => env.unauthenticatedContext(),
    'signed-in admin': () => env.authenticatedContext('admin-uid', { role: 'admin', active: true }),
  };

  it.each(Object.entries(actors))('denies %s reading it', async (_name, context) => {
    const error = await assertFails(getDoc(doc(context().firestore(), 'unlisted/existing')));
    expect(error.code).toBe('permission-denied');
  });

  it.each(Object.entries(actors))('denies %s writing it', async (_name, context) => {
    const error = await assertFails(setDoc(doc(context().firestore(), 'unlisted/new'), { a: 1 }));
    expect(error.code).toBe('permission-denied');
  });

  it('still lets the test harness seed it with rules disabled', async () => {
    await env.withSecurityRulesDisabled(async (context) => {
      const snapshot = await assertSucceeds(getDoc(doc(context.firestore(), 'unlisted/existing')));
      expect(snapshot.data()).toEqual({ value: 1 });
    });
  });
});
