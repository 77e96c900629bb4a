import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { ACTIVE_SERVICE_ID, INACTIVE_SERVICE_ID, SEED_SERVICES } from '../support/applications';
import { EMULATORS, PROJECT_ID, readRules } from '../support/emulators';
import { expectAccess, expectDenied } from '../support/rules-assert';
import type { Operation } from '../support/rules-actors';
import {
  ACTIVE_STAFF,
  STAFF_ACTOR_NAMES,
  staffAccessTable,
  staffContext,
  type StaffActor,
} from '../support/rules-staff-actors';

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
    for (const [id, service] of Object.entries(SEED_SERVICES)) {
      await setDoc(doc(context.firestore(), 'services', id), service);
    }
  });
});

const dbOf = (actor: StaffActor) => staffContext(env, actor).firestore();
const ADMINS: readonly StaffActor[] = ['admin'];

describe('services: role x operation on the active catalogue', () => {
  const operations: Record<Operation, (actor: StaffActor) => Promise<unknown>> = {
    get: (actor) => getDoc(doc(dbOf(actor), 'services', ACTIVE_SERVICE_ID)),
    list: (actor) =>
      getDocs(query(collection(dbOf(actor), 'services'), where('active', '==', true))),
    create: (actor) =>
      setDoc(doc(dbOf(actor), 'services', 'new-service'), { name: 'New service', active: true }),
    update: (actor) =>
      updateDoc(doc(dbOf(actor), 'services', ACTIVE_SERVICE_ID), { name: 'Passports' }),
    delete: (actor) => deleteDoc(doc(dbOf(actor), 'services', ACTIVE_SERVICE_ID)),
  };
  const table = staffAccessTable({
    get: STAFF_ACTOR_NAMES,
    list: STAFF_ACTOR_NAMES,
    create: ADMINS,
    update: ADMINS,
    delete: ADMINS,
  });

  it.each(table)('$actor $operation -> allowed: $allowed', ({ actor, operation, allowed }) =>
    expectAccess(allowed, operations[operation](actor)),
  );
});

describe('services: inactive services are for staff only', () => {
  const table = STAFF_ACTOR_NAMES.map((actor) => ({
    actor,
    allowed: ACTIVE_STAFF.includes(actor),
  }));

  it.each(table)('$actor reads an inactive service -> allowed: $allowed', ({ actor, allowed }) =>
    expectAccess(allowed, getDoc(doc(dbOf(actor), 'services', INACTIVE_SERVICE_ID))),
  );

  it.each(table)(
    '$actor lists without filtering on active -> allowed: $allowed',
    ({ actor, allowed }) => expectAccess(allowed, getDocs(collection(dbOf(actor), 'services'))),
  );

  it('denies an admin writing a service without a name or active flag', async () => {
    await expectDenied(setDoc(doc(dbOf('admin'), 'services', 'x'), { active: true }));
    await expectDenied(setDoc(doc(dbOf('admin'), 'services', 'x'), { name: 'X', active: 'yes' }));
  });
});
