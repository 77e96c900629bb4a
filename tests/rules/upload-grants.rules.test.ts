import { Timestamp, doc, setDoc } from 'firebase/firestore';
import { describe } from 'vitest';
import { newApplicationId } from '../support/applications';
import { STAFF_ACTOR_NAMES, type Operation, type StaffActor } from '../support/rules-actors';
import { itChecksAccess } from '../support/rules-assert';
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
  seed: (db) => setDoc(doc(db, 'uploadGrants', APPLICATION_ID), GRANT),
});

const NOBODY: Record<Operation, readonly StaffActor[]> = {
  get: [],
  list: [],
  create: [],
  update: [],
  delete: [],
};

describe('uploadGrants: role x operation', () =>
  itChecksAccess(
    STAFF_ACTOR_NAMES,
    NOBODY,
    documentOperations('uploadGrants', APPLICATION_ID, {
      ...GRANT,
      expiresAt: Timestamp.fromMillis(Date.now() + 100 * 86_400_000),
    }),
  ));
