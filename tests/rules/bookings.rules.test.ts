import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import {
  deleteDoc,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { BOOKING_SETTINGS_PATH } from '@centre/domain/bookings';
import { describe, it } from 'vitest';
import {
  TEST_BOOKING_SETTINGS,
  bookedAppointment,
  bookedExamSeat,
  examSession,
} from '../support/bookings';
import { STAFF_ACTOR_NAMES, uidOf, type StaffActor, listDocs } from '../support/rules-actors';
import {
  expectAccess,
  expectAllowed,
  expectDenied,
  describeHistoryAccess,
  describeStaffAccess,
} from '../support/rules-assert';
import { useRulesEnvironment } from '../support/rules-environment';

/** Holders of view_appointments (docs/product.md §6) and of manage_appointments. */
const VIEWERS: readonly StaffActor[] = ['receptionist', 'agent', 'manager', 'admin'];
const MANAGERS: readonly StaffActor[] = ['agent', 'manager', 'admin'];

const SLOT = 'quick-check_2030-01-07_0900';
const SLOT_DAY = 'quick-check_2030-01-07';
const APPOINTMENT = 'Qm3xV8pT2kLr7NwZc4Ya';
const OPEN_SESSION = 'session-open';
const CLOSED_SESSION = 'session-closed';
const BOOKING = 'booking-1';
const CANDIDATE = 'application-1';

const { dbOf, documentOperations, withoutRules } = useRulesEnvironment({
  seed: async (db) => {
    await setDoc(doc(db, BOOKING_SETTINGS_PATH), TEST_BOOKING_SETTINGS);
    await setDoc(doc(db, COLLECTIONS.slots, SLOT), {
      serviceId: 'quick-check',
      date: '2030-01-07',
      start: '09:00',
      end: '09:15',
      capacity: 3,
      booked: 1,
    });
    await setDoc(doc(db, COLLECTIONS.slotDays, SLOT_DAY), {
      serviceId: 'quick-check',
      date: '2030-01-07',
      booked: { '0900': 1 },
      capacity: { '0900': 3 },
    });
    await setDoc(
      doc(db, COLLECTIONS.appointments, APPOINTMENT),
      bookedAppointment(serverTimestamp(), { slotId: SLOT }),
    );
    await setDoc(
      doc(db, COLLECTIONS.appointments, APPOINTMENT, SUBCOLLECTIONS.history, 'event-1'),
      {
        from: null,
        to: 'booked',
        by: 'public',
        byName: null,
        at: serverTimestamp(),
        note: null,
      },
    );
    await setDoc(doc(db, COLLECTIONS.appointmentHolds, `${SLOT}__abc`), { slotId: SLOT });
    await setDoc(doc(db, COLLECTIONS.appointmentReferences, 'APT-7K3Q9D'), {
      appointmentId: APPOINTMENT,
    });
    await setDoc(doc(db, COLLECTIONS.examSessions, OPEN_SESSION), examSession({ booked: 2 }));
    await setDoc(
      doc(db, COLLECTIONS.examSessions, CLOSED_SESSION),
      examSession({ status: 'closed' }),
    );
    await setDoc(
      doc(db, COLLECTIONS.examBookings, BOOKING),
      bookedExamSeat(serverTimestamp(), { id: CANDIDATE, reference: 'APP-7K3Q9D' }, OPEN_SESSION),
    );
    await setDoc(doc(db, COLLECTIONS.examCandidates, CANDIDATE), { activeBookingId: BOOKING });
  },
});

const settingsWrite = (actor: StaffActor, fields: Record<string, unknown> = {}) =>
  setDoc(doc(dbOf(actor), BOOKING_SETTINGS_PATH), { ...TEST_BOOKING_SETTINGS, ...fields });

describeStaffAccess(
  `${COLLECTIONS.settings}/booking`,
  { get: STAFF_ACTOR_NAMES, list: [], create: MANAGERS, update: MANAGERS, delete: [] },
  {
    get: (actor) => getDoc(doc(dbOf(actor), BOOKING_SETTINGS_PATH)),
    list: (actor) => listDocs(dbOf(actor), COLLECTIONS.settings),
    create: async (actor) => {
      await withoutRules((db) => deleteDoc(doc(db, BOOKING_SETTINGS_PATH)));
      return settingsWrite(actor);
    },
    update: (actor) =>
      updateDoc(doc(dbOf(actor), BOOKING_SETTINGS_PATH), {
        bookingWindowDays: 30,
        updatedBy: uidOf(actor),
        updatedAt: serverTimestamp(),
      }),
    delete: (actor) => deleteDoc(doc(dbOf(actor), BOOKING_SETTINGS_PATH)),
  },
);

describe('settings/booking: what staff may write', () => {
  it('allows a full valid document, with or without stamps', async () => {
    await expectAllowed(settingsWrite('manager'));
    await expectAllowed(
      settingsWrite('manager', { updatedBy: uidOf('manager'), updatedAt: serverTimestamp() }),
    );
  });

  it('denies periods that close before they open, more than 3 a day, or unknown days', async () => {
    const hours = TEST_BOOKING_SETTINGS.openingHours;
    await expectDenied(
      settingsWrite('manager', {
        openingHours: { ...hours, mon: [{ open: '17:00', close: '09:00' }] },
      }),
    );
    const period = { open: '09:00', close: '10:00' };
    await expectDenied(
      settingsWrite('manager', { openingHours: { ...hours, mon: Array(4).fill(period) } }),
    );
    await expectDenied(settingsWrite('manager', { openingHours: { ...hours, holiday: [period] } }));
    await expectDenied(
      settingsWrite('manager', {
        openingHours: { ...hours, tue: [{ open: '9am', close: '5pm' }] },
      }),
    );
  });

  it('denies bad limits, unknown keys, missing keys and stamps in another name', async () => {
    await expectDenied(settingsWrite('manager', { defaultDesks: 51 }));
    await expectDenied(settingsWrite('manager', { bookingWindowDays: 0 }));
    await expectDenied(settingsWrite('manager', { timezone: '' }));
    await expectDenied(settingsWrite('manager', { extra: true }));
    await expectDenied(settingsWrite('manager', { updatedBy: uidOf('admin') }));
    const { holidays: _holidays, ...withoutHolidays } = TEST_BOOKING_SETTINGS;
    await expectDenied(setDoc(doc(dbOf('manager'), BOOKING_SETTINGS_PATH), withoutHolidays));
  });

  it('denies other settings documents to everybody', async () => {
    await expectDenied(getDoc(doc(dbOf('anonymous'), COLLECTIONS.settings, 'other')));
    await expectDenied(setDoc(doc(dbOf('admin'), COLLECTIONS.settings, 'other'), { a: 1 }));
  });
});

describeStaffAccess(
  'slots',
  { get: VIEWERS, list: VIEWERS, create: [], update: [], delete: [] },
  documentOperations(COLLECTIONS.slots, SLOT, { booked: 0 }),
);

describeStaffAccess(
  'slotDays',
  { get: VIEWERS, list: VIEWERS, create: [], update: [], delete: [] },
  documentOperations(COLLECTIONS.slotDays, SLOT_DAY, { booked: { '0900': 0 } }),
);

describeStaffAccess(
  'appointments',
  { get: VIEWERS, list: VIEWERS, create: [], update: [], delete: [] },
  documentOperations(COLLECTIONS.appointments, APPOINTMENT, { status: 'cancelled' }),
);

describe('appointments: contact details are for staff only', () => {
  // The link's holder reads through getAppointmentForManage, which leaves out the name, email,
  // phone and notes (tests/functions/appointment-manage.test.ts).
  it("denies anyone holding the link reading the appointment's document (issue 9, item 10)", () =>
    expectDenied(getDoc(doc(dbOf('anonymous'), COLLECTIONS.appointments, APPOINTMENT))));

  it('denies signed-in staff without view_appointments reading it', () =>
    expectDenied(getDoc(doc(dbOf('bank_agent'), COLLECTIONS.appointments, APPOINTMENT))));

  it('allows a receptionist (view_appointments) reading it, contact details included', () =>
    expectAllowed(getDoc(doc(dbOf('receptionist'), COLLECTIONS.appointments, APPOINTMENT))));

  it('denies the public any list, even one filtered by email or reference', async () => {
    const anonymous = dbOf('anonymous');
    await expectDenied(
      listDocs(anonymous, COLLECTIONS.appointments, where('email', '==', 'amina@example.org')),
    );
    await expectDenied(
      listDocs(anonymous, COLLECTIONS.appointments, where('reference', '==', 'APT-7K3Q9D')),
    );
  });

  it('denies staff writing an appointment directly, even with manage_appointments', async () => {
    await expectDenied(
      updateDoc(doc(dbOf('admin'), COLLECTIONS.appointments, APPOINTMENT), { status: 'confirmed' }),
    );
  });
});

describeHistoryAccess({
  collection: COLLECTIONS.appointments,
  id: APPOINTMENT,
  readers: VIEWERS,
  documentOperations,
});

describeStaffAccess(
  'appointmentHolds',
  { get: [], list: [], create: [], update: [], delete: [] },
  documentOperations(COLLECTIONS.appointmentHolds, `${SLOT}__abc`, { slotId: SLOT }),
);

describeStaffAccess(
  'appointmentReferences',
  { get: [], list: [], create: [], update: [], delete: [] },
  documentOperations(COLLECTIONS.appointmentReferences, 'APT-7K3Q9D', { appointmentId: 'x' }),
);

const sessionUpdate = (actor: StaffActor, fields: Record<string, unknown>, id = OPEN_SESSION) =>
  updateDoc(doc(dbOf(actor), COLLECTIONS.examSessions, id), fields);

describeStaffAccess(
  'examSessions',
  {
    get: STAFF_ACTOR_NAMES,
    list: STAFF_ACTOR_NAMES,
    create: MANAGERS,
    update: MANAGERS,
    delete: [],
  },
  {
    ...documentOperations(COLLECTIONS.examSessions, OPEN_SESSION),
    // The public's own reads: an open session, and the list of open sessions.
    list: (actor) => listDocs(dbOf(actor), COLLECTIONS.examSessions, where('status', '==', 'open')),
    create: (actor) =>
      setDoc(doc(dbOf(actor), COLLECTIONS.examSessions, `new-${actor}`), examSession()),
    update: (actor) => sessionUpdate(actor, { location: 'Hall A', capacity: 10 }),
  },
);

describe('examSessions: closed sessions and counters', () => {
  it('shows a closed session, and an unfiltered list, only to view_appointments', async () => {
    for (const actor of STAFF_ACTOR_NAMES) {
      const allowed = VIEWERS.includes(actor);
      await expectAccess(
        allowed,
        getDoc(doc(dbOf(actor), COLLECTIONS.examSessions, CLOSED_SESSION)),
      );
      await expectAccess(allowed, listDocs(dbOf(actor), COLLECTIONS.examSessions));
    }
  });

  it('denies managers changing booked, even alongside allowed fields', async () => {
    await expectDenied(sessionUpdate('manager', { booked: 0 }));
    await expectDenied(sessionUpdate('admin', { booked: 3, capacity: 5 }));
  });

  it('denies a capacity below the seats already booked, and allows it equal', async () => {
    await expectDenied(sessionUpdate('manager', { capacity: 1 }));
    await expectAllowed(sessionUpdate('manager', { capacity: 2 }));
  });

  it('allows closing and reopening a session, with stamps in their own name', async () => {
    await expectAllowed(
      sessionUpdate('manager', {
        status: 'closed',
        updatedBy: uidOf('manager'),
        updatedAt: serverTimestamp(),
      }),
    );
    await expectAllowed(sessionUpdate('manager', { status: 'open' }));
    await expectDenied(sessionUpdate('manager', { status: 'cancelled' }));
    await expectDenied(sessionUpdate('manager', { updatedBy: uidOf('admin') }));
  });

  it('denies creating a session with seats already booked or fields out of shape', async () => {
    const create = (data: Record<string, unknown>) =>
      setDoc(doc(dbOf('manager'), COLLECTIONS.examSessions, 'created'), data);
    await expectDenied(create(examSession({ booked: 1 })));
    await expectDenied(create({ ...examSession(), capacity: 0 }));
    await expectDenied(create({ ...examSession(), startTime: '9 am' }));
    await expectDenied(create({ ...examSession(), location: '' }));
    await expectDenied(create({ ...examSession(), extra: 1 }));
    await expectAllowed(
      create({ ...examSession(), createdAt: serverTimestamp(), updatedBy: uidOf('manager') }),
    );
  });
});

describeStaffAccess(
  'examBookings',
  { get: VIEWERS, list: VIEWERS, create: [], update: MANAGERS, delete: [] },
  {
    ...documentOperations(COLLECTIONS.examBookings, BOOKING, { status: 'booked' }),
    update: (actor) =>
      updateDoc(doc(dbOf(actor), COLLECTIONS.examBookings, BOOKING), { status: 'attended' }),
  },
);

describe('examBookings: the exam-day marking', () => {
  const mark = (fields: Record<string, unknown>) =>
    updateDoc(doc(dbOf('manager'), COLLECTIONS.examBookings, BOOKING), fields);

  it('allows attended and no_show (and correcting one to the other), nothing else', async () => {
    await expectAllowed(mark({ status: 'no_show' }));
    await expectAllowed(
      mark({ status: 'attended', updatedBy: uidOf('manager'), updatedAt: serverTimestamp() }),
    );
    await expectDenied(mark({ status: 'cancelled' }));
    await expectDenied(mark({ status: 'booked' }));
    await expectDenied(mark({ sessionId: 'elsewhere' }));
  });

  it('denies marking a cancelled booking', async () => {
    await withoutRules((db) =>
      updateDoc(doc(db, COLLECTIONS.examBookings, BOOKING), { status: 'cancelled' }),
    );
    await expectDenied(mark({ status: 'attended' }));
  });
});

describeStaffAccess(
  'examCandidates',
  { get: [], list: [], create: [], update: [], delete: [] },
  documentOperations(COLLECTIONS.examCandidates, CANDIDATE, { activeBookingId: null }),
);
