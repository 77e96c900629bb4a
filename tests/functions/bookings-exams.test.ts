import { COLLECTIONS } from '@centre/domain/collections';
import {
  BOOKING_EXTRA_MESSAGES,
  BOOKING_MESSAGES,
  type ExamSeatBooked,
} from '@centre/domain/bookings';
import { RATE_LIMITS, RATE_LIMIT_MESSAGES } from '@centre/domain/rate-limits';
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { bookExamSeatFor } from '../../functions/src/bookings/book-exam-seat';
import { ACTIVE_SERVICE_ID } from '../support/applications';
import {
  RUSH_TIMEOUT_MS,
  examSession,
  hcaRegistration,
  localDay,
  warmWorkers,
} from '../support/bookings';
import { callFromIp } from '../support/callable-from-ip';
import { disableBackgroundTriggers, enableBackgroundTriggers } from '../support/emulator-reset';
import {
  useEmptyProjectPerTest,
  expectCallableError,
  newClient,
} from '../support/functions-client';

// Seeding registrations would start onApplicationCreated once per application (50 worker
// processes in the rush), which leaves them alone because they already carry a reference. That
// load, not the booking under test, is what slowed this file past its timeouts on a busy
// machine, so background triggers are off while it runs; none of its tests needs one.
beforeAll(disableBackgroundTriggers);
afterAll(enableBackgroundTriggers);
useEmptyProjectPerTest();

const SESSION = 'session-1';

const call = <T>(name: string, data: unknown) => newClient().call<T>(name, data);

async function seedSession(id = SESSION, overrides: Parameters<typeof examSession>[0] = {}) {
  await adminDb.doc(`${COLLECTIONS.examSessions}/${id}`).set(examSession(overrides));
}

/** HCA registrations with their references already assigned (no trigger runs, see above). */
async function seedRegistrations(count: number, overrides: Record<string, unknown> = {}) {
  const registrations = Array.from({ length: count }, () => hcaRegistration());
  const batch = adminDb.batch();
  for (const registration of registrations) {
    batch.set(adminDb.doc(`${COLLECTIONS.applications}/${registration.id}`), {
      ...registration.data,
      ...overrides,
      createdAt: FieldValue.serverTimestamp(),
    });
  }
  await batch.commit();
  return registrations;
}

async function seedRegistration(overrides: Record<string, unknown> = {}) {
  const [registration] = await seedRegistrations(1, overrides);
  if (!registration) throw new Error('no registration seeded');
  return registration;
}

const seatFor = (registration: { reference: string; dateOfBirth: string }, sessionId = SESSION) =>
  call<ExamSeatBooked>('bookExamSeat', {
    reference: registration.reference,
    dateOfBirth: registration.dateOfBirth,
    sessionId,
  });

const sessionBooked = async (id = SESSION) =>
  (await adminDb.doc(`${COLLECTIONS.examSessions}/${id}`).get()).get('booked') as number;

const activeBookings = async (sessionId = SESSION) =>
  (
    await adminDb
      .collection(COLLECTIONS.examBookings)
      .where('sessionId', '==', sessionId)
      .where('status', '==', 'booked')
      .get()
  ).size;

