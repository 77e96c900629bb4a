import { assertSucceeds } from '@firebase/rules-unit-testing';
import { COLLECTIONS } from '@centre/domain/collections';
import { getBytes, ref, type FirebaseStorage } from 'firebase/storage';
import { UPLOAD_GRANT_TTL_MS } from '@centre/domain/upload-grants';
import { describe, it } from 'vitest';
import { newRenewalId, publicLicenceRenewal } from '../support/licence-renewals';
import { recordFor, uidOf, type StaffActor } from '../support/rules-actors';
import { expectUnauthorized } from '../support/rules-assert';
import { describeStorageRules, useRulesEnvironment } from '../support/rules-environment';
import {
  PDF,
  itChecksFolderOperations,
  useSubmissionFolder,
} from '../support/storage-submission-folder';

/** Holders of view_license_renewals (docs/product.md §6). */
const RENEWAL_STAFF: readonly StaffActor[] = ['agent', 'manager', 'admin'];

describeStorageRules(
  'storage: licenceRenewals/{renewalId}/{fileName}',
  'storage rules for licence renewals',
  () => {
    const rules = useRulesEnvironment({ storage: true });
    const { storageWithRecord } = rules;
    const {
      id,
      path,
      upload,
      grantUploads,
      operations,
      itNeedsALiveGrant,
      itLimitsTheFileName,
      itListsOneFolderAtATime,
    } = useSubmissionFolder(rules, {
      collection: COLLECTIONS.licenceRenewals,
      newId: newRenewalId,
      submission: publicLicenceRenewal,
      grantCollection: COLLECTIONS.licenceRenewals,
    });

    itChecksFolderOperations(
      operations({
        readers: RENEWAL_STAFF,
        createOnceSubmitted: 'create once the request is sent',
      }),
    );

    describe('create: only into a folder reserved by a live licence renewal grant', () => {
      itNeedsALiveGrant();

      it('denies an upload under the grant of an application (or an old grant without collection)', async () => {
        await grantUploads(id(), UPLOAD_GRANT_TTL_MS, COLLECTIONS.applications);
        await expectUnauthorized(upload('anonymous', 'application-grant.pdf'));
        await grantUploads(id(), UPLOAD_GRANT_TTL_MS, null);
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

      itLimitsTheFileName();
    });

    describe('read: staff who may view licence renewals, with a live session', () => {
      itListsOneFolderAtATime('manager');

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
