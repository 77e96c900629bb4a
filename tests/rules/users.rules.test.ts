import { COLLECTIONS } from '@centre/domain/collections';
import { doc, getDoc, serverTimestamp, setDoc, updateDoc, where } from 'firebase/firestore';
import { claimsFor, newUserRecord } from '@centre/domain/users';
import { describe, it } from 'vitest';
import {
  ACTOR_NAMES,
  SELF_UID,
  recordFor,
  roleOf,
  uidOf,
  type RulesDb,
  listDocs,
} from '../support/rules-actors';
import { expectAllowed, expectDenied, itChecksAccess } from '../support/rules-assert';
import { useRulesEnvironment } from '../support/rules-environment';

const { env, dbOf, dbWithRecord, documentOperations } = useRulesEnvironment({
  seed: async (db) => {
    for (const actor of ACTOR_NAMES) {
      const role = roleOf(actor);
      if (!role) continue;
      const uid = uidOf(actor);
      await setDoc(doc(db, COLLECTIONS.users, uid), {
        ...newUserRecord({ uid, email: `${actor}@example.org`, role, createdBy: 'test' }),
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      });
    }
  },
});

describe('users: role x operation on the record of a bank agent ("self")', () => {
  itChecksAccess(
    ACTOR_NAMES,
    {
      get: ['self', 'agent', 'admin'],
      list: ['agent', 'admin'],
      create: [],
      update: ['self'],
      delete: [],
    },
    {
      ...documentOperations(COLLECTIONS.users, SELF_UID, {
        language: 'sw',
        updatedAt: serverTimestamp(),
      }),
      create: (actor) =>
        setDoc(doc(dbOf(actor), COLLECTIONS.users, 'new-uid'), {
          ...newUserRecord({ uid: 'new-uid', email: 'new@example.org', createdBy: 'client' }),
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
        }),
    },
  );
});

