// The storage rules suite of a public submission's document folder (applications/{id}/, licence
// renewals' licenceRenewals/{id}/): the folder is reserved by an upload grant, filled before the
// submission document is written, and read by the staff who may view that kind of submission.
// Each suite calls useSubmissionFolder inside its describeStorageRules and runs its table with
// itChecksFolderOperations; the cases only one kind has stay in its own file.
import { assertSucceeds } from '@firebase/rules-unit-testing';
import { Timestamp, deleteDoc, doc, serverTimestamp, setDoc } from 'firebase/firestore';
import {
  deleteObject,
  getBytes,
  getMetadata,
  listAll,
  ref,
  updateMetadata,
  uploadBytes,
  type FirebaseStorage,
  type StorageReference,
} from 'firebase/storage';
import { MAX_DOCUMENT_BYTES } from '@centre/domain/applications';
import { UPLOAD_GRANT_TTL_MS } from '@centre/domain/upload-grants';
import { beforeEach, expect, it } from 'vitest';
import { STAFF_ACTOR_NAMES, type Actor, type StaffActor } from './rules-actors';
import { expectUnauthorized } from './rules-assert';
import type { useRulesEnvironment } from './rules-environment';

export const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]);
export const EVERYONE = STAFF_ACTOR_NAMES;
export const NOBODY: readonly StaffActor[] = [];

type RulesEnvironment = ReturnType<typeof useRulesEnvironment>;

export interface SubmissionFolderConfig {
  /** The storage folder and the Firestore collection of the submissions: the same name. */
  collection: string;
  newId: () => string;
  /** The submission document as the browser writes it (createdAt is added here). */
  submission: (id: string) => Record<string, unknown>;
  /**
   * The `collection` field requestUploadGrant writes on the grant by default, or null for none
   * (an application's grant).
   */
  grantCollection: string | null;
}

export interface FolderOperation<A extends Actor = StaffActor> {
  allowed: readonly A[];
  run: (actor: A) => Promise<unknown>;
}

/**
 * Registers a beforeEach that gives every test a fresh submission id with a live upload grant and
 * one document uploaded before it ("existing.pdf"), and returns what the tests act through.
 */
export function useSubmissionFolder(
  { env, storageOf, withoutRules }: RulesEnvironment,
  { collection, newId, submission, grantCollection }: SubmissionFolderConfig,
) {
  let current: string | undefined;
  /** This test's submission id. */
  const id = (): string => {
    if (!current) throw new Error('The submission id is set in beforeEach.');
    return current;
  };
  const path = (name: string, submissionId = id()) => `${collection}/${submissionId}/${name}`;
  const fileRef = (actor: StaffActor, name: string, submissionId = id()) =>
    ref(storageOf(actor), path(name, submissionId));
  const upload = (
    actor: StaffActor,
    name: string,
    contentType = 'application/pdf',
    bytes: Uint8Array = PDF,
    submissionId = id(),
  ) => uploadBytes(fileRef(actor, name, submissionId), bytes, { contentType });
  /** The storage of a context without rules (the emulator's owner credentials). */
  const asOwner = <T>(act: (storage: FirebaseStorage) => Promise<T>): Promise<T> => {
    let result: T;
    return env()
      .withSecurityRulesDisabled(async (context) => {
        result = await act(context.storage());
      })
      .then(() => result);
  };
  /** uploadGrants/{id} as requestUploadGrant writes it, expiring `inMs` from now. */
  const grantUploads = (
    submissionId = id(),
    inMs = UPLOAD_GRANT_TTL_MS,
    grantFor: string | null = grantCollection,
  ) =>
    withoutRules((db) =>
      setDoc(doc(db, 'uploadGrants', submissionId), {
        applicationId: submissionId,
        ...(grantFor && { collection: grantFor }),
        createdAt: serverTimestamp(),
        renewedAt: serverTimestamp(),
        expiresAt: Timestamp.fromMillis(Date.now() + inMs),
      }),
    );
  /** Writes the submission document itself, which closes its folder to uploads. */
  const submit = () =>
    withoutRules((db) =>
      setDoc(doc(db, collection, id()), { ...submission(id()), createdAt: serverTimestamp() }),
    );

  // Every test starts with a live upload grant for `id`; the grant's own tests take it away.
  beforeEach(async () => {
    current = newId();
    await grantUploads();
    await asOwner((storage) =>
      uploadBytes(ref(storage, path('existing.pdf')), PDF, { contentType: 'application/pdf' }),
    );
  });

  /**
   * The operations every submission folder is checked for, and who may do each: anyone holding
   * the grant creates PDF/JPEG/PNG up to 10 MB under a new name before the submission exists;
   * `readers` get, get metadata and list; nobody updates or deletes.
   */
  const operations = ({
    readers,
    createOnceSubmitted,
  }: {
    readers: readonly StaffActor[];
    /** The name of the row that creates once the submission is written. */
    createOnceSubmitted: string;
  }): Record<string, FolderOperation> => ({
    ...newFileOperations(EVERYONE, upload),
    [createOnceSubmitted]: {
      allowed: NOBODY,
      run: async (actor) => {
        await submit();
        return upload(actor, `${actor}.pdf`);
      },
    },
    ...uploadedFileOperations(
      readers,
      (actor) => fileRef(actor, 'existing.pdf'),
      (actor) => ref(storageOf(actor), `${collection}/${id()}`),
    ),
  });

  /** The cases of the grant itself: none, then an expired one renewed. */
  const itNeedsALiveGrant = () => {
    it('denies an upload without a grant', async () => {
      await withoutRules((db) => deleteDoc(doc(db, 'uploadGrants', id())));
      await expectUnauthorized(upload('anonymous', 'ungranted.pdf'));
    });

    it('denies an upload once the grant has expired, allows it again after a renewal', async () => {
      await grantUploads(id(), -1000);
      await expectUnauthorized(upload('anonymous', 'expired.pdf'));
      await grantUploads(id());
      await assertSucceeds(upload('anonymous', 'renewed.pdf'));
    });
  };

  /** storage.rules' limit of 200 characters on a file name. */
  const itLimitsTheFileName = () =>
    it('allows a file name of 200 characters and denies 201', async () => {
      await assertSucceeds(upload('anonymous', `${'n'.repeat(196)}.pdf`));
      await expectUnauthorized(upload('anonymous', `${'n'.repeat(197)}.pdf`));
    });

  /**
   * Listing: `reader` lists this submission's folder (the file uploaded in the test and
   * existing.pdf); no member of staff, not even an admin, lists every folder of `collection`.
   */
  const itListsOneFolderAtATime = (reader: StaffActor) => {
    it(`lists the uploaded documents of one submission for ${reader}`, async () => {
      await assertSucceeds(upload('anonymous', 'second.pdf'));
      const listed = await listAll(ref(storageOf(reader), `${collection}/${id()}`));
      expect(listed.items.map((item) => item.name).sort()).toEqual(['existing.pdf', 'second.pdf']);
    });

    it('denies staff listing every submission folder at once', () =>
      expectUnauthorized(listAll(ref(storageOf('admin'), collection))));
  };

  return {
    id,
    path,
    fileRef,
    upload,
    asOwner,
    grantUploads,
    submit,
    operations,
    itNeedsALiveGrant,
    itLimitsTheFileName,
    itListsOneFolderAtATime,
  };
}

