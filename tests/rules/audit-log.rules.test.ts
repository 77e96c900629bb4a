import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { EMULATORS, PROJECT_ID, readRules } from '../support/emulators';
import { expectAccess, expectDenied } from '../support/rules-assert';
import {
  SELF_UID,
  accessTable,
  contextFor,
  contextWithRecord,
  recordFor,
  uidOf,
  type Operation,
  type RulesDb,
} from '../support/rules-actors';

const ENTRY = 'auditLog/entry-1';
let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { rules: readRules('firestore.rules'), ...EMULATORS.firestore },
  });
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled((context) =>
    setDoc(doc(context.firestore(), ENTRY), {
      actor: uidOf('admin'),
      action: 'user.role.update',
      target: SELF_UID,
      changedFields: { role: { from: 'agent', to: 'bank_agent' } },
      at: serverTimestamp(),
    }),
  );
});

const entry = (actor: string) => ({
  actor,
  action: 'user.role.update',
  target: SELF_UID,
  changedFields: {},
  at: serverTimestamp(),
});

const operations: Record<Operation, (db: RulesDb) => Promise<unknown>> = {
  get: (db) => getDoc(doc(db, ENTRY)),
  list: (db) => getDocs(collection(db, 'auditLog')),
  create: (db) => setDoc(doc(db, 'auditLog', 'forged'), entry('someone')),
  update: (db) => updateDoc(doc(db, ENTRY), { action: 'nothing.happened' }),
  delete: (db) => deleteDoc(doc(db, ENTRY)),
};

describe('auditLog: role x operation (written only by functions)', () => {
  const table = accessTable({
    get: ['agent', 'admin'],
    list: ['agent', 'admin'],
    create: [],
    update: [],
    delete: [],
  });

  it.each(table)('$actor $operation -> allowed: $allowed', ({ actor, operation, allowed }) =>
    expectAccess(allowed, operations[operation](contextFor(env, actor).firestore())),
  );
});

describe('auditLog: inactive and restricted tokens', () => {
  it('denies an inactive admin reading the log', async () => {
    const db = contextWithRecord(
      env,
      recordFor(uidOf('admin'), 'admin', { status: 'inactive', isActive: false }),
    ).firestore();
    await expectDenied(getDoc(doc(db, ENTRY)));
    await expectDenied(getDocs(collection(db, 'auditLog')));
  });

  it('denies a restricted agent reading the log', () =>
    expectDenied(
      getDocs(
        collection(
          contextWithRecord(env, recordFor(uidOf('agent'), 'agent'), [uidOf('agent')]).firestore(),
          'auditLog',
        ),
      ),
    ));
});
