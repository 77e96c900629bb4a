import { COLLECTIONS } from '@centre/domain/collections';
import { doc, getDoc, serverTimestamp, setDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ACTOR_NAMES, SELF_UID, recordFor, uidOf, listDocs } from '../support/rules-actors';
import { expectDenied, itChecksAccess } from '../support/rules-assert';
import { useRulesEnvironment } from '../support/rules-environment';

const ENTRY = 'entry-1';

const { dbOf, dbWithRecord, dbOfRestrictedAgent, documentOperations } = useRulesEnvironment({
  seed: (db) =>
    setDoc(doc(db, COLLECTIONS.auditLog, ENTRY), {
      actor: uidOf('admin'),
      action: 'user.role.update',
      target: SELF_UID,
      changedFields: { role: { from: 'agent', to: 'bank_agent' } },
      at: serverTimestamp(),
    }),
});

const entry = (actor: string) => ({
  actor,
  action: 'user.role.update',
  target: SELF_UID,
  changedFields: {},
  at: serverTimestamp(),
});

describe('auditLog: role x operation (written only by functions)', () => {
  itChecksAccess(
    ACTOR_NAMES,
    { get: ['agent', 'admin'], list: ['agent', 'admin'], create: [], update: [], delete: [] },
    {
      ...documentOperations(COLLECTIONS.auditLog, ENTRY, { action: 'nothing.happened' }),
      create: (actor) => setDoc(doc(dbOf(actor), COLLECTIONS.auditLog, 'forged'), entry('someone')),
    },
  );
});

describe('auditLog: inactive and restricted tokens', () => {
  it('denies an inactive admin reading the log', async () => {
    const db = dbWithRecord(
      recordFor(uidOf('admin'), 'admin', { status: 'inactive', isActive: false }),
    );
    await expectDenied(getDoc(doc(db, COLLECTIONS.auditLog, ENTRY)));
    await expectDenied(listDocs(db, COLLECTIONS.auditLog));
  });

  it('denies a restricted agent reading the log', () =>
    expectDenied(listDocs(dbOfRestrictedAgent(), COLLECTIONS.auditLog)));
});
