// Issue 9, item 9: what happens to uploaded documents after they reach Storage. The finalize
// trigger (onDocumentUploaded) runs in the Functions emulator on the Storage emulator's events;
// the cleanup's logic (removeUnattachedUploads, what the hourly schedule calls) is called here
// directly against the emulators, a day ahead.
import { FieldValue } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { TYPE_CHECKED_METADATA, UNATTACHED_UPLOAD_MAX_AGE_MS } from '@centre/domain/uploads';
import { beforeEach, describe, expect, it } from 'vitest';
import { checkUploadedDocument } from '../../functions/src/storage/check-uploaded-document';
import { removeUnattachedUploads } from '../../functions/src/storage/remove-unattached-uploads';
import { adminDb, waitFor } from '../support/admin';
import { newApplicationId, publicApplication } from '../support/applications';
import { clearProject } from '../support/emulator-reset';
import { PROJECT_ID, storageEmulator } from '../support/emulators';

/** The bucket the web app uploads to (web/.env.emulator), the functions' default bucket. */
const bucket = getStorage().bucket(`${PROJECT_ID}.appspot.com`);

const PDF = Buffer.from('%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([
  0xff,
  0xd8,
  0xff,
  0xe0,
  0x00,
  0x10,
  ...Buffer.from('JFIF\0'),
  0xff,
  0xd9,
]);
const HTML = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');

const upload = (path: string, bytes: Buffer, contentType: string) =>
  bucket.file(path).save(bytes, { contentType, resumable: false });

const exists = async (path: string) => (await bucket.file(path).exists())[0];

/** The type the trigger wrote on the object once its first bytes proved it, if it did. */
const checkedType = async (path: string) => {
  const [found] = await bucket.file(path).exists();
  if (!found) return 'deleted';
  const [metadata] = await bucket.file(path).getMetadata();
  return (metadata.metadata?.[TYPE_CHECKED_METADATA] as string | undefined) ?? 'unchecked';
};

async function clearUploads(): Promise<void> {
  await bucket.deleteFiles({ prefix: 'applications/', force: true });
}

describe.skipIf(!storageEmulator.available)(
  `uploaded documents${storageEmulator.available ? '' : ` (skipped: ${storageEmulator.reason})`}`,
  () => {
    beforeEach(async () => {
      await Promise.all([clearProject(), clearUploads()]);
    });

    describe('onDocumentUploaded (finalize trigger)', () => {
      it.each([
        ['a file claiming application/pdf that starts with other bytes', 'id-card.pdf', HTML],
        ['a real PNG uploaded as a PDF', 'scan.pdf', PNG],
      ])('deletes %s', async (_what, name, bytes) => {
        const path = `applications/${newApplicationId()}/${name}`;
        await upload(path, bytes, 'application/pdf');
        await waitFor(
          () => exists(path),
          (found) => !found,
          { what: `${path} deleted` },
        );
      });

      it('keeps a real PDF, PNG and JPEG, marking each with the type its bytes proved', async () => {
        const id = newApplicationId();
        const files = [
          [`applications/${id}/letter.pdf`, PDF, 'application/pdf'],
          [`applications/${id}/photo.png`, PNG, 'image/png'],
          [`applications/${id}/photo.jpg`, JPEG, 'image/jpeg'],
        ] as const;
        await Promise.all(files.map(([path, bytes, type]) => upload(path, bytes, type)));
        const types = await waitFor(
          () => Promise.all(files.map(([path]) => checkedType(path))),
          (found) => found.every((type) => type !== 'unchecked'),
          { what: 'the three files checked' },
        );
        expect(types).toEqual(['application/pdf', 'image/png', 'image/jpeg']);
        for (const [path, bytes] of files) {
          expect((await bucket.file(path).download())[0].equals(bytes)).toBe(true);
        }
      });

      it('leaves files outside applications/ alone and does nothing twice', async () => {
        const outside = 'elsewhere/notes.txt';
        await upload(outside, HTML, 'text/plain');
        expect(
          await checkUploadedDocument(bucket, { name: outside, contentType: 'text/plain' }),
        ).toBe('not-an-application-upload');
        expect(await exists(outside)).toBe(true);
        await bucket.file(outside).delete();

        // A retried event for a file the first attempt deleted.
        const path = `applications/${newApplicationId()}/gone.pdf`;
        expect(
          await checkUploadedDocument(bucket, { name: path, contentType: 'application/pdf' }),
        ).toBe('already-gone');
      });
    });

    describe('removeUnattachedUploads (the hourly cleanup)', () => {
      it('deletes old files no application lists and keeps attached and young ones', async () => {
        const submitted = newApplicationId();
        const attached = `applications/${submitted}/passport-photo-1.jpg`;
        const unlisted = `applications/${submitted}/extra.pdf`;
        const abandoned = `applications/${newApplicationId()}/id-card.pdf`;
        await adminDb.doc(`applications/${submitted}`).set({
          ...publicApplication(submitted),
          createdAt: FieldValue.serverTimestamp(),
        });
        await Promise.all([
          upload(attached, JPEG, 'image/jpeg'),
          upload(unlisted, PDF, 'application/pdf'),
          upload(abandoned, PDF, 'application/pdf'),
        ]);

        // "A day later" is one day after the newest of these three was created (Storage's clock,
        // read from the objects). A file created after that instant is then under a day old.
        const created = await Promise.all(
          [attached, unlisted, abandoned].map(async (path) =>
            Date.parse(String((await bucket.file(path).getMetadata())[0].timeCreated)),
          ),
        );
        const cutoff = Math.max(...created);
        await waitFor(
          async () => Date.now(),
          (now) => now > cutoff,
          { intervalMs: 1, what: 'the clock to pass the last upload' },
        );
        const young = `applications/${newApplicationId()}/just-uploaded.png`;
        await upload(young, PNG, 'image/png');
        const youngCreated = Date.parse(
          String((await bucket.file(young).getMetadata())[0].timeCreated),
        );
        expect(youngCreated).toBeGreaterThan(cutoff);

        const report = await removeUnattachedUploads({
          bucket,
          db: adminDb,
          nowMs: cutoff + UNATTACHED_UPLOAD_MAX_AGE_MS,
        });

        expect(report).toEqual({
          checked: 4,
          removed: { 'no-application': 1, 'not-in-application': 1 },
        });
        expect(
          Object.fromEntries(
            await Promise.all(
              [attached, unlisted, abandoned, young].map(async (p) => [p, await exists(p)]),
            ),
          ),
        ).toEqual({ [attached]: true, [unlisted]: false, [abandoned]: false, [young]: true });

        // Run again: nothing left to remove.
        expect(
          await removeUnattachedUploads({
            bucket,
            db: adminDb,
            nowMs: cutoff + UNATTACHED_UPLOAD_MAX_AGE_MS,
          }),
        ).toEqual({ checked: 2, removed: {} });
      });

      it('removes old files in a folder whose name is no valid document id', async () => {
        const path = 'applications/__x__/payload.pdf';
        await upload(path, PDF, 'application/pdf');
        const report = await removeUnattachedUploads({
          bucket,
          db: adminDb,
          nowMs: Date.now() + UNATTACHED_UPLOAD_MAX_AGE_MS + 60_000,
        });
        expect(report.removed).toEqual({ 'no-application': 1 });
        expect(await exists(path)).toBe(false);
      });
    });
  },
);