/**
 * The rows of a new file, put through `upload` (a name, then a content type and the bytes) into a
 * folder that holds existing.pdf: `uploaders` create a PDF, a JPEG or a PNG; nobody creates
 * another type or more than 10 MB, or overwrites existing.pdf.
 */
export function newFileOperations<A extends Actor = StaffActor>(
  uploaders: readonly A[],
  upload: (actor: A, name: string, contentType?: string, bytes?: Uint8Array) => Promise<unknown>,
): Record<string, FolderOperation<A>> {
  return {
    'create a PDF': { allowed: uploaders, run: (actor) => upload(actor, `${actor}.pdf`) },
    'create a JPEG': {
      allowed: uploaders,
      run: (actor) => upload(actor, `${actor}.jpg`, 'image/jpeg'),
    },
    'create a PNG': {
      allowed: uploaders,
      run: (actor) => upload(actor, `${actor}.png`, 'image/png'),
    },
    'create another type (zip)': {
      allowed: [],
      run: (actor) => upload(actor, `${actor}.zip`, 'application/zip'),
    },
    'create over 10 MB': {
      allowed: [],
      run: (actor) =>
        upload(actor, `${actor}.pdf`, 'application/pdf', new Uint8Array(MAX_DOCUMENT_BYTES + 1)),
    },
    'overwrite an uploaded file': {
      allowed: [],
      run: (actor) => upload(actor, 'existing.pdf'),
    },
  };
}

/**
 * The rows of a file already uploaded, `file(actor)` in the folder `folder(actor)`: `readers` get
 * it, get its metadata and list the folder; nobody updates its metadata or deletes it.
 */
export function uploadedFileOperations<A extends Actor = StaffActor>(
  readers: readonly A[],
  file: (actor: A) => StorageReference,
  folder: (actor: A) => StorageReference,
): Record<string, FolderOperation<A>> {
  return {
    get: { allowed: readers, run: (actor) => getBytes(file(actor)) },
    'get metadata': { allowed: readers, run: (actor) => getMetadata(file(actor)) },
    list: { allowed: readers, run: (actor) => listAll(folder(actor)) },
    'update metadata': {
      allowed: [],
      run: (actor) => updateMetadata(file(actor), { customMetadata: { by: actor } }),
    },
    delete: { allowed: [], run: (actor) => deleteObject(file(actor)) },
  };
}

/** One test per actor x operation: it succeeds for the actors the operation allows, else is denied. */
export function itChecksFolderOperations<A extends Actor = StaffActor>(
  operations: Record<string, FolderOperation<A>>,
  actors: readonly A[] = STAFF_ACTOR_NAMES as readonly Actor[] as readonly A[],
): void {
  const rows = Object.entries(operations).flatMap(([operation, { allowed }]) =>
    actors.map((actor) => ({ actor, operation, allowed: allowed.includes(actor) })),
  );
  it.each(rows)('$actor $operation -> allowed: $allowed', async ({ actor, operation, allowed }) => {
    const result = operations[operation]!.run(actor);
    if (allowed) await assertSucceeds(result);
    else await expectUnauthorized(result);
  });
}
