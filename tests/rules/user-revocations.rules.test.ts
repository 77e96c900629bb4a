import { COLLECTIONS } from '@centre/domain/collections';
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { newUserRecord } from '@centre/domain/users';
import { describe, it } from 'vitest';
import { newApplicationId, publicApplication, seedServices } from '../support/applications';
import { ACTOR_NAMES, SELF_UID, recordFor, uidOf, listDocs } from '../support/rules-actors';
import { expectAllowed, expectDenied, itChecksAccess } from '../support/rules-assert';
import { useRulesEnvironment } from '../support/rules-environment';

/** The second in which the admin's sessions were revoked (token times are in seconds). */
const REVOKED_AT = 1_900_000_000;
const ADMIN = uidOf('admin');
const APPLICATION = newApplicationId();

const { dbOf, dbWithRecord, withoutRules } = useRulesEnvironment({
  seed: async (db) => {
    await seedServices(db);
    await setDoc(doc(db, COLLECTIONS.applications, APPLICATION), {
      ...publicApplication(APPLICATION),
      createdAt: serverTimestamp(),
    });
    for (const uid of [ADMIN, SELF_UID]) {
      await setDoc(doc(db, COLLECTIONS.users, uid), {
        ...newUserRecord({ uid, email: `${uid}@example.org`, role: 'admin', createdBy: 'test' }),
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      });
    }
    await setDoc(doc(db, COLLECTIONS.userRevocations, ADMIN), { revokedAt: REVOKED_AT });
    await setDoc(doc(db, COLLECTIONS.userRevocations, SELF_UID), { revokedAt: REVOKED_AT });
  },
});

/**
 * An admin token whose claims are still those of an active admin (an ID token lives for an hour
 * after the claims trigger deactivated its user), signed in at `authTime`.
 */
const adminSignedInAt = (authTime: number) =>
  dbWithRecord(recordFor(ADMIN, 'admin'), [], { auth_time: authTime });

describe('userRevocations: role x operation (written only by the claims trigger)', () => {
  itChecksAccess(
    ACTOR_NAMES,
    { get: [], list: [], create: [], update: [], delete: [] },
    {
      get: (actor) => getDoc(doc(dbOf(actor), COLLECTIONS.userRevocations, SELF_UID)),
      list: (actor) => listDocs(dbOf(actor), COLLECTIONS.userRevocations),
      create: (actor) => setDoc(doc(dbOf(actor), COLLECTIONS.userRevocations, `new-${actor}`), {}),
      // A user lifting their own revocation is the attack that matters.
      update: (actor) =>
        updateDoc(doc(dbOf(actor), COLLECTIONS.userRevocations, SELF_UID), { revokedAt: 0 }),
      delete: (actor) => deleteDoc(doc(dbOf(actor), COLLECTIONS.userRevocations, SELF_UID)),
    },
  );
});

describe('a token from before the revocation of its sessions', () => {
  it.each([
    ['a sign-in well before the revocation', REVOKED_AT - 600],
    ['a sign-in in the second of the revocation', REVOKED_AT],
  ])('is refused everything after %s, though its claims are active', async (_, authTime) => {
    const db = adminSignedInAt(authTime);
    await expectDenied(listDocs(db, COLLECTIONS.applications));
    await expectDenied(getDoc(doc(db, COLLECTIONS.applications, APPLICATION)));
    await expectDenied(listDocs(db, COLLECTIONS.users));
    await expectDenied(getDoc(doc(db, COLLECTIONS.users, SELF_UID)));
    await expectDenied(getDoc(doc(db, COLLECTIONS.users, ADMIN)));
    await expectDenied(listDocs(db, COLLECTIONS.auditLog));
    await expectDenied(listDocs(db, COLLECTIONS.contactMessages));
    await expectDenied(
      updateDoc(doc(db, COLLECTIONS.users, ADMIN), {
        language: 'sw',
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('is granted again after a fresh sign-in, later than the revocation', async () => {
    const db = adminSignedInAt(REVOKED_AT + 1);
    await expectAllowed(listDocs(db, COLLECTIONS.applications));
    await expectAllowed(listDocs(db, COLLECTIONS.users));
    await expectAllowed(getDoc(doc(db, COLLECTIONS.users, ADMIN)));
    await expectAllowed(
      updateDoc(doc(db, COLLECTIONS.users, ADMIN), {
        language: 'sw',
        updatedAt: serverTimestamp(),
      }),
    );
  });

  it('does not affect a user whose sessions were never revoked', async () => {
    await withoutRules((db) => deleteDoc(doc(db, COLLECTIONS.userRevocations, ADMIN)));
    const db = adminSignedInAt(REVOKED_AT - 600);
    await expectAllowed(listDocs(db, COLLECTIONS.applications));
    await expectAllowed(getDoc(doc(db, COLLECTIONS.users, ADMIN)));
  });
});
