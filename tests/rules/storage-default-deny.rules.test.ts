import { getBytes, ref, uploadString } from 'firebase/storage';
import { it } from 'vitest';
import { expectUnauthorized } from '../support/rules-assert';
import { describeStorageRules, useRulesEnvironment } from '../support/rules-environment';

describeStorageRules('storage paths no rule opens', 'storage rules', () => {
  const { env } = useRulesEnvironment({ firestore: false, storage: true });

  it('denies an anonymous upload', () =>
    expectUnauthorized(
      uploadString(ref(env().unauthenticatedContext().storage(), 'unlisted/file.txt'), 'x'),
    ));

  it('denies a signed-in admin reading an unlisted path', () => {
    const storage = env().authenticatedContext('admin-uid', { role: 'admin' }).storage();
    return expectUnauthorized(getBytes(ref(storage, 'unlisted/file.txt')));
  });
});
