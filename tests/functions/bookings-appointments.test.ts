import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import {
  AVAILABILITY_MAX_DAYS,
  APPOINTMENT_REFERENCE_PATTERN,
  BOOKING_EXTRA_MESSAGES,
  BOOKING_MESSAGES,
  BOOKING_SETTINGS_PATH,
  PLACE_HOLDING_STATUSES,
  slotId,
  type AppointmentBooked,
  type DayAvailability,
} from '@centre/domain/bookings';
import { RATE_LIMITS, RATE_LIMIT_MESSAGES } from '@centre/domain/rate-limits';
import { Firestore, Query } from 'firebase-admin/firestore';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminDb, createStaff } from '../support/admin';
import { bookAppointmentFor } from '../../functions/src/bookings/book-appointment';
import { getBookingAvailabilityFor } from '../../functions/src/bookings/get-booking-availability';
import {
  BOOKING_SERVICE,
  BOOKING_SERVICE_ID,
  SLOT_CAPACITY,
  TEST_BOOKING_SETTINGS,
  RUSH_TIMEOUT_MS,
  bookingInput,
  localDay,
  slotInHours,
  warmWorkers,
} from '../support/bookings';
import { callFromIp } from '../support/callable-from-ip';
import { clearProject } from '../support/emulator-reset';
import {
  closeClients,
  expectCallableError,
  newClient,
  signedInClient,
  signedInStaff,
} from '../support/functions-client';

beforeEach(async () => {
  await clearProject();
  await adminDb.doc(BOOKING_SETTINGS_PATH).set(TEST_BOOKING_SETTINGS);
  await adminDb.doc(`${COLLECTIONS.services}/${BOOKING_SERVICE_ID}`).set(BOOKING_SERVICE);
});
afterEach(closeClients);

const call = <T>(name: string, data: unknown) => newClient().call<T>(name, data);
const book = (data: unknown) => call<AppointmentBooked>('bookAppointment', data);

const DAY = () => localDay(3);
const slotPath = (date: string, start: string) =>
  `${COLLECTIONS.slots}/${slotId(BOOKING_SERVICE_ID, date, start)}`;
const bookedOn = async (date: string, start: string) =>
  ((await adminDb.doc(slotPath(date, start)).get()).get('booked') as number | undefined) ?? 0;

/** Appointments holding a place in the slot, counted from the appointments themselves. */
async function holdingPlaces(date: string, start: string): Promise<number> {
  const snapshot = await adminDb
    .collection(COLLECTIONS.appointments)
    .where('slotId', '==', slotId(BOOKING_SERVICE_ID, date, start))
    .get();
  return snapshot.docs.filter((d) => PLACE_HOLDING_STATUSES.includes(d.get('status'))).length;
}

const statusOf = async (appointmentId: string) =>
  (await adminDb.doc(`${COLLECTIONS.appointments}/${appointmentId}`).get()).get('status') as string;

