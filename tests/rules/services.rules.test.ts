import { COLLECTIONS } from '@centre/domain/collections';
import { doc, getDoc, setDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ACTIVE_SERVICE_ID, INACTIVE_SERVICE_ID, seedServices } from '../support/applications';
import {
  ACTIVE_STAFF,
  STAFF_ACTOR_NAMES,
  type StaffActor,
  listDocs,
} from '../support/rules-actors';
import { expectAccess, expectDenied, itChecksAccess } from '../support/rules-assert';
import { useRulesEnvironment } from '../support/rules-environment';

const { dbOf, documentOperations } = useRulesEnvironment({ seed: seedServices });
const ADMINS: readonly StaffActor[] = ['admin'];

describe('services: role x operation on the active catalogue', () => {
  itChecksAccess(
    STAFF_ACTOR_NAMES,
    {
      get: STAFF_ACTOR_NAMES,
      list: STAFF_ACTOR_NAMES,
      create: ADMINS,
      update: ADMINS,
      delete: ADMINS,
    },
    {
      ...documentOperations(COLLECTIONS.services, ACTIVE_SERVICE_ID, { name: 'Passports' }),
      list: (actor) => listDocs(dbOf(actor), COLLECTIONS.services, where('active', '==', true)),
      create: (actor) =>
        setDoc(doc(dbOf(actor), COLLECTIONS.services, 'new-service'), {
          name: 'New service',
          active: true,
        }),
    },
  );
});

describe('services: inactive services are for staff only', () => {
  const table = STAFF_ACTOR_NAMES.map((actor) => ({
    actor,
    allowed: ACTIVE_STAFF.includes(actor),
  }));

  it.each(table)('$actor reads an inactive service -> allowed: $allowed', ({ actor, allowed }) =>
    expectAccess(allowed, getDoc(doc(dbOf(actor), COLLECTIONS.services, INACTIVE_SERVICE_ID))),
  );

  it.each(table)(
    '$actor lists without filtering on active -> allowed: $allowed',
    ({ actor, allowed }) => expectAccess(allowed, listDocs(dbOf(actor), COLLECTIONS.services)),
  );

  it('denies an admin writing a service without a name or active flag', async () => {
    await expectDenied(setDoc(doc(dbOf('admin'), COLLECTIONS.services, 'x'), { active: true }));
    await expectDenied(
      setDoc(doc(dbOf('admin'), COLLECTIONS.services, 'x'), { name: 'X', active: 'yes' }),
    );
  });
});
