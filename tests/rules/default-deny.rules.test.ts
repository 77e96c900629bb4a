import { deleteDoc, doc, getDoc, setDoc, updateDoc } from 'firebase/firestore';
import { listDocs } from '../support/rules-actors';
import { describe, it } from 'vitest';
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

  it.each(Object.entries(actors))('denies %s listing it', (_name, context) =>
    expectDenied(listDocs(context().firestore(), 'unlisted')),
  );

  it.each(Object.entries(actors))(
    'denies %s changing or deleting a document in it',
    async (_name, context) => {
      const existing = doc(context().firestore(), 'unlisted/existing');
      await expectDenied(updateDoc(existing, { value: 2 }));
      await expectDenied(deleteDoc(existing));
    },
  );

  it('denies a document nested under it, even to the admin', () =>
    expectDenied(
      getDoc(doc(actors['signed-in admin']().firestore(), 'unlisted/existing/nested/child')),
    ));
});
