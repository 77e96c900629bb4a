import { getBytes, ref, uploadBytes } from 'firebase/storage';
import { beforeEach, expect, it } from 'vitest';
import { newApplicationId } from '../support/applications';
import { STAFF_ACTOR_NAMES, type StaffActor } from '../support/rules-actors';
import { expectUnauthorized } from '../support/rules-assert';
import { describeStorageRules, useRulesEnvironment } from '../support/rules-environment';
import {
  NOBODY,
  PDF,
  uploadedFileOperations,
  type FolderOperation,
} from '../support/storage-submission-folder';

const APPLICATION_ID = newApplicationId();

/**
 * Paths no rule opens, each holding a file uploaded without rules: the root, another folder, and
 * below an application's folder (only its direct files are opened).
 */
const PATHS = {
  root: 'file.pdf',
  'another folder': 'unlisted/file.pdf',
  'a subfolder of an application': `applications/${APPLICATION_ID}/nested/file.pdf`,
};
type Place = keyof typeof PATHS;
const parentOf = (path: string) => path.split('/').slice(0, -1).join('/');
const inFolder = (folder: string, name: string) => (folder ? `${folder}/${name}` : name);

describeStorageRules('storage paths no rule opens', 'storage rules', () => {
  const { env, storageOf } = useRulesEnvironment({ storage: true });

  beforeEach(() =>
    env().withSecurityRulesDisabled(async (context) => {
      for (const path of Object.values(PATHS)) {
        await uploadBytes(ref(context.storage(), path), PDF, { contentType: 'application/pdf' });
      }
    }),
  );

  const fileRef = (actor: StaffActor, place: Place) => ref(storageOf(actor), PATHS[place]);
  /** What an actor may try at `place`: nothing is allowed anywhere. */
  const operationsAt = (place: Place): Record<string, FolderOperation> => ({
    'create a PDF': {
      allowed: NOBODY,
      run: (actor) =>
        uploadBytes(
          ref(storageOf(actor), inFolder(parentOf(PATHS[place]), `new-${actor}.pdf`)),
          PDF,
          { contentType: 'application/pdf' },
        ),
    },
    overwrite: {
      allowed: NOBODY,
      run: (actor) => uploadBytes(fileRef(actor, place), PDF, { contentType: 'application/pdf' }),
    },
    ...uploadedFileOperations(
      NOBODY,
      (actor) => fileRef(actor, place),
      (actor) => ref(storageOf(actor), parentOf(PATHS[place])),
    ),
  });
  const rows = (Object.keys(PATHS) as Place[]).flatMap((place) =>
    Object.keys(operationsAt(place)).flatMap((operation) =>
      STAFF_ACTOR_NAMES.map((actor) => ({ place, operation, actor })),
    ),
  );

  it.each(rows)('$place: $actor $operation -> denied', ({ place, operation, actor }) =>
    expectUnauthorized(operationsAt(place)[operation]!.run(actor)),
  );

  it('leaves the files in place (the denials are the rules, not missing files)', () =>
    env().withSecurityRulesDisabled(async (context) => {
      for (const path of Object.values(PATHS)) {
        expect(new Uint8Array(await getBytes(ref(context.storage(), path)))).toEqual(PDF);
      }
    }));
});
