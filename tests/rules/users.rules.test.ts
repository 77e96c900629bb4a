import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { newUserRecord } from '@centre/domain/users';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { EMULATORS, PROJECT_ID, readRules } from '../support/emulators';
import { expectAccess, expectAllowed, expectDenied } from '../support/rules-assert';
import {
  ACTOR_NAMES,
  ACTOR_ROLES,
  SELF_UID,
  accessTable,
  contextFor,
  contextWithRecord,
  recordFor,
  uidOf,
  type Operation,
  type RulesDb,
} from '../support/rules-actors';

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
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    for (const actor of ACTOR_NAMES) {
      const role = ACTOR_ROLES[actor];
      if (!role) continue;
      const uid = uidOf(actor);
      await setDoc(doc(db, 'users', uid), {
        ...newUserRecord({ uid, email: `${actor}@example.org`, role, createdBy: 'test' }),
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      });
    }
  });
});

const operations: Record<Operation, (db: RulesDb) => Promise<unknown>> = {
  get: (db) => getDoc(doc(db, 'users', SELF_UID)),
  list: (db) => getDocs(collection(db, 'users')),
  create: (db) =>
    setDoc(doc(db, 'users', 'new-uid'), {
      ...newUserRecord({ uid: 'new-uid', email: 'new@example.org', createdBy: 'client' }),
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    }),
  update: (db) =>
    updateDoc(doc(db, 'users', SELF_UID), { language: 'sw', updatedAt: serverTimestamp() }),
  delete: (db) => deleteDoc(doc(db, 'users', SELF_UID)),
};

describe('users: role x operation on the record of a bank agent ("self")', () => {
  const table = accessTable({
    get: ['self', 'agent', 'admin'],
    list: ['agent', 'admin'],
    create: [],
    update: ['self'],
    delete: [],
  });

  it.each(table)('$actor $operation -> allowed: $allowed', ({ actor, operation, allowed }) =>
    expectAccess(allowed, operations[operation](contextFor(env, actor).firestore())),
  );
});

describe('users: what a user may change on their own record', () => {
  const selfDb = () => contextFor(env, 'self').firestore();

  it('allows a user changing their own display name and language', () =>
    expectAllowed(
      updateDoc(doc(selfDb(), 'users', SELF_UID), {
        displayName: 'Baraka B.',
        language: 'sw',
        updatedAt: serverTimestamp(),
      }),
    ));

  it('denies an agent changing their own role', () =>
    expectDenied(
      updateDoc(doc(contextFor(env, 'agent').firestore(), 'users', uidOf('agent')), {
        role: 'admin',
        updatedAt: serverTimestamp(),
      }),
    ));

  it.each([
    ['permissions', ['manage_users']],
    ['status', 'on_leave'],
    ['isActive', false],
    ['department', 'Management'],
    ['mustChangePassword', true],
    ['perms', ['manage_users']],
    ['active', true],
    ['restricted', false],
    ['email', 'other@example.org'],
  ])('denies a user changing their own %s', (field, value) =>
    expectDenied(
      updateDoc(doc(selfDb(), 'users', SELF_UID), { [field]: value, updatedAt: serverTimestamp() }),
    ),
  );

  it('denies an update that does not stamp updatedAt with the request time', async () => {
    await expectDenied(updateDoc(doc(selfDb(), 'users', SELF_UID), { language: 'sw' }));
    await expectDenied(
      updateDoc(doc(selfDb(), 'users', SELF_UID), {
        language: 'sw',
        updatedAt: new Date('2020-01-01'),
      }),
    );
  });

  it('denies an empty display name', () =>
    expectDenied(
      updateDoc(doc(selfDb(), 'users', SELF_UID), {
        displayName: '',
        updatedAt: serverTimestamp(),
      }),
    ));

  it('denies an admin changing somebody else through the client (functions do that)', () =>
    expectDenied(
      updateDoc(doc(contextFor(env, 'admin').firestore(), 'users', SELF_UID), {
        language: 'sw',
        updatedAt: serverTimestamp(),
      }),
    ));
});

describe('users: inactive and restricted tokens', () => {
  it.each(['inactive', 'suspended', 'on_leave'])(
    'lets a %s admin read only their own record',
    async (status) => {
      const record = recordFor(uidOf('admin'), 'admin', {
        status,
        isActive: status !== 'inactive',
      });
      const db = contextWithRecord(env, record).firestore();
      await expectAllowed(getDoc(doc(db, 'users', uidOf('admin'))));
      await expectDenied(getDoc(doc(db, 'users', SELF_UID)));
      await expectDenied(getDocs(collection(db, 'users')));
      await expectDenied(
        updateDoc(doc(db, 'users', uidOf('admin')), {
          language: 'sw',
          updatedAt: serverTimestamp(),
        }),
      );
    },
  );

  it('denies an admin whose record is active but isActive is false', () =>
    expectDenied(
      getDocs(
        collection(
          contextWithRecord(
            env,
            recordFor(uidOf('admin'), 'admin', { isActive: false }),
          ).firestore(),
          'users',
        ),
      ),
    ));

  it('lets a configured restricted user id read only their own record, whatever the role', async () => {
    const db = contextWithRecord(env, recordFor(uidOf('agent'), 'agent'), [
      uidOf('agent'),
    ]).firestore();
    await expectAllowed(getDoc(doc(db, 'users', uidOf('agent'))));
    await expectDenied(getDoc(doc(db, 'users', SELF_UID)));
    await expectDenied(getDocs(collection(db, 'users')));
  });

  it('lets equity read their own record', () =>
    expectAllowed(getDoc(doc(contextFor(env, 'equity').firestore(), 'users', uidOf('equity')))));
});

describe('users: the SPEC 7 staff query for assignee pickers', () => {
  const staffQuery = (db: RulesDb) =>
    getDocs(
      query(
        collection(db, 'users'),
        where('role', 'in', ['admin', 'manager', 'agent']),
        where('isActive', '==', true),
      ),
    );

  it.each(['manager', 'agent', 'admin', 'bank_agent'] as const)('allows %s to run it', (actor) =>
    expectAllowed(staffQuery(contextFor(env, actor).firestore())),
  );

  it.each(['receptionist', 'equity', 'anonymous'] as const)('denies %s running it', (actor) =>
    expectDenied(staffQuery(contextFor(env, actor).firestore())),
  );

  it('denies a manager listing users without the staff filters', () =>
    expectDenied(getDocs(collection(contextFor(env, 'manager').firestore(), 'users'))));

  it('denies a manager a staff query that drops the isActive filter', () =>
    expectDenied(
      getDocs(
        query(
          collection(contextFor(env, 'manager').firestore(), 'users'),
          where('role', 'in', ['admin', 'manager', 'agent']),
        ),
      ),
    ));
});