describe('users: what a user may change on their own record', () => {
  const selfDb = () => dbOf('self');

  it('allows a user changing their own display name and language', () =>
    expectAllowed(
      updateDoc(doc(selfDb(), COLLECTIONS.users, SELF_UID), {
        displayName: 'Baraka B.',
        language: 'sw',
        updatedAt: serverTimestamp(),
      }),
    ));

  it('allows a user switching their own daily digest off and on (a boolean)', async () => {
    for (const dailyDigest of [false, true]) {
      await expectAllowed(
        updateDoc(doc(selfDb(), COLLECTIONS.users, SELF_UID), {
          dailyDigest,
          updatedAt: serverTimestamp(),
        }),
      );
    }
  });

  it.each([
    ['dailyDigest', 'a string', 'no'],
    ['dailyDigest', 'a number', 0],
    ['dailyDigest', 'null', null],
    ['language', 'a language the app does not speak', 'fr'],
    ['language', 'a locale rather than a language', 'sw-KE'],
    ['language', 'a number', 1],
    ['language', 'null', null],
  ])('denies a %s that is %s', (field, _kind, value) =>
    expectDenied(
      updateDoc(doc(selfDb(), COLLECTIONS.users, SELF_UID), {
        [field]: value,
        updatedAt: serverTimestamp(),
      }),
    ),
  );

  it("denies switching somebody else's daily digest, even as an admin", () =>
    expectDenied(
      updateDoc(doc(dbOf('admin'), COLLECTIONS.users, SELF_UID), {
        dailyDigest: false,
        updatedAt: serverTimestamp(),
      }),
    ));

  it('denies a daily digest change that does not stamp updatedAt', () =>
    expectDenied(updateDoc(doc(selfDb(), COLLECTIONS.users, SELF_UID), { dailyDigest: false })));

  it('denies an agent changing their own role', () =>
    expectDenied(
      updateDoc(doc(dbOf('agent'), COLLECTIONS.users, uidOf('agent')), {
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
      updateDoc(doc(selfDb(), COLLECTIONS.users, SELF_UID), {
        [field]: value,
        updatedAt: serverTimestamp(),
      }),
    ),
  );

  it('denies an update that does not stamp updatedAt with the request time', async () => {
    await expectDenied(updateDoc(doc(selfDb(), COLLECTIONS.users, SELF_UID), { language: 'sw' }));
    await expectDenied(
      updateDoc(doc(selfDb(), COLLECTIONS.users, SELF_UID), {
        language: 'sw',
        updatedAt: new Date('2020-01-01'),
      }),
    );
  });

  it('denies an empty display name', () =>
    expectDenied(
      updateDoc(doc(selfDb(), COLLECTIONS.users, SELF_UID), {
        displayName: '',
        updatedAt: serverTimestamp(),
      }),
    ));

  it('denies an admin changing somebody else through the client (functions do that)', () =>
    expectDenied(
      updateDoc(doc(dbOf('admin'), COLLECTIONS.users, SELF_UID), {
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
      const db = dbWithRecord(record);
      await expectAllowed(getDoc(doc(db, COLLECTIONS.users, uidOf('admin'))));
      await expectDenied(getDoc(doc(db, COLLECTIONS.users, SELF_UID)));
      await expectDenied(listDocs(db, COLLECTIONS.users));
      await expectDenied(
        updateDoc(doc(db, COLLECTIONS.users, uidOf('admin')), {
          language: 'sw',
          updatedAt: serverTimestamp(),
        }),
      );
    },
  );

  it('denies an admin whose record is active but isActive is false', () =>
    expectDenied(
      listDocs(
        dbWithRecord(recordFor(uidOf('admin'), 'admin', { isActive: false })),
        COLLECTIONS.users,
      ),
    ));

  it('lets a configured restricted user id read only their own record, whatever the role', async () => {
    const db = dbWithRecord(recordFor(uidOf('agent'), 'agent'), [uidOf('agent')]);
    await expectAllowed(getDoc(doc(db, COLLECTIONS.users, uidOf('agent'))));
    await expectDenied(getDoc(doc(db, COLLECTIONS.users, SELF_UID)));
    await expectDenied(listDocs(db, COLLECTIONS.users));
  });

  it('lets equity read their own record', () =>
    expectAllowed(getDoc(doc(dbOf('equity'), COLLECTIONS.users, uidOf('equity')))));

  // Restricted users reach only bank services, so the header's Account menu is where they choose
  // their language: their own record's preferences are theirs to change like anyone's.
  it('lets equity change their own language, and nothing staff may not change', async () => {
    const own = doc(dbOf('equity'), COLLECTIONS.users, uidOf('equity'));
    await expectAllowed(updateDoc(own, { language: 'sw', updatedAt: serverTimestamp() }));
    await expectDenied(updateDoc(own, { role: 'agent', updatedAt: serverTimestamp() }));
    await expectDenied(updateDoc(own, { restricted: false, updatedAt: serverTimestamp() }));
    await expectDenied(
      updateDoc(doc(dbOf('equity'), COLLECTIONS.users, SELF_UID), {
        language: 'sw',
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('lets a configured restricted user id change their own language', () =>
    expectAllowed(
      updateDoc(
        doc(
          dbWithRecord(recordFor(uidOf('agent'), 'agent'), [uidOf('agent')]),
          COLLECTIONS.users,
          uidOf('agent'),
        ),
        { language: 'sw', updatedAt: serverTimestamp() },
      ),
    ));
});

describe('users: an account that must still change its password (docs/product.md §12.2)', () => {
  // A seeded admin: role admin, active, but mustChangePassword until the callable clears it.
  const seededAdmin = () =>
    dbWithRecord(recordFor(uidOf('admin'), 'admin', { mustChangePassword: true }));

  it('lets it read its own record (the forced password change page needs it)', () =>
    expectAllowed(getDoc(doc(seededAdmin(), COLLECTIONS.users, uidOf('admin')))));

  it('denies it every other user record, the user list and the staff query', async () => {
    const db = seededAdmin();
    await expectDenied(getDoc(doc(db, COLLECTIONS.users, SELF_UID)));
    await expectDenied(listDocs(db, COLLECTIONS.users));
    await expectDenied(
      listDocs(
        db,
        COLLECTIONS.users,
        where('role', 'in', ['admin', 'manager', 'agent']),
        where('isActive', '==', true),
      ),
    );
  });

  it('denies it changing its own record, even the fields staff may change', () =>
    expectDenied(
      updateDoc(doc(seededAdmin(), COLLECTIONS.users, uidOf('admin')), {
        displayName: 'Amina',
        updatedAt: serverTimestamp(),
      }),
    ));

  it('denies it the applications, the audit log and the contact messages', async () => {
    const db = seededAdmin();
    await expectDenied(listDocs(db, COLLECTIONS.applications));
    await expectDenied(listDocs(db, COLLECTIONS.auditLog));
    await expectDenied(listDocs(db, COLLECTIONS.contactMessages));
  });

  it('allows the same admin all of that once the password is changed', async () => {
    const db = dbWithRecord(recordFor(uidOf('admin'), 'admin', { mustChangePassword: false }));
    await expectAllowed(getDoc(doc(db, COLLECTIONS.users, SELF_UID)));
    await expectAllowed(listDocs(db, COLLECTIONS.users));
    await expectAllowed(listDocs(db, COLLECTIONS.applications));
    await expectAllowed(listDocs(db, COLLECTIONS.contactMessages));
  });

  it('denies a token whose claims lack the flag (not written by the claims trigger)', async () => {
    const { mustChangePassword: _flag, ...claims } = claimsFor(
      recordFor(uidOf('admin'), 'admin'),
      [],
    );
    const db = env().authenticatedContext(uidOf('admin'), claims).firestore();
    await expectDenied(listDocs(db, COLLECTIONS.users));
    await expectAllowed(getDoc(doc(db, COLLECTIONS.users, uidOf('admin'))));
  });
});

describe('users: the docs/product.md §7 staff query for assignee pickers', () => {
  const staffQuery = (db: RulesDb) =>
    listDocs(
      db,
      COLLECTIONS.users,
      where('role', 'in', ['admin', 'manager', 'agent']),
      where('isActive', '==', true),
    );

  it.each(['manager', 'agent', 'admin', 'bank_agent'] as const)('allows %s to run it', (actor) =>
    expectAllowed(staffQuery(dbOf(actor))),
  );

  it.each(['receptionist', 'equity', 'anonymous'] as const)('denies %s running it', (actor) =>
    expectDenied(staffQuery(dbOf(actor))),
  );

  it('denies a manager listing users without the staff filters', () =>
    expectDenied(listDocs(dbOf('manager'), COLLECTIONS.users)));

  it('denies a manager a staff query that drops the isActive filter', () =>
    expectDenied(
      listDocs(
        dbOf('manager'),
        COLLECTIONS.users,
        where('role', 'in', ['admin', 'manager', 'agent']),
      ),
    ));
});

describe('users: the bank desk staff query for its assignee pickers', () => {
  const bankStaffQuery = (db: RulesDb) =>
    listDocs(
      db,
      COLLECTIONS.users,
      where('role', 'in', ['admin', 'agent', 'bank_agent']),
      where('isActive', '==', true),
    );

  it.each(['bank_agent', 'agent', 'admin'] as const)('allows %s to run it', (actor) =>
    expectAllowed(bankStaffQuery(dbOf(actor))),
  );

  it.each(['manager', 'receptionist', 'equity', 'anonymous'] as const)(
    'denies %s running it',
    (actor) => expectDenied(bankStaffQuery(dbOf(actor))),
  );

  it('denies a bank agent the query without the isActive filter, or with other roles', async () => {
    await expectDenied(
      listDocs(
        dbOf('bank_agent'),
        COLLECTIONS.users,
        where('role', 'in', ['admin', 'agent', 'bank_agent']),
      ),
    );
    await expectDenied(
      listDocs(
        dbOf('bank_agent'),
        COLLECTIONS.users,
        where('role', 'in', ['admin', 'agent', 'bank_agent', 'superadmin']),
        where('isActive', '==', true),
      ),
    );
  });
});
