// storage.rules for a bank client's KYC documents (bankClients/{clientId}/{kind}/{fileName},
// domain kycDocumentPath): bank staff with manage_bank_services upload into an existing client,
// bank readers (restricted users included) read, nobody replaces or deletes a file.
import { assertSucceeds } from '@firebase/rules-unit-testing';
import { MAX_DOCUMENT_BYTES } from '@centre/domain/applications';
import { kycDocumentPath, type KycDocumentKind } from '@centre/domain/bank';
import { COLLECTIONS } from '@centre/domain/collections';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { getBytes, ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  BANK_ACTOR_NAMES,
  BANK_READERS,
  recordFor,
  uidOf,
  type BankActor,
} from '../support/rules-actors';
import { expectUnauthorized } from '../support/rules-assert';
import { describeStorageRules, useRulesEnvironment } from '../support/rules-environment';
import {
  PDF,
  itChecksFolderOperations,
  newFileOperations,
  uploadedFileOperations,
} from '../support/storage-submission-folder';

const CLIENT = 'client-wanjiru';
const MISSING_CLIENT = 'client-nobody';
/** manage_bank_services holders: admin, agent, bank agents, and the restricted agent's role. */
const UPLOADERS: readonly BankActor[] = [
  'agent',
  'admin',
  'bank_agent',
  'self',
  'restricted_agent',
];
const NOBODY: readonly BankActor[] = [];

describeStorageRules(
  'storage: bankClients/{clientId}/{kind}/{fileName}',
  'storage rules for KYC documents',
  () => {
    const { env, storageOf, storageWithRecord, withoutRules } = useRulesEnvironment({
      storage: true,
      seed: (db) =>
        setDoc(doc(db, COLLECTIONS.bankClients, CLIENT), {
          name: 'Wanjiru Njoroge',
          status: 'kyc_pending',
          agentId: uidOf('bank_agent'),
          createdAt: serverTimestamp(),
        }),
    });
    const path = (name: string, kind: string = 'id_front', clientId = CLIENT) =>
      kycDocumentPath(clientId, kind as KycDocumentKind, name);
    const fileRef = (storage: FirebaseStorage, name: string) => ref(storage, path(name));
    const upload = (
      actor: BankActor,
      name: string,
      contentType = 'application/pdf',
      bytes: Uint8Array = PDF,
      kind = 'id_front',
      clientId = CLIENT,
    ) => uploadBytes(ref(storageOf(actor), path(name, kind, clientId)), bytes, { contentType });

    // Every test starts with one document uploaded (as the callable's caller would have).
    beforeEach(() =>
      env().withSecurityRulesDisabled((context) =>
        uploadBytes(fileRef(context.storage(), 'existing.pdf'), PDF, {
          contentType: 'application/pdf',
        }).then(() => undefined),
      ),
    );

    itChecksFolderOperations<BankActor>(
      {
        ...newFileOperations(UPLOADERS, upload),
        // The PNG goes in as the photo kind, which no other case uploads.
        'create a PNG': {
          allowed: UPLOADERS,
          run: (actor) => upload(actor, `${actor}.png`, 'image/png', PDF, 'photo'),
        },
        'create an empty file': {
          allowed: NOBODY,
          run: (actor) => upload(actor, `${actor}.pdf`, 'application/pdf', new Uint8Array(0)),
        },
        'create under an unknown kind': {
          allowed: NOBODY,
          run: (actor) => upload(actor, `${actor}.pdf`, 'application/pdf', PDF, 'bank_statement'),
        },
        'create for a client that does not exist': {
          allowed: NOBODY,
          run: (actor) =>
            upload(actor, `${actor}.pdf`, 'application/pdf', PDF, 'id_front', MISSING_CLIENT),
        },
        ...uploadedFileOperations(
          BANK_READERS,
          (actor) => fileRef(storageOf(actor), 'existing.pdf'),
          (actor) => ref(storageOf(actor), `${COLLECTIONS.bankClients}/${CLIENT}/id_front`),
        ),
      },
      BANK_ACTOR_NAMES,
    );

    describe('create: the limits of an upload', () => {
      it('allows exactly 10 MB and denies one byte more', async () => {
        const max = new Uint8Array(MAX_DOCUMENT_BYTES);
        await assertSucceeds(upload('bank_agent', 'max.pdf', 'application/pdf', max));
        await expectUnauthorized(
          upload(
            'bank_agent',
            'over.pdf',
            'application/pdf',
            new Uint8Array(MAX_DOCUMENT_BYTES + 1),
          ),
        );
      });

      it('allows a file name of 200 characters and denies 201', async () => {
        await assertSucceeds(upload('bank_agent', `${'n'.repeat(196)}.pdf`));
        await expectUnauthorized(upload('bank_agent', `${'n'.repeat(197)}.pdf`));
      });

      it('allows every KYC kind of the domain', async () => {
        for (const kind of ['id_back', 'tax_pin', 'proof_of_address', 'proof_of_income']) {
          await assertSucceeds(upload('bank_agent', `${kind}.pdf`, 'application/pdf', PDF, kind));
        }
      });

      it('keeps the first upload when an overwrite is denied', async () => {
        await expectUnauthorized(
          upload('admin', 'existing.pdf', 'image/png', new Uint8Array([1, 2, 3])),
        );
        await env().withSecurityRulesDisabled(async (context) => {
          const stored = await getBytes(fileRef(context.storage(), 'existing.pdf'));
          expect(new Uint8Array(stored)).toEqual(PDF);
        });
      });
    });

    describe('sessions that must not upload', () => {
      const REVOKED_AT = 1_900_000_000;
      const bankAgent = (fields: Record<string, unknown> = {}) =>
        recordFor(uidOf('bank_agent'), 'bank_agent', fields);
      const uploadAs = (storage: FirebaseStorage, name: string) =>
        uploadBytes(fileRef(storage, name), PDF, { contentType: 'application/pdf' });

      it('denies a bank agent who must still change their password, allows them after', async () => {
        await expectUnauthorized(
          uploadAs(storageWithRecord(bankAgent({ mustChangePassword: true })), 'locked.pdf'),
        );
        await assertSucceeds(
          uploadAs(storageWithRecord(bankAgent({ mustChangePassword: false })), 'open.pdf'),
        );
      });

      it('denies an inactive bank agent', () =>
        expectUnauthorized(
          uploadAs(
            storageWithRecord(bankAgent({ isActive: false, status: 'inactive' })),
            'inactive.pdf',
          ),
        ));

      it('denies a token from before the revocation of its sessions, allows a later sign-in', async () => {
        await withoutRules((db) =>
          setDoc(doc(db, COLLECTIONS.userRevocations, uidOf('bank_agent')), {
            revokedAt: REVOKED_AT,
          }),
        );
        await expectUnauthorized(
          uploadAs(storageWithRecord(bankAgent(), { auth_time: REVOKED_AT }), 'old.pdf'),
        );
        await assertSucceeds(
          uploadAs(storageWithRecord(bankAgent(), { auth_time: REVOKED_AT + 1 }), 'new.pdf'),
        );
      });
    });
  },
);
