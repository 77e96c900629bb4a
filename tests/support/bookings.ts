// Booking fixtures for the rules and functions suites: a settings document open every day with
// generous hours, a quick bookable service, exam sessions and HCA registrations. Dates are
// computed from today in the centre's zone, so the fixtures never slide into the past.
import { randomInt } from 'node:crypto';
import { REFERENCE_ALPHABET, HCA_SERVICE_ID } from '@centre/domain/applications';
import {
  addDays,
  localDateTime,
  slotId,
  type BookAppointmentInput,
  type BookingSettings,
  type ExamSession,
} from '@centre/domain/bookings';
import { APPLICANT_DATE_OF_BIRTH, newApplicationId, publicApplication } from './applications';

export const BOOKING_SERVICE_ID = 'quick-check';
export const SLOT_CAPACITY = 3;
export const SLOT_MINUTES = 15;

const allDay = [{ open: '00:00', close: '23:45' }];

/** Open every day 00:00-23:45 in 15-minute slots of 3 places, bookable 60 days ahead. */
export const TEST_BOOKING_SETTINGS: BookingSettings = {
  timezone: 'America/Edmonton',
  openingHours: {
    sun: allDay,
    mon: allDay,
    tue: allDay,
    wed: allDay,
    thu: allDay,
    fri: allDay,
    sat: allDay,
  },
  holidays: [],
  desks: { [BOOKING_SERVICE_ID]: SLOT_CAPACITY },
  defaultDesks: 1,
  bookingWindowDays: 60,
};

export const BOOKING_SERVICE = {
  name: 'Quick document check',
  active: true,
  bookable: true,
  durationMinutes: SLOT_MINUTES,
};

/** A seeded appointment's service and time: what its manage page may tell anyone with the link. */
export const APPOINTMENT_FACTS = {
  reference: 'APT-7K3Q9D',
  serviceId: BOOKING_SERVICE_ID,
  serviceName: BOOKING_SERVICE.name,
  date: '2030-01-07',
  start: '09:00',
  end: '09:15',
};

/**
 * A booked appointment as bookAppointment writes it: APPOINTMENT_FACTS, its slot and a visitor,
 * unless `fields` say otherwise. `now` is the serverTimestamp() of the SDK that writes it (the
 * Admin SDK's or the rules suites' web SDK's), for createdAt and updatedAt.
 */
export function bookedAppointment(now: unknown, fields: Record<string, unknown> = {}) {
  return {
    ...APPOINTMENT_FACTS,
    slotId: slotId(BOOKING_SERVICE_ID, APPOINTMENT_FACTS.date, APPOINTMENT_FACTS.start),
    name: 'Amina Wanjiru',
    email: 'amina@example.org',
    phone: '+1 780 555 0100',
    language: 'en',
    notes: '',
    status: 'booked',
    visitId: null,
    createdAt: now,
    updatedAt: now,
    ...fields,
  };
}

/** The centre's local date `days` from today. */
export function localDay(days: number, settings = TEST_BOOKING_SETTINGS): string {
  return addDays(localDateTime(settings, new Date()).date, days);
}

/** The 15-minute slot that starts about `hours` from now (rounded down), in the centre's zone. */
export function slotInHours(hours: number): { date: string; start: string } {
  const { date, time } = localDateTime(
    TEST_BOOKING_SETTINGS,
    new Date(Date.now() + hours * 3_600_000),
  );
  const [h, m] = time.split(':').map(Number) as [number, number];
  const minutes = Math.min(Math.floor(m / SLOT_MINUTES) * SLOT_MINUTES, 45);
  // 23:45 ends at midnight, past the test day's last slot: take 23:30 instead.
  const start =
    h === 23 && minutes === 45
      ? '23:30'
      : `${String(h).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
  return { date, start };
}

let people = 0;

/** bookAppointment input for a fresh person (unique email) on `date` `start`. */
export function bookingInput(
  date: string,
  start: string,
  overrides: Partial<BookAppointmentInput> = {},
): BookAppointmentInput {
  people += 1;
  return {
    serviceId: BOOKING_SERVICE_ID,
    date,
    start,
    name: `Visitor ${people}`,
    email: `visitor-${Date.now().toString(36)}-${people}@example.org`,
    // A phone of their own too: at most 2 upcoming appointments per phone number.
    phone: `+1 780 555 ${String(people % 10_000).padStart(4, '0')}`,
    language: 'en',
    notes: '',
    ...overrides,
  };
}

export function examSession(overrides: Partial<ExamSession> = {}): ExamSession {
  return {
    date: localDay(14),
    startTime: '09:00',
    location: 'Room 2, Community Service Centre',
    capacity: 3,
    booked: 0,
    status: 'open',
    ...overrides,
  };
}

/**
 * An exam seat as bookExamSeat writes it: the seat of `registration` (an hcaRegistration, or its
 * id and reference) at session `sessionId`, booked at `createdAt`.
 */
export function bookedExamSeat(
  createdAt: unknown,
  registration: { id: string; reference: string },
  sessionId: string,
) {
  return {
    registrationId: registration.id,
    reference: registration.reference,
    candidateName: 'Amina Wanjiru',
    sessionId,
    status: 'booked',
    createdAt,
  };
}

/** A unique APP-XXXXXX reference (as the trigger would assign) for a seeded registration. */
export function registrationReference(): string {
  let code = '';
  for (let i = 0; i < 6; i += 1) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `APP-${code}`;
}

/**
 * An HCA registration (application of kind 'hca') with its reference already assigned, approved
 * by staff (only an approved registration may book an exam seat) unless `status` says otherwise.
 */
export function hcaRegistration(reference = registrationReference(), status = 'approved') {
  const id = newApplicationId();
  return {
    id,
    reference,
    dateOfBirth: APPLICANT_DATE_OF_BIRTH,
    data: {
      ...publicApplication(id, { serviceId: HCA_SERVICE_ID, kind: 'hca' }),
      reference,
      status,
      priority: 'normal',
      assignedTo: null,
    },
  };
}

/**
 * The functions emulator runs one request per worker process and starts a process for every
 * request that finds no idle one; 50 cold starts at once on a small machine exceed its 30 s load
 * timeout ("Failed to load function"). Before a rush test, this grows the callable's pool in
 * waves of `step` cheap calls (refused as invalid input), so the rush itself meets warm workers.
 */
export async function warmWorkers(
  call: (data: unknown) => Promise<unknown>,
  workers: number,
  step = 6,
): Promise<void> {
  for (let n = Math.min(step, workers); ; n = Math.min(n + step, workers)) {
    // A wave counts only when every call was answered by the function itself (invalid-argument);
    // a worker that failed to load answers 'internal' and is replaced on the next try.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answers = await Promise.allSettled(Array.from({ length: n }, () => call({})));
      const loaded = answers.every(
        (a) =>
          a.status === 'rejected' &&
          (a.reason as { code?: string }).code === 'functions/invalid-argument',
      );
      if (loaded) break;
    }
    if (n === workers) return;
  }
}

/** Time for warmWorkers(…, 50) plus the rush on a 2-core machine. */
export const RUSH_TIMEOUT_MS = 300_000;