describe('bookAppointment under a rush', () => {
  // 50 transactions at once against the Firestore emulator, through the callable's own code in
  // this process: the Functions emulator starts one worker process per concurrent request, and
  // 50 of them do not load in time on a 2-core machine. The HTTP path is rushed by 8 below.
  it('gives 3 of 50 concurrent bookings the 3 places and tells the other 47 the slot is full', async () => {
    const date = DAY();
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => bookAppointmentFor(bookingInput(date, '10:00'))),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.flatMap((r) =>
      r.status === 'rejected' ? [r.reason as { code?: string; message?: string }] : [],
    );
    expect(ok).toHaveLength(SLOT_CAPACITY);
    expect(refused).toHaveLength(50 - SLOT_CAPACITY);
    for (const error of refused) {
      expect(error.code).toBe('resource-exhausted');
      expect(error.message).toBe(BOOKING_MESSAGES.slotFull);
    }
    expect(await bookedOn(date, '10:00')).toBe(SLOT_CAPACITY);
    expect(await holdingPlaces(date, '10:00')).toBe(SLOT_CAPACITY);
    const references = ok.map(
      (r) => (r as PromiseFulfilledResult<AppointmentBooked>).value.reference,
    );
    expect(new Set(references).size).toBe(SLOT_CAPACITY);
    references.forEach((reference) => expect(reference).toMatch(APPOINTMENT_REFERENCE_PATTERN));
  }, 120_000);

  it(
    'gives 3 of 8 concurrent callers of the callable the 3 places',
    async () => {
      const date = DAY();
      await warmWorkers(book, 8);
      const results = await Promise.allSettled(
        Array.from({ length: 8 }, () => book(bookingInput(date, '10:30'))),
      );
      const refused = results.flatMap((r) =>
        r.status === 'rejected' ? [r.reason as { code?: string; message?: string }] : [],
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(SLOT_CAPACITY);
      for (const error of refused) {
        expect(error.code).toBe('functions/resource-exhausted');
        expect(error.message?.replace(/ \[\d{3}\]$/, '')).toBe(BOOKING_MESSAGES.slotFull);
      }
      expect(await bookedOn(date, '10:30')).toBe(SLOT_CAPACITY);
      expect(await holdingPlaces(date, '10:30')).toBe(SLOT_CAPACITY);
    },
    RUSH_TIMEOUT_MS,
  );

  it('refuses the same person a second place in the same slot, whatever the email case', async () => {
    const date = DAY();
    const input = bookingInput(date, '10:15', { email: 'Amina.W@Example.org' });
    await book(input);
    await expectCallableError(
      book({ ...input, email: 'amina.w@example.org' }),
      'already-exists',
      BOOKING_MESSAGES.alreadyBooked,
    );
    const racing = await Promise.allSettled(
      Array.from({ length: 5 }, () =>
        book(bookingInput(date, '10:30', { email: 'twice@example.org' })),
      ),
    );
    expect(racing.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await bookedOn(date, '10:15')).toBe(1);
    expect(await bookedOn(date, '10:30')).toBe(1);
  });

  it('writes the appointment, its first history entry and no email in any document id', async () => {
    const date = DAY();
    const input = bookingInput(date, '11:00', { notes: 'Wheelchair access' });
    const { appointmentId, reference } = await book(input);
    const appointment = (
      await adminDb.doc(`${COLLECTIONS.appointments}/${appointmentId}`).get()
    ).data();
    expect(appointment).toMatchObject({
      reference,
      serviceId: BOOKING_SERVICE_ID,
      serviceName: BOOKING_SERVICE.name,
      date,
      start: '11:00',
      end: '11:15',
      slotId: slotId(BOOKING_SERVICE_ID, date, '11:00'),
      name: input.name,
      email: input.email,
      phone: input.phone,
      language: 'en',
      notes: 'Wheelchair access',
      status: 'booked',
      visitId: null,
    });
    const history = await adminDb
      .collection(`${COLLECTIONS.appointments}/${appointmentId}/${SUBCOLLECTIONS.history}`)
      .get();
    expect(history.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({ from: null, to: 'booked', by: 'public', byName: null, note: null }),
    ]);
    const holds = await adminDb.collection(COLLECTIONS.appointmentHolds).get();
    expect(holds.size).toBe(1);
    expect(holds.docs[0]?.id).toMatch(/__[0-9a-f]{64}$/);
    expect(holds.docs[0]?.id).not.toContain('@');
  });
});

