import {
  assertFails,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { getBytes, ref, uploadString } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMULATORS, PROJECT_ID, readRules, storageEmulator } from '../support/emulators';

if (!storageEmulator.available) console.warn(`[skipped] storage rules: ${storageEmulator.reason}`);

describe.skipIf(!storageEmulator.available)(
  `storage paths no rule opens${storageEmulator.available ? '' : ` (skipped: ${storageEmulator.reason})`}`,
  () => {
    let env: RulesTestEnvironment;
    beforeAll(async () => {
      env = await initializeTestEnvironment({
        projectId: PROJECT_ID,
        storage: { rules: readRules('storage.rules'), ...EMULATORS.storage },
      });
    });
    afterAll(() => env?.cleanup());

    it('denies an anonymous upload', async () => {
      const storage = env.unauthenticatedContext().storage();
      const error = await assertFails(uploadString(ref(storage, 'unlisted/file.txt'), 'x'));
      expect(error.code).toBe('storage/unauthorized');
    });

    it('denies a signed-in admin reading an unlisted path', async () => {
      const storage = env.authenticatedContext('admin-uid', { role: 'admin' }).storage();
      const error = await assertFails(getBytes(ref(storage, 'unlisted/file.txt')));
      expect(error.code).toBe('storage/unauthorized');
    });
  },
);
