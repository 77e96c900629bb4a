import { COLLECTIONS } from '@centre/domain/collections';
import { doc, setDoc } from 'firebase/firestore';
import { describe } from 'vitest';
import { CLOSED_TO_CLIENTS, STAFF_ACTOR_NAMES } from '../support/rules-actors';
import { itChecksAccess } from '../support/rules-assert';
import { useRulesEnvironment } from '../support/rules-environment';

// rateLimits/{kind}__{sha256}: the public callables' limiters. Only functions (Admin SDK) read
// and write them; no client, not even an administrator, may see or reset a counter.
const LIMITER = `dobReference__${'a'.repeat(64)}`;
const RECORD = { kind: 'dobReference', count: 5, windowStart: 0, lockedUntil: 0 };

const { documentOperations } = useRulesEnvironment({
  seed: (db) => setDoc(doc(db, COLLECTIONS.rateLimits, LIMITER), RECORD),
});

describe('rateLimits: role x operation', () =>
  itChecksAccess(
    STAFF_ACTOR_NAMES,
    CLOSED_TO_CLIENTS,
    documentOperations(COLLECTIONS.rateLimits, LIMITER, { ...RECORD, count: 0, lockedUntil: 0 }),
  ));