describe('bookAppointment refusals', () => {
  it('refuses closed days, off-grid times, past and far-off dates and unbookable services', async () => {
    const date = DAY();
    await adminDb.doc(BOOKING_SETTINGS_PATH).update({ holidays: [date] });
    await expectCallableError(
      book(bookingInput(date, '10:00')),
      'failed-precondition',
      BOOKING_MESSAGES.closed,
    );
    const other = localDay(4);
    await expectCallableError(
      book(bookingInput(other, '10:07')),
      'failed-precondition',
      BOOKING_MESSAGES.closed,
    );
    await expectCallableError(
      book(bookingInput(localDay(-1), '10:00')),
      'failed-precondition',
      BOOKING_MESSAGES.outsideWindow,
    );
    await expectCallableError(
      book(bookingInput(localDay(61), '10:00')),
      'failed-precondition',
      BOOKING_MESSAGES.outsideWindow,
    );
    await adminDb.doc(`${COLLECTIONS.services}/${BOOKING_SERVICE_ID}`).update({ bookable: false });
    await expectCallableError(
      book(bookingInput(other, '10:00')),
      'failed-precondition',
      BOOKING_MESSAGES.serviceNotBookable,
    );
    await expectCallableError(
      book(bookingInput(other, '10:00', { serviceId: 'no-such-service' })),
      'failed-precondition',
      BOOKING_MESSAGES.serviceNotBookable,
    );
  });

  it('refuses bad input with the first problem as the message', async () => {
    await expectCallableError(
      book(bookingInput(DAY(), '10:00', { email: 'not-an-email' })),
      'invalid-argument',
      'Enter an email address like name@example.com',
    );
    await expectCallableError(book({}), 'invalid-argument');
  });
});

describe('cancelAppointment', () => {
  it('frees exactly one place, once, and lets the slot be booked again', async () => {
    const date = DAY();
    const first = await book(bookingInput(date, '12:00'));
    const input = bookingInput(date, '12:00');
    const second = await book(input);
    expect(await bookedOn(date, '12:00')).toBe(2);

    await call('cancelAppointment', { appointmentId: second.appointmentId });
    expect(await bookedOn(date, '12:00')).toBe(1);
    const again = await call('cancelAppointment', { appointmentId: second.appointmentId });
    expect(again).toEqual({ appointmentId: second.appointmentId, status: 'cancelled' });
    expect(await bookedOn(date, '12:00')).toBe(1);
    expect(await statusOf(first.appointmentId)).toBe('booked');
    expect(await statusOf(second.appointmentId)).toBe('cancelled');

    // The hold went with it: the same person may book that time again.
    await book(input);
    expect(await bookedOn(date, '12:00')).toBe(2);
    expect(await holdingPlaces(date, '12:00')).toBe(2);
  });

  it('frees exactly one place when the same cancellation arrives 10 times at once', async () => {
    const date = DAY();
    await book(bookingInput(date, '12:15'));
    const { appointmentId } = await book(bookingInput(date, '12:15'));
    await Promise.all(
      Array.from({ length: 10 }, () => call('cancelAppointment', { appointmentId })),
    );
    expect(await bookedOn(date, '12:15')).toBe(1);
    const history = await adminDb
      .collection(`${COLLECTIONS.appointments}/${appointmentId}/${SUBCOLLECTIONS.history}`)
      .get();
    expect(history.docs.filter((d) => d.get('to') === 'cancelled')).toHaveLength(1);
  });

  it('refuses within 24 hours of the start, and an unknown appointment', async () => {
    const soon = slotInHours(3);
    const { appointmentId } = await book(bookingInput(soon.date, soon.start));
    await expectCallableError(
      call('cancelAppointment', { appointmentId }),
      'failed-precondition',
      BOOKING_MESSAGES.tooLateToChange,
    );
    await expectCallableError(
      call('rescheduleAppointment', { appointmentId, date: DAY(), start: '09:00' }),
      'failed-precondition',
      BOOKING_MESSAGES.tooLateToChange,
    );
    expect(await bookedOn(soon.date, soon.start)).toBe(1);
    await expectCallableError(
      call('cancelAppointment', { appointmentId: 'nope' }),
      'not-found',
      BOOKING_MESSAGES.appointmentNotFound,
    );
  });
});

