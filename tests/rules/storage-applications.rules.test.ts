import { assertSucceeds } from '@firebase/rules-unit-testing';
import { COLLECTIONS } from '@centre/domain/collections';
import { deleteDoc, doc, setDoc } from 'firebase/firestore';
import { getBytes, ref, type FirebaseStorage } from 'firebase/storage';
import { MAX_DOCUMENT_BYTES } from '@centre/domain/applications';
import { beforeEach, describe, expect, it } from 'vitest';
import { newApplicationId, publicApplication } from '../support/applications';
import { APPLICATION_STAFF, recordFor, uidOf } from '../support/rules-actors';
import { expectUnauthorized } from '../support/rules-assert';
import { describeStorageRules, useRulesEnvironment } from '../support/rules-environment';
import {
  NOBODY,
  PDF,
  itChecksFolderOperations,
  useSubmissionFolder,
} from '../support/storage-submission-folder';

const UUID = /^[0-9a-f-]{36}$/;

describeStorageRules(
  'storage: applications/{applicationId}/{fileName}',
  'storage rules for applications',
  () => {
    const rules = useRulesEnvironment({ storage: true });
    const { storageWithRecord, withoutRules } = rules;
    const {
      id,
      path,
      fileRef,
      upload,
      asOwner,
      grantUploads,
      submit: submitApplication,
      operations,
      itNeedsALiveGrant,
      itLimitsTheFileName,
      itListsOneFolderAtATime,
    } = useSubmissionFolder(rules, {
      collection: COLLECTIONS.applications,
      newId: newApplicationId,
      submission: publicApplication,
      grantCollection: null,
    });

    beforeEach(() => {
      expect(id()).toMatch(UUID);
    });

    /** Each operation a table row runs, and the actors storage.rules lets do it. */
    itChecksFolderOperations({
      ...operations({
        readers: APPLICATION_STAFF,
        createOnceSubmitted: 'create once the application is submitted',
      }),
      'create an empty file': {
        allowed: NOBODY,
        run: (actor) => upload(actor, `${actor}.pdf`, 'application/pdf', new Uint8Array(0)),
      },
    });

    describe('create: only into a folder reserved by a live upload grant', () => {
      it('allows an upload while the grant of its application is live', () =>
        assertSucceeds(upload('anonymous', 'granted.pdf')));

      itNeedsALiveGrant();

      it("denies an upload into another application's folder with this grant", () =>
        expectUnauthorized(
          upload('anonymous', 'elsewhere.pdf', 'application/pdf', PDF, newApplicationId()),
        ));

      it('denies an upload after the application exists, even with a live grant', async () => {
        await submitApplication();
        await expectUnauthorized(upload('anonymous', 'after.pdf'));
      });

      it('denies a staff member without a grant too', async () => {
        await withoutRules((db) => deleteDoc(doc(db, 'uploadGrants', id())));
        await expectUnauthorized(upload('admin', 'staff.pdf'));
      });
    });

    describe('create: the limits of an upload', () => {
      it('allows exactly 10 MB and denies one byte more', async () => {
        await assertSucceeds(
          upload('anonymous', 'max.pdf', 'application/pdf', new Uint8Array(MAX_DOCUMENT_BYTES)),
        );
        await expectUnauthorized(
          upload(
            'anonymous',
            'over.pdf',
            'application/pdf',
            new Uint8Array(MAX_DOCUMENT_BYTES + 1),
          ),
        );
      });

      itLimitsTheFileName();

      it('denies an application id that is not a UUID', async () => {
        await grantUploads('not-a-uuid');
        await expectUnauthorized(
          upload('anonymous', 'a.pdf', 'application/pdf', PDF, 'not-a-uuid'),
        );
        await grantUploads(id().toUpperCase());
        await assertSucceeds(
          upload('anonymous', 'a.pdf', 'application/pdf', PDF, id().toUpperCase()),
        );
      });

      it('denies a type that only claims to be a PDF by its name', () =>
        expectUnauthorized(upload('anonymous', 'report.pdf', 'text/plain')));

      it('keeps the first upload when an overwrite is denied', async () => {
        await expectUnauthorized(
          upload('anonymous', 'existing.pdf', 'image/png', new Uint8Array([1, 2, 3])),
        );
        const stored = await asOwner((storage) => getBytes(ref(storage, path('existing.pdf'))));
        expect(new Uint8Array(stored)).toEqual(PDF);
      });

      it('still allows uploads to another application once one is submitted', async () => {
        await submitApplication();
        await expectUnauthorized(upload('anonymous', 'late.pdf'));
        const other = newApplicationId();
        await grantUploads(other);
        await assertSucceeds(upload('anonymous', 'a.pdf', 'application/pdf', PDF, other));
      });
    });

    describe('read: the documents of the application only', () => {
      itListsOneFolderAtATime('agent');

      it('still lets staff read the documents once the application is submitted', async () => {
        await submitApplication();
        await assertSucceeds(getBytes(fileRef('manager', 'existing.pdf')));
        await expectUnauthorized(getBytes(fileRef('anonymous', 'existing.pdf')));
      });
    });

    describe('read: sessions that must not see documents', () => {
      const REVOKED_AT = 1_900_000_000;
      const agentRecord = (fields: Record<string, unknown> = {}) =>
        recordFor(uidOf('agent'), 'agent', fields);
      const readAs = (storage: FirebaseStorage) => getBytes(ref(storage, path('existing.pdf')));

      it('denies an agent who must still change their password, allows them after', async () => {
        await expectUnauthorized(
          readAs(storageWithRecord(agentRecord({ mustChangePassword: true }))),
        );
        await assertSucceeds(readAs(storageWithRecord(agentRecord({ mustChangePassword: false }))));
      });

      it('denies a token from before the revocation of its sessions, allows a later sign-in', async () => {
        await withoutRules((db) =>
          setDoc(doc(db, 'userRevocations', uidOf('agent')), { revokedAt: REVOKED_AT }),
        );
        await expectUnauthorized(
          readAs(storageWithRecord(agentRecord(), { auth_time: REVOKED_AT - 600 })),
        );
        await expectUnauthorized(
          readAs(storageWithRecord(agentRecord(), { auth_time: REVOKED_AT })),
        );
        await assertSucceeds(
          readAs(storageWithRecord(agentRecord(), { auth_time: REVOKED_AT + 1 })),
        );
      });
    });
  },
);
