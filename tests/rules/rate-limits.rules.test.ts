import { COLLECTIONS } from '@centre/domain/collections';
import { doc, setDoc } from 'firebase/firestore';
import { CLOSED_TO_CLIENTS } from '../support/rules-actors';
import { describeStaffAccess } from '../support/rules-assert';
import { useRulesEnvironment } from '../support/rules-environment';

// rateLimits/{kind}__{sha256}: the public callables' limiters. Only functions (Admin SDK) read
// and write them; no client, not even an administrator, may see or reset a counter.
const LIMITER = `dobReference__${'a'.repeat(64)}`;
const RECORD = { kind: 'dobReference', count: 5, windowStart: 0, lockedUntil: 0 };

const { documentOperations } = useRulesEnvironment({
  seed: (db) => setDoc(doc(db, COLLECTIONS.rateLimits, LIMITER), RECORD),
});

describeStaffAccess(
  COLLECTIONS.rateLimits,
  CLOSED_TO_CLIENTS,
  documentOperations(COLLECTIONS.rateLimits, LIMITER, { ...RECORD, count: 0, lockedUntil: 0 }),
);