describe('rescheduleAppointment', () => {
  it('moves the place: old slot -1, new slot +1, same reference, history noted', async () => {
    const date = DAY();
    const { appointmentId, reference } = await book(bookingInput(date, '13:00'));
    const booked = await adminDb.doc(`${COLLECTIONS.appointments}/${appointmentId}`).get();
    expect(booked.get('rescheduleCount')).toBe(0);
    const moved = await call<AppointmentBooked>('rescheduleAppointment', {
      appointmentId,
      date: localDay(5),
      start: '14:30',
    });
    expect(moved).toEqual({ appointmentId, reference });
    expect(await bookedOn(date, '13:00')).toBe(0);
    expect(await bookedOn(localDay(5), '14:30')).toBe(1);
    const appointment = (
      await adminDb.doc(`${COLLECTIONS.appointments}/${appointmentId}`).get()
    ).data();
    expect(appointment).toMatchObject({
      date: localDay(5),
      start: '14:30',
      end: '14:45',
      slotId: slotId(BOOKING_SERVICE_ID, localDay(5), '14:30'),
      status: 'booked',
      // Reports count the appointments moved at least once.
      rescheduleCount: 1,
    });
    // The old time is free for the same person again (their hold moved with them).
    const history = await adminDb
      .collection(`${COLLECTIONS.appointments}/${appointmentId}/${SUBCOLLECTIONS.history}`)
      .get();
    expect(history.size).toBe(2);
  });

  it('refuses a full slot and leaves the old place taken', async () => {
    const date = DAY();
    for (let i = 0; i < SLOT_CAPACITY; i += 1) await book(bookingInput(date, '15:00'));
    const { appointmentId } = await book(bookingInput(date, '15:15'));
    await expectCallableError(
      call('rescheduleAppointment', { appointmentId, date, start: '15:00' }),
      'resource-exhausted',
      BOOKING_MESSAGES.slotFull,
    );
    expect(await bookedOn(date, '15:00')).toBe(SLOT_CAPACITY);
    expect(await bookedOn(date, '15:15')).toBe(1);
  });

  it('lets exactly the free places be taken when 6 appointments move into one slot at once', async () => {
    const date = DAY();
    await book(bookingInput(date, '16:00')); // 2 places left of 3
    const movers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => book(bookingInput(date, i < 3 ? '16:15' : '16:30'))),
    );
    const results = await Promise.allSettled(
      movers.map(({ appointmentId }) =>
        call('rescheduleAppointment', { appointmentId, date, start: '16:00' }),
      ),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    expect(ok).toBe(2);
    for (const r of results) {
      if (r.status === 'rejected') {
        expect((r.reason as { code?: string }).code).toBe('functions/resource-exhausted');
      }
    }
    expect(await bookedOn(date, '16:00')).toBe(SLOT_CAPACITY);
    // Every place counted is held by exactly one appointment, in every slot touched.
    for (const start of ['16:00', '16:15', '16:30']) {
      expect(await bookedOn(date, start)).toBe(await holdingPlaces(date, start));
    }
    expect(
      (await bookedOn(date, '16:15')) +
        (await bookedOn(date, '16:30')) +
        (await bookedOn(date, '16:00')),
    ).toBe(7);
  });

  it('refuses moving into a slot the person already holds', async () => {
    const date = DAY();
    const input = bookingInput(date, '17:00');
    await book(input);
    const { appointmentId } = await book({ ...input, start: '17:15' });
    await expectCallableError(
      call('rescheduleAppointment', { appointmentId, date, start: '17:00' }),
      'already-exists',
      BOOKING_MESSAGES.alreadyBooked,
    );
    expect(await bookedOn(date, '17:15')).toBe(1);
  });
});

