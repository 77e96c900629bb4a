import { assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { deleteObject, getBytes, ref, uploadBytes } from 'firebase/storage';
import { beforeEach, it } from 'vitest';
import { newApplicationId, publicApplication } from '../support/applications';
import type { StaffActor } from '../support/rules-actors';
import { expectUnauthorized } from '../support/rules-assert';
import { describeStorageRules, useRulesEnvironment } from '../support/rules-environment';

const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37]);

describeStorageRules(
  'storage: applications/{applicationId}/{fileName}',
  'storage rules for applications',
  () => {
    const { storageOf, withoutRules } = useRulesEnvironment({ storage: true });
    let id: string;
    const path = (name = 'passport-photo-1.pdf', applicationId = id) =>
      `applications/${applicationId}/${name}`;
    const upload = (
      actor: StaffActor,
      name?: string,
      contentType = 'application/pdf',
      bytes = PDF,
    ) => uploadBytes(ref(storageOf(actor), path(name)), bytes, { contentType });

    beforeEach(() => {
      id = newApplicationId();
    });

    it('allows the public to upload a PDF, JPEG or PNG before submitting', async () => {
      await assertSucceeds(upload('anonymous', 'a.pdf'));
      await assertSucceeds(upload('anonymous', 'b.jpg', 'image/jpeg'));
      await assertSucceeds(upload('anonymous', 'c.png', 'image/png'));
    });

    it('denies another file type, a file over 10 MB and a path that is not an application id', async () => {
      await expectUnauthorized(upload('anonymous', 'a.zip', 'application/zip'));
      await expectUnauthorized(
        upload('anonymous', 'big.pdf', 'application/pdf', new Uint8Array(10 * 1024 * 1024 + 1)),
      );
      await expectUnauthorized(
        uploadBytes(ref(storageOf('anonymous'), 'applications/not-a-uuid/a.pdf'), PDF, {
          contentType: 'application/pdf',
        }),
      );
    });

    it('denies an upload once the application exists, and overwriting a file', async () => {
      await assertSucceeds(upload('anonymous', 'a.pdf'));
      await expectUnauthorized(upload('anonymous', 'a.pdf'));
      await withoutRules((db) =>
        setDoc(doc(db, 'applications', id), {
          ...publicApplication(id),
          createdAt: serverTimestamp(),
        }),
      );
      await expectUnauthorized(upload('anonymous', 'late.pdf'));
    });

    it.each([
      ['anonymous', false],
      ['receptionist', false],
      ['bank_agent', false],
      ['equity', false],
      ['inactive_admin', false],
      ['agent', true],
      ['manager', true],
      ['admin', true],
    ] as const)('%s reads an uploaded document -> allowed: %s', async (actor, allowed) => {
      await assertSucceeds(upload('anonymous', 'a.pdf'));
      const read = getBytes(ref(storageOf(actor), path('a.pdf')));
      if (allowed) await assertSucceeds(read);
      else await expectUnauthorized(read);
    });

    it('denies everybody deleting a document', async () => {
      await assertSucceeds(upload('anonymous', 'a.pdf'));
      await expectUnauthorized(deleteObject(ref(storageOf('admin'), path('a.pdf'))));
      await expectUnauthorized(deleteObject(ref(storageOf('anonymous'), path('a.pdf'))));
    });
  },
);
