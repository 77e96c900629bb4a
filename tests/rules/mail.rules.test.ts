import { COLLECTIONS } from '@centre/domain/collections';
import { Timestamp, doc, getDoc, orderBy, setDoc, updateDoc, where } from 'firebase/firestore';
import { describe, it } from 'vitest';
import {
  CLOSED_TO_CLIENTS,
  listDocs,
  recordFor,
  uidOf,
  type StaffActor,
} from '../support/rules-actors';
import {
  describeStaffAccess,
  expectAllowed,
  expectDenied,
  readOnly,
} from '../support/rules-assert';
import { useRulesEnvironment } from '../support/rules-environment';

// mail/{id}: the notification outbox (issue 16), written only by the functions; read only by
// active staff with manage_users (admins: the outbox page /admin/mail), never written by a
// client. mailOptOuts/{emailKey}: the unsubscribed addresses, no client access at all.

/** Holders of manage_users (docs/product.md §6.3): admins only among the staff actors. */
const MAIL_READERS: readonly StaffActor[] = ['admin'];

const MAIL_ID = 'appt_a1_confirmed';
const OPT_OUT_ID = 'visitor%40example.test';

const mail = {
  to: 'visitor@example.test',
  message: { subject: 'Appointment APT-1 booked', text: 'See you.', html: '<p>See you.</p>' },
  render: { template: 'appointment_booked', language: 'en', data: {} },
  ref: { collection: 'appointments', id: 'a1' },
  createdAt: Timestamp.fromDate(new Date('2030-01-07T08:00:00Z')),
  delivery: { state: 'ERROR', attempts: 1, error: 'ECONNREFUSED', nextAttemptAt: null },
};
const optOut = {
  reminders: false,
  updatedAt: Timestamp.fromDate(new Date('2030-01-07T08:00:00Z')),
};

const { dbOf, dbWithRecord, documentOperations } = useRulesEnvironment({
  seed: async (db) => {
    await setDoc(doc(db, COLLECTIONS.mail, MAIL_ID), mail);
    await setDoc(doc(db, COLLECTIONS.mailOptOuts, OPT_OUT_ID), optOut);
  },
});

describeStaffAccess(COLLECTIONS.mail, readOnly(MAIL_READERS), {
  ...documentOperations(COLLECTIONS.mail, MAIL_ID, mail),
  // What an admin's retry would be if it were not a callable.
  update: (actor) =>
    updateDoc(doc(dbOf(actor), COLLECTIONS.mail, MAIL_ID), { 'delivery.state': 'RETRY' }),
});

describeStaffAccess(COLLECTIONS.mailOptOuts, CLOSED_TO_CLIENTS, {
  ...documentOperations(COLLECTIONS.mailOptOuts, OPT_OUT_ID, optOut),
  // Someone unsubscribing an address without the signed link.
  create: (actor) =>
    setDoc(doc(dbOf(actor), COLLECTIONS.mailOptOuts, `someone-${actor}%40example.test`), optOut),
});

describe('mail: the outbox', () => {
  it("lets an admin list the outbox page's query (failed mail, newest first)", () =>
    expectAllowed(
      listDocs(
        dbOf('admin'),
        COLLECTIONS.mail,
        where('delivery.state', '==', 'ERROR'),
        orderBy('createdAt', 'desc'),
      ),
    ));

  it('denies a manager and an agent the outbox, though they manage appointments', async () => {
    for (const actor of ['manager', 'agent'] as const) {
      await expectDenied(getDoc(doc(dbOf(actor), COLLECTIONS.mail, MAIL_ID)));
      await expectDenied(listDocs(dbOf(actor), COLLECTIONS.mail));
    }
  });

  it('denies an admin writing a mail (retries go through the retryMail callable)', async () => {
    await expectDenied(
      updateDoc(doc(dbOf('admin'), COLLECTIONS.mail, MAIL_ID), {
        'delivery.state': 'RETRY',
        'delivery.nextAttemptAt': null,
      }),
    );
    await expectDenied(setDoc(doc(dbOf('admin'), COLLECTIONS.mail, 'forged'), mail));
  });

  it('denies an inactive admin and an admin whose password change is pending', async () => {
    const inactive = dbWithRecord(
      recordFor(uidOf('admin'), 'admin', { status: 'inactive', isActive: false }),
    );
    await expectDenied(getDoc(doc(inactive, COLLECTIONS.mail, MAIL_ID)));
    const mustChange = dbWithRecord(
      recordFor(uidOf('admin'), 'admin', { mustChangePassword: true }),
    );
    await expectDenied(getDoc(doc(mustChange, COLLECTIONS.mail, MAIL_ID)));
  });
});

describe('mailOptOuts: never a client', () => {
  it('denies an admin reading or removing an opt-out', async () => {
    await expectDenied(getDoc(doc(dbOf('admin'), COLLECTIONS.mailOptOuts, OPT_OUT_ID)));
    await expectDenied(
      updateDoc(doc(dbOf('admin'), COLLECTIONS.mailOptOuts, OPT_OUT_ID), { reminders: true }),
    );
  });
});