describe('setAppointmentStatus (staff)', () => {
  it('follows the workflow, records who did it and refuses moves outside it', async () => {
    const { user: manager, client: staff } = await signedInStaff('manager', {
      displayName: 'Mary Manager',
    });
    const date = DAY();
    const { appointmentId } = await book(bookingInput(date, '09:00'));
    const setStatus = (status: string, note = '') =>
      staff.call('setAppointmentStatus', { appointmentId, status, note });

    await setStatus('confirmed', 'Called to confirm');
    await setStatus('confirmed'); // a retried call changes nothing
    await setStatus('checked_in');
    await expectCallableError(
      setStatus('cancelled'),
      'failed-precondition',
      BOOKING_EXTRA_MESSAGES.statusChangeNotAllowed,
    );
    await setStatus('completed');
    await expectCallableError(
      setStatus('booked'),
      'failed-precondition',
      BOOKING_EXTRA_MESSAGES.statusChangeNotAllowed,
    );
    expect(await statusOf(appointmentId)).toBe('completed');
    expect(await bookedOn(date, '09:00')).toBe(1);

    const history = await adminDb
      .collection(`${COLLECTIONS.appointments}/${appointmentId}/${SUBCOLLECTIONS.history}`)
      .orderBy('at')
      .get();
    expect(history.docs.map((d) => [d.get('from'), d.get('to')])).toEqual([
      [null, 'booked'],
      ['booked', 'confirmed'],
      ['confirmed', 'checked_in'],
      ['checked_in', 'completed'],
    ]);
    expect(history.docs[1]?.data()).toMatchObject({
      by: manager.uid,
      byName: 'Mary Manager',
      note: 'Called to confirm',
    });
  });

  it('cancels at any time and frees the place; a no-show frees nothing', async () => {
    const { client: staff } = await signedInStaff('manager');
    const soon = slotInHours(3);
    const late = await book(bookingInput(soon.date, soon.start));
    const absent = await book(bookingInput(soon.date, soon.start));
    await staff.call('setAppointmentStatus', {
      appointmentId: late.appointmentId,
      status: 'cancelled',
    });
    await staff.call('setAppointmentStatus', {
      appointmentId: late.appointmentId,
      status: 'cancelled',
    });
    expect(await bookedOn(soon.date, soon.start)).toBe(1);
    await staff.call('setAppointmentStatus', {
      appointmentId: absent.appointmentId,
      status: 'no_show',
    });
    expect(await bookedOn(soon.date, soon.start)).toBe(1);
    expect(await statusOf(absent.appointmentId)).toBe('no_show');
  });

  it('refuses the public and staff without manage_appointments', async () => {
    const { appointmentId } = await book(bookingInput(DAY(), '09:30'));
    await expectCallableError(
      call('setAppointmentStatus', { appointmentId, status: 'confirmed' }),
      'unauthenticated',
    );
    const receptionist = await signedInClient(await createStaff('receptionist'));
    await expectCallableError(
      receptionist.call('setAppointmentStatus', { appointmentId, status: 'confirmed' }),
      'permission-denied',
    );
    expect(await statusOf(appointmentId)).toBe('booked');
  });
});

