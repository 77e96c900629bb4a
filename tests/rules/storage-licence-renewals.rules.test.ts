import { assertSucceeds } from '@firebase/rules-unit-testing';
import { COLLECTIONS } from '@centre/domain/collections';
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
} from 'firebase/storage';
import { MAX_DOCUMENT_BYTES } from '@centre/domain/applications';
import { UPLOAD_GRANT_TTL_MS } from '@centre/domain/upload-grants';
import { beforeEach, describe, expect, it } from 'vitest';
import { newRenewalId, publicLicenceRenewal } from '../support/licence-renewals';
import { STAFF_ACTOR_NAMES, recordFor, uidOf, type StaffActor } from '../support/rules-actors';
import { expectUnauthorized } from '../support/rules-assert';
import { describeStorageRules, useRulesEnvironment } from '../support/rules-environment';

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]);

/** Holders of view_license_renewals (docs/product.md §6). */
const RENEWAL_STAFF: readonly StaffActor[] = ['agent', 'manager', 'admin'];
const EVERYONE = STAFF_ACTOR_NAMES;
const NOBODY: readonly StaffActor[] = [];

describeStorageRules(
  'storage: licenceRenewals/{renewalId}/{fileName}',
  'storage rules for licence renewals',
  () => {
    const { env, storageOf, storageWithRecord, withoutRules } = useRulesEnvironment({
      storage: true,
    });
    /** A fresh renewal id per test, with one document uploaded before it ("existing.pdf"). */
    let id: string;
    const path = (name: string, renewalId = id) => `licenceRenewals/${renewalId}/${name}`;
    const fileRef = (actor: StaffActor, name: string, renewalId = id) =>
      ref(storageOf(actor), path(name, renewalId));
    const upload = (
      actor: StaffActor,
      name: string,
      contentType = 'application/pdf',
      bytes: Uint8Array = PDF,
      renewalId = id,
    ) => uploadBytes(fileRef(actor, name, renewalId), bytes, { contentType });
    const asOwner = <T>(act: (storage: FirebaseStorage) => Promise<T>): Promise<T> => {
      let result: T;
      return env()
        .withSecurityRulesDisabled(async (context) => {
          result = await act(context.storage());
        })
        .then(() => result);
    };
    /** uploadGrants/{renewalId} as requestUploadGrant writes it for a licence renewal. */
    const grantUploads = (
      renewalId = id,
      inMs = UPLOAD_GRANT_TTL_MS,
      collection: string | null = COLLECTIONS.licenceRenewals,
    ) =>
      withoutRules((db) =>
        setDoc(doc(db, 'uploadGrants', renewalId), {
          applicationId: renewalId,
          ...(collection && { collection }),
          createdAt: serverTimestamp(),
          renewedAt: serverTimestamp(),
          expiresAt: Timestamp.fromMillis(Date.now() + inMs),
        }),
      );
    const sendRequest = () =>
      withoutRules((db) =>
        setDoc(doc(db, COLLECTIONS.licenceRenewals, id), {
          ...publicLicenceRenewal(id),
          createdAt: serverTimestamp(),
        }),
      );

    beforeEach(async () => {
      id = newRenewalId();
      await grantUploads();
      await asOwner((storage) =>
        uploadBytes(ref(storage, path('existing.pdf')), PDF, { contentType: 'application/pdf' }),
      );
    });

    const operations: Record<
      string,
      { allowed: readonly StaffActor[]; run: (actor: StaffActor) => Promise<unknown> }
    > = {
      'create a PDF': { allowed: EVERYONE, run: (actor) => upload(actor, `${actor}.pdf`) },
      'create a JPEG': {
        allowed: EVERYONE,
        run: (actor) => upload(actor, `${actor}.jpg`, 'image/jpeg'),
      },
      'create a PNG': {
        allowed: EVERYONE,
        run: (actor) => upload(actor, `${actor}.png`, 'image/png'),
      },
      'create another type (zip)': {
        allowed: NOBODY,
        run: (actor) => upload(actor, `${actor}.zip`, 'application/zip'),
      },
      'create over 10 MB': {
        allowed: NOBODY,
        run: (actor) =>
          upload(actor, `${actor}.pdf`, 'application/pdf', new Uint8Array(MAX_DOCUMENT_BYTES + 1)),
      },
      'overwrite an uploaded file': {
        allowed: NOBODY,
        run: (actor) => upload(actor, 'existing.pdf'),
      },
      'create once the request is sent': {
        allowed: NOBODY,
        run: async (actor) => {
          await sendRequest();
          return upload(actor, `${actor}.pdf`);
        },
      },
      get: { allowed: RENEWAL_STAFF, run: (actor) => getBytes(fileRef(actor, 'existing.pdf')) },
      'get metadata': {
        allowed: RENEWAL_STAFF,
        run: (actor) => getMetadata(fileRef(actor, 'existing.pdf')),
      },
      list: {
        allowed: RENEWAL_STAFF,
        run: (actor) => listAll(ref(storageOf(actor), `licenceRenewals/${id}`)),
      },
      'update metadata': {
        allowed: NOBODY,
        run: (actor) =>
          updateMetadata(fileRef(actor, 'existing.pdf'), { customMetadata: { by: actor } }),
      },
      delete: { allowed: NOBODY, run: (actor) => deleteObject(fileRef(actor, 'existing.pdf')) },
    };
    const rows = Object.entries(operations).flatMap(([operation, { allowed }]) =>
      STAFF_ACTOR_NAMES.map((actor) => ({ actor, operation, allowed: allowed.includes(actor) })),
    );

    it.each(rows)(
      '$actor $operation -> allowed: $allowed',
      async ({ actor, operation, allowed }) => {
        const result = operations[operation]!.run(actor);
        if (allowed) await assertSucceeds(result);
        else await expectUnauthorized(result);
      },
    );

    describe('create: only into a folder reserved by a live licence renewal grant', () => {
      it('denies an upload without a grant', async () => {
        await withoutRules((db) => deleteDoc(doc(db, 'uploadGrants', id)));
        await expectUnauthorized(upload('anonymous', 'ungranted.pdf'));
      });

      it('denies an upload once the grant has expired, allows it again after a renewal', async () => {
        await grantUploads(id, -1000);
        await expectUnauthorized(upload('anonymous', 'expired.pdf'));
        await grantUploads(id);
        await assertSucceeds(upload('anonymous', 'renewed.pdf'));
      });

      it('denies an upload under the grant of an application (or an old grant without collection)', async () => {
        await grantUploads(id, UPLOAD_GRANT_TTL_MS, COLLECTIONS.applications);
        await expectUnauthorized(upload('anonymous', 'application-grant.pdf'));
        await grantUploads(id, UPLOAD_GRANT_TTL_MS, null);
        await expectUnauthorized(upload('anonymous', 'no-collection.pdf'));
      });

      it("denies an upload into another request's folder with this grant", () =>
        expectUnauthorized(
          upload('anonymous', 'elsewhere.pdf', 'application/pdf', PDF, newRenewalId()),
        ));

      it('denies a renewal id that is not a UUID', async () => {
        await grantUploads('not-a-uuid');
        await expectUnauthorized(
          upload('anonymous', 'a.pdf', 'application/pdf', PDF, 'not-a-uuid'),
        );
      });

      it('allows a file name of 200 characters and denies 201', async () => {
        await assertSucceeds(upload('anonymous', `${'n'.repeat(196)}.pdf`));
        await expectUnauthorized(upload('anonymous', `${'n'.repeat(197)}.pdf`));
      });
    });

    describe('read: staff who may view licence renewals, with a live session', () => {
      it('lists the documents of one request for staff, never every folder', async () => {
        await assertSucceeds(upload('anonymous', 'second.pdf'));
        const listed = await listAll(ref(storageOf('manager'), `licenceRenewals/${id}`));
        expect(listed.items.map((item) => item.name).sort()).toEqual([
          'existing.pdf',
          'second.pdf',
        ]);
        await expectUnauthorized(listAll(ref(storageOf('admin'), 'licenceRenewals')));
      });

      it('denies a manager who must still change their password, allows them after', async () => {
        const readAs = (storage: FirebaseStorage) => getBytes(ref(storage, path('existing.pdf')));
        const manager = (mustChangePassword: boolean) =>
          recordFor(uidOf('manager'), 'manager', { mustChangePassword });
        await expectUnauthorized(readAs(storageWithRecord(manager(true))));
        await assertSucceeds(readAs(storageWithRecord(manager(false))));
      });
    });
  },
);
