import { assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { expectDenied } from '../support/rules-assert';
import { useRulesEnvironment } from '../support/rules-environment';

// Collections that no feature has opened yet fall under the catch-all deny.
const { env } = useRulesEnvironment({
  seed: (db) => setDoc(doc(db, 'unlisted/existing'), { value: 1 }),
});

describe('a collection no rule opens', () => {
  const actors = {
    anonymous: () => env().unauthenticatedContext(),
    'signed-in admin': () =>
      env().authenticatedContext('admin-uid', { role: 'admin', active: true }),
  };

  it.each(Object.entries(actors))('denies %s reading it', (_name, context) =>
    expectDenied(getDoc(doc(context().firestore(), 'unlisted/existing'))),
  );

  it.each(Object.entries(actors))('denies %s writing it', (_name, context) =>
    expectDenied(setDoc(doc(context().firestore(), 'unlisted/new'), { a: 1 })),
  );

  it('still lets the test harness seed it with rules disabled', async () => {
    await env().withSecurityRulesDisabled(async (context) => {
      const snapshot = await assertSucceeds(getDoc(doc(context.firestore(), 'unlisted/existing')));
      expect(snapshot.data()).toEqual({ value: 1 });
    });
  });
});