describe('getBookingAvailability', () => {
  it('marks full slots full, counts booked places and flags closed days', async () => {
    const date = DAY();
    const closedDay = localDay(4);
    await adminDb.doc(BOOKING_SETTINGS_PATH).update({ holidays: [closedDay] });
    for (let i = 0; i < SLOT_CAPACITY; i += 1) await book(bookingInput(date, '10:00'));
    await book(bookingInput(date, '10:15'));

    const days = await call<DayAvailability[]>('getBookingAvailability', {
      serviceId: BOOKING_SERVICE_ID,
      from: date,
      days: 2,
    });
    expect(days.map((d) => [d.date, d.closed])).toEqual([
      [date, false],
      [closedDay, true],
    ]);
    expect(days[1]?.slots).toEqual([]);
    const slots = days[0]?.slots ?? [];
    expect(slots).toHaveLength(95);
    expect(slots.find((s) => s.start === '10:00')).toEqual({
      start: '10:00',
      end: '10:15',
      capacity: SLOT_CAPACITY,
      booked: SLOT_CAPACITY,
      full: true,
    });
    expect(slots.find((s) => s.start === '10:15')).toMatchObject({ booked: 1, full: false });
    expect(slots.find((s) => s.start === '10:30')).toMatchObject({ booked: 0, full: false });
  });

  it(`reads at most ${2 + AVAILABILITY_MAX_DAYS} documents for the longest request, not one per slot`, async () => {
    const date = DAY();
    for (let i = 0; i < SLOT_CAPACITY; i += 1) await book(bookingInput(date, '10:00'));
    await book(bookingInput(localDay(5), '23:30'));
    // Every document read goes through getAll (DocumentReference.get calls it too).
    const getAll = vi.spyOn(Firestore.prototype, 'getAll');
    const getQuery = vi.spyOn(Query.prototype, 'get');
    try {
      const days = await getBookingAvailabilityFor({
        serviceId: BOOKING_SERVICE_ID,
        from: localDay(1),
        days: AVAILABILITY_MAX_DAYS,
      });
      const reads =
        getAll.mock.calls.reduce((sum, refs) => sum + refs.length, 0) + getQuery.mock.calls.length;
      const offered = days.reduce((sum, day) => sum + day.slots.length, 0);
      // One slots/{id} read per offered slot was the old cost (95 slots a day here).
      console.log(
        `getBookingAvailability, ${AVAILABILITY_MAX_DAYS} days: ${reads} document reads (one per slot: ${offered + 2})`,
      );
      expect(offered).toBeGreaterThan(2000);
      expect(reads).toBeLessThanOrEqual(2 + AVAILABILITY_MAX_DAYS);
      const slot = (day: string, start: string) =>
        days.find((d) => d.date === day)?.slots.find((s) => s.start === start);
      expect(slot(date, '10:00')).toMatchObject({ booked: SLOT_CAPACITY, full: true });
      expect(slot(localDay(5), '23:30')).toMatchObject({ booked: 1, full: false });
      expect(slot(date, '10:15')).toMatchObject({ booked: 0, full: false });
    } finally {
      vi.restoreAllMocks();
    }
    await expectCallableError(
      call('getBookingAvailability', {
        serviceId: BOOKING_SERVICE_ID,
        from: localDay(1),
        days: AVAILABILITY_MAX_DAYS + 1,
      }),
      'invalid-argument',
    );
  });

  it("starts at the centre's today when no day is given and stops at the window's last day", async () => {
    // A zone far from the test machine's and a short window: both are the server's to apply.
    await adminDb.doc(BOOKING_SETTINGS_PATH).update({ bookingWindowDays: 5 });
    const days = await call<DayAvailability[]>('getBookingAvailability', {
      serviceId: BOOKING_SERVICE_ID,
      days: 14,
    });
    // today + 5 days: six days, however many were asked for.
    expect(days.map((d) => d.date)).toEqual([0, 1, 2, 3, 4, 5].map((n) => localDay(n)));
    expect(days[5]?.slots.length).toBeGreaterThan(0);

    const later = await call<DayAvailability[]>('getBookingAvailability', {
      serviceId: BOOKING_SERVICE_ID,
      from: localDay(4),
      days: 14,
    });
    expect(later.map((d) => d.date)).toEqual([localDay(4), localDay(5)]);
    const beyond = await call<DayAvailability[]>('getBookingAvailability', {
      serviceId: BOOKING_SERVICE_ID,
      from: localDay(6),
      days: 3,
    });
    expect(beyond).toEqual([]);
  });

  it('keeps the day copy in step when places are cancelled and moved', async () => {
    const date = DAY();
    const first = await book(bookingInput(date, '11:00'));
    const second = await book(bookingInput(date, '11:00'));
    await call('cancelAppointment', { appointmentId: first.appointmentId });
    await call('rescheduleAppointment', {
      appointmentId: second.appointmentId,
      date,
      start: '11:15',
    });
    const [day] = await call<DayAvailability[]>('getBookingAvailability', {
      serviceId: BOOKING_SERVICE_ID,
      from: date,
      days: 1,
    });
    const counted = (start: string) => day?.slots.find((s) => s.start === start)?.booked;
    expect([counted('11:00'), counted('11:15')]).toEqual([
      await bookedOn(date, '11:00'),
      await bookedOn(date, '11:15'),
    ]);
    expect([counted('11:00'), counted('11:15')]).toEqual([0, 1]);
  });

  it('leaves out past slots and those within the next hour', async () => {
    const today = localDay(0);
    const [day] = await call<DayAvailability[]>('getBookingAvailability', {
      serviceId: BOOKING_SERVICE_ID,
      from: today,
      days: 1,
    });
    const soonest = slotInHours(1);
    for (const slot of day?.slots ?? []) {
      expect(soonest.date > today || slot.start > soonest.start).toBe(true);
    }
    const [yesterday] = await call<DayAvailability[]>('getBookingAvailability', {
      serviceId: BOOKING_SERVICE_ID,
      from: localDay(-1),
      days: 1,
    });
    expect(yesterday).toMatchObject({ closed: false, slots: [] });
  });
});

