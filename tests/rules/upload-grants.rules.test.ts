import { COLLECTIONS } from '@centre/domain/collections';
import { Timestamp, doc, setDoc } from 'firebase/firestore';
import { newApplicationId } from '../support/applications';
import { CLOSED_TO_CLIENTS } from '../support/rules-actors';
import { describeStaffAccess } from '../support/rules-assert';
import { useRulesEnvironment } from '../support/rules-environment';

// uploadGrants/{applicationId}: written only by the requestUploadGrant callable (Admin SDK) and
// read by storage.rules. No client, staff included, may read one, reserve a folder for itself or
// stretch a grant's expiry.
const APPLICATION_ID = newApplicationId();
const GRANT = {
  applicationId: APPLICATION_ID,
  createdAt: Timestamp.fromMillis(Date.now()),
  renewedAt: Timestamp.fromMillis(Date.now()),
  expiresAt: Timestamp.fromMillis(Date.now() + 3_600_000),
};

const { documentOperations } = useRulesEnvironment({
  seed: (db) => setDoc(doc(db, COLLECTIONS.uploadGrants, APPLICATION_ID), GRANT),
});

describeStaffAccess(
  COLLECTIONS.uploadGrants,
  CLOSED_TO_CLIENTS,
  documentOperations(COLLECTIONS.uploadGrants, APPLICATION_ID, {
    ...GRANT,
    expiresAt: Timestamp.fromMillis(Date.now() + 100 * 86_400_000),
  }),
);