describe('bookExamSeat under a rush', () => {
  // 50 transactions at once against the Firestore emulator, through the callable's own code in
  // this process: the Functions emulator starts one worker process per concurrent request, and
  // 50 of them do not load in time on a 2-core machine. The HTTP path is rushed by 8 below.
  it('gives 3 of 50 concurrent registrations the 3 seats and tells the other 47 it is full', async () => {
    await seedSession();
    const registrations = await seedRegistrations(50);
    const results = await Promise.allSettled(
      registrations.map((r) =>
        bookExamSeatFor({ reference: r.reference, dateOfBirth: r.dateOfBirth, sessionId: SESSION }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    for (const r of results) {
      if (r.status === 'rejected') {
        const error = r.reason as { code?: string; message?: string };
        expect(error.code).toBe('resource-exhausted');
        expect(error.message).toBe(BOOKING_MESSAGES.sessionFull);
      }
    }
    expect(await sessionBooked()).toBe(3);
    expect(await activeBookings()).toBe(3);
  }, 120_000);

  it(
    'gives 3 of 8 concurrent callers of the callable the 3 seats',
    async () => {
      await seedSession();
      const registrations = await seedRegistrations(8);
      await warmWorkers((data) => call('bookExamSeat', data), 8);
      const results = await Promise.allSettled(registrations.map((r) => seatFor(r)));
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
      for (const r of results) {
        if (r.status === 'rejected') {
          const error = r.reason as { code?: string; message?: string };
          expect(error.code).toBe('functions/resource-exhausted');
          expect(error.message?.replace(/ \[\d{3}\]$/, '')).toBe(BOOKING_MESSAGES.sessionFull);
        }
      }
      expect(await sessionBooked()).toBe(3);
      expect(await activeBookings()).toBe(3);
    },
    RUSH_TIMEOUT_MS,
  );

  it('gives one registration one seat, even when it asks 10 times at once', async () => {
    await seedSession(SESSION, { capacity: 20 });
    await seedSession('session-2', { capacity: 20 });
    const registration = await seedRegistration();
    // In process, like the rush above: 10 cold Functions workers at once can outlast the timeout.
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        bookExamSeatFor({
          reference: registration.reference,
          dateOfBirth: registration.dateOfBirth,
          sessionId: i % 2 ? SESSION : 'session-2',
        }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) {
      if (r.status === 'rejected') {
        expect((r.reason as { code?: string }).code).toBe('already-exists');
      }
    }
    await expectCallableError(
      seatFor(registration),
      'already-exists',
      BOOKING_MESSAGES.alreadyHasSeat,
    );
    expect((await sessionBooked()) + (await sessionBooked('session-2'))).toBe(1);
  });

  it('tells a registration that already holds a seat when and where that seat is', async () => {
    await seedSession(SESSION);
    await seedSession('session-2', { location: 'Hall B' });
    const registration = await seedRegistration();
    await seatFor(registration, 'session-2');

    const refusal = (await seatFor(registration).catch((error: unknown) => error)) as {
      code?: string;
      details?: unknown;
    };
    expect(refusal.code).toBe('functions/already-exists');
    const held = (await adminDb.doc(`${COLLECTIONS.examSessions}/session-2`).get()).data();
    expect(refusal.details).toEqual({
      date: held?.date,
      startTime: held?.startTime,
      location: 'Hall B',
    });
    expect(await sessionBooked()).toBe(0);
  });

  it('writes the booking with the candidate and points the candidate at it', async () => {
    await seedSession();
    const registration = await seedRegistration();
    const { bookingId } = await seatFor({
      ...registration,
      reference: registration.reference.toLowerCase(),
    });
    const booking = (await adminDb.doc(`${COLLECTIONS.examBookings}/${bookingId}`).get()).data();
    expect(booking).toMatchObject({
      registrationId: registration.id,
      reference: registration.reference,
      candidateName: 'Amina Wanjiru',
      sessionId: SESSION,
      status: 'booked',
    });
    expect(
      (await adminDb.doc(`${COLLECTIONS.examCandidates}/${registration.id}`).get()).get(
        'activeBookingId',
      ),
    ).toBe(bookingId);
  });
});

describe('bookExamSeat refusals', () => {
  it('answers a wrong reference, a wrong date of birth and a withdrawn registration alike', async () => {
    await seedSession();
    const registration = await seedRegistration();
    const withdrawn = await seedRegistration({ status: 'withdrawn' });
    const notHca = await seedRegistration({ serviceId: ACTIVE_SERVICE_ID, kind: 'service' });
    for (const attempt of [
      { ...registration, reference: 'APP-222222' },
      { ...registration, dateOfBirth: '1991-01-01' },
      withdrawn,
      notHca,
    ]) {
      await expectCallableError(
        seatFor(attempt),
        'not-found',
        BOOKING_MESSAGES.registrationNotFound,
      );
    }
    expect(await sessionBooked()).toBe(0);
  });

  it('refuses a closed session, a past session and an unknown session', async () => {
    await seedSession('closed', { status: 'closed' });
    await seedSession('past', { date: localDay(-2) });
    const registration = await seedRegistration();
    await expectCallableError(
      seatFor(registration, 'closed'),
      'failed-precondition',
      BOOKING_MESSAGES.sessionClosed,
    );
    await expectCallableError(
      seatFor(registration, 'past'),
      'failed-precondition',
      BOOKING_MESSAGES.sessionClosed,
    );
    await expectCallableError(
      seatFor(registration, 'nowhere'),
      'not-found',
      BOOKING_EXTRA_MESSAGES.sessionNotFound,
    );
    await expectCallableError(
      call('bookExamSeat', {
        reference: registration.reference,
        dateOfBirth: '12/04/1990',
        sessionId: SESSION,
      }),
      'invalid-argument',
    );
  });
});

describe('cancelExamBooking', () => {
  it('frees the seat once and lets the candidate book again', async () => {
    await seedSession();
    const registration = await seedRegistration();
    const { bookingId } = await seatFor(registration);
    const cancel = () =>
      call('cancelExamBooking', {
        bookingId,
        reference: registration.reference,
        dateOfBirth: registration.dateOfBirth,
      });
    await Promise.all([cancel(), cancel(), cancel()]);
    expect(await cancel()).toEqual({ bookingId, status: 'cancelled' });
    expect(await sessionBooked()).toBe(0);
    expect(
      (await adminDb.doc(`${COLLECTIONS.examBookings}/${bookingId}`).get()).get('status'),
    ).toBe('cancelled');
    await seatFor(registration);
    expect(await sessionBooked()).toBe(1);
    expect(await activeBookings()).toBe(1);
  });

  it("refuses another candidate's booking and a booking already marked attended", async () => {
    await seedSession();
    const owner = await seedRegistration();
    const other = await seedRegistration();
    const { bookingId } = await seatFor(owner);
    await expectCallableError(
      call('cancelExamBooking', {
        bookingId,
        reference: other.reference,
        dateOfBirth: other.dateOfBirth,
      }),
      'not-found',
      BOOKING_EXTRA_MESSAGES.examBookingNotFound,
    );
    await adminDb.doc(`${COLLECTIONS.examBookings}/${bookingId}`).update({ status: 'attended' });
    await expectCallableError(
      call('cancelExamBooking', {
        bookingId,
        reference: owner.reference,
        dateOfBirth: owner.dateOfBirth,
      }),
      'failed-precondition',
      BOOKING_EXTRA_MESSAGES.examBookingNotChangeable,
    );
    expect(await sessionBooked()).toBe(1);
  });
});

describe('bookExamSeat eligibility (authorisation to test, then scheduling)', () => {
  it.each(['submitted', 'in_review', 'awaiting_info', 'completed'])(
    'refuses a registration in status %s, which staff have not approved',
    async (status) => {
      await seedSession();
      const registration = await seedRegistration({ status });
      await expectCallableError(
        seatFor(registration),
        'failed-precondition',
        BOOKING_EXTRA_MESSAGES.registrationNotApproved,
      );
      expect(await sessionBooked()).toBe(0);
      expect((await adminDb.collection(COLLECTIONS.examBookings).get()).size).toBe(0);
    },
  );

  it('books the seat once staff approve the registration', async () => {
    await seedSession();
    const registration = await seedRegistration({ status: 'in_review' });
    await expectCallableError(
      seatFor(registration),
      'failed-precondition',
      BOOKING_EXTRA_MESSAGES.registrationNotApproved,
    );
    await adminDb
      .doc(`${COLLECTIONS.applications}/${registration.id}`)
      .update({ status: 'approved' });
    const { bookingId } = await seatFor(registration);
    expect(bookingId).toBeTruthy();
    expect(await sessionBooked()).toBe(1);
  });
});

describe('the exam-seat lookup against date-of-birth guessing', () => {
  /**
   * Books with `candidate`'s reference and as many wrong dates of birth as the limit allows (each
   * not-found, as an unknown registration), then with the right one: refused, the reference locked.
   */
  async function expectLockedAfterWrongDatesOfBirth(candidate: {
    reference: string;
    dateOfBirth: string;
  }) {
    for (let i = 0; i < RATE_LIMITS.dateOfBirthFailuresPerReference; i += 1) {
      await expectCallableError(
        seatFor({ ...candidate, dateOfBirth: `1991-01-0${i + 1}` }),
        'not-found',
        BOOKING_MESSAGES.registrationNotFound,
      );
    }
    await expectCallableError(
      seatFor(candidate),
      'resource-exhausted',
      RATE_LIMIT_MESSAGES.tryAgainLater,
    );
  }

  it('locks a reference after 5 wrong dates of birth, for booking and cancelling alike', async () => {
    await seedSession();
    const registration = await seedRegistration();
    await expectLockedAfterWrongDatesOfBirth(registration);
    await expectCallableError(
      call('cancelExamBooking', {
        bookingId: 'any-booking',
        reference: registration.reference,
        dateOfBirth: registration.dateOfBirth,
      }),
      'resource-exhausted',
      RATE_LIMIT_MESSAGES.tryAgainLater,
    );
    expect(await sessionBooked()).toBe(0);
  });

  it('answers an unknown reference with the same lock', async () => {
    await seedSession();
    await expectLockedAfterWrongDatesOfBirth({
      reference: 'APP-222222',
      dateOfBirth: '1990-04-12',
    });
  });
});

describe('bookExamSeat per client IP', () => {
  it(`books at most ${RATE_LIMITS.bookingsPerIp} seats an hour from one IP`, async () => {
    const limit = RATE_LIMITS.bookingsPerIp;
    await seedSession(SESSION, { capacity: limit + 5 });
    const registrations = await seedRegistrations(limit + 2);
    const seat = (ip: string, r: { reference: string; dateOfBirth: string }) =>
      callFromIp<ExamSeatBooked>(ip, 'bookExamSeat', {
        reference: r.reference,
        dateOfBirth: r.dateOfBirth,
        sessionId: SESSION,
      });
    for (const registration of registrations.slice(0, limit)) {
      await seat('203.0.113.9', registration);
    }
    const [extra, other] = registrations.slice(limit) as [
      (typeof registrations)[number],
      (typeof registrations)[number],
    ];
    await expectCallableError(
      seat('203.0.113.9', extra),
      'resource-exhausted',
      RATE_LIMIT_MESSAGES.tooManyBookings,
    );
    await seat('198.51.100.3', other);
    expect(await sessionBooked()).toBe(limit + 1);
  });
});