describe('bookAppointment limits', () => {
  it('allows 2 upcoming appointments per email (any case), and a third after one is cancelled', async () => {
    const date = DAY();
    const email = 'Limit.Test@example.org';
    const first = await book(bookingInput(date, '09:00', { email }));
    await book(bookingInput(date, '09:15', { email: email.toLowerCase() }));
    await expectCallableError(
      book(bookingInput(date, '09:30', { email: email.toUpperCase() })),
      'resource-exhausted',
      RATE_LIMIT_MESSAGES.tooManyActiveAppointments,
    );
    await call('cancelAppointment', { appointmentId: first.appointmentId });
    await book(bookingInput(date, '09:30', { email }));
  });

  it('allows 2 upcoming appointments per phone number, however it is written', async () => {
    const date = DAY();
    await book(bookingInput(date, '12:00', { phone: '+1 780 555 0199' }));
    await book(bookingInput(date, '12:15', { phone: '+1 (780) 555-0199' }));
    await expectCallableError(
      book(bookingInput(date, '12:30', { phone: '+17805550199' })),
      'resource-exhausted',
      RATE_LIMIT_MESSAGES.tooManyActiveAppointments,
    );
    expect(await bookedOn(date, '12:30')).toBe(0);
  });

  it('does not count past appointments against the limit', async () => {
    const date = DAY();
    const email = 'regular@example.org';
    const { appointmentId } = await book(bookingInput(date, '13:00', { email }));
    await book(bookingInput(date, '13:15', { email }));
    await adminDb
      .doc(`${COLLECTIONS.appointments}/${appointmentId}`)
      .update({ date: localDay(-3) });
    await book(bookingInput(date, '13:30', { email }));
  });

  it(`takes at most ${RATE_LIMITS.bookingsPerIp} bookings an hour from one client IP`, async () => {
    const limit = RATE_LIMITS.bookingsPerIp;
    const date = DAY();
    // SLOT_CAPACITY places per slot: fill one hour after another.
    const startOf = (i: number) => `${10 + Math.floor(i / SLOT_CAPACITY)}:00`;
    for (let i = 0; i < limit; i += 1) {
      await callFromIp('203.0.113.5', 'bookAppointment', bookingInput(date, startOf(i)));
    }
    await expectCallableError(
      callFromIp('203.0.113.5', 'bookAppointment', bookingInput(date, '20:00')),
      'resource-exhausted',
      RATE_LIMIT_MESSAGES.tooManyBookings,
    );
    expect(await bookedOn(date, '20:00')).toBe(0);
    await callFromIp('198.51.100.4', 'bookAppointment', bookingInput(date, '20:00'));
    expect(await bookedOn(date, '20:00')).toBe(1);
  });
});
