import { TZDate } from '@date-fns/tz';
import { addMinutes, format, parse } from 'date-fns';
import { z } from 'zod';
import { FIELD_LIMITS } from './application-limits';
import { referenceInput } from './references';
import { DEFAULT_LANGUAGE, LANGUAGES } from './constants';
import { requiredIdSchema } from './ids';
import { optionalRecordText, recordText } from './records';
import { TEXT_MESSAGES, textSchema } from './text';
import { optionalTimestampSchema, timestampSchema } from './timestamps';

/**
 * Appointments and HCA exam seats (docs/product.md §3: slots, appointments, examSessions,
 * examBookings). Capacity is counted only on slots/{id} and examSessions/{id}, and only inside
 * transactions in callable functions: the browser never writes any of these documents.
 */

// ---------------------------------------------------------------------------------------------
// Opening hours and slots

export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 09:30');
const isoDate = z.iso.date();

export const openingPeriodSchema = z
  .object({ open: hhmm, close: hhmm })
  .refine((period) => period.open < period.close, 'Closing time must be after opening time');

/** settings/booking: the centre's calendar, edited by staff with manage_appointments. */
export const bookingSettingsSchema = z.object({
  /** IANA zone the opening hours are written in; the 24 h cut-off is computed in it. */
  timezone: z.string().min(1),
  openingHours: z.record(z.enum(WEEKDAYS), z.array(openingPeriodSchema)),
  /** closed days, YYYY-MM-DD */
  holidays: z.array(isoDate),
  /** desks (= places per slot) by service id; services not listed get defaultDesks */
  desks: z.record(z.string(), z.number().int().min(0).max(50)),
  defaultDesks: z.number().int().min(0).max(50),
  /** how far ahead the public may book */
  bookingWindowDays: z.number().int().min(1).max(365),
});
export type BookingSettings = z.infer<typeof bookingSettingsSchema>;

/** True when this runtime's Intl knows the IANA zone (it throws a RangeError for one it does not). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * settings/booking as it is written (the settings form, the seed): the zone must also be one
 * Intl knows. Reads keep bookingSettingsSchema: the check builds an Intl.DateTimeFormat, the
 * first of which costs a slow phone about 200 ms, and the public booking page parses the settings.
 */
export const bookingSettingsInputSchema = bookingSettingsSchema.extend({
  timezone: bookingSettingsSchema.shape.timezone.refine(isKnownTimeZone, {
    message: 'Unknown time zone',
    params: { unknownTimeZone: true },
  }),
});

export const BOOKING_SETTINGS_PATH = 'settings/booking';

export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  timezone: 'America/Edmonton',
  openingHours: {
    sun: [],
    mon: [{ open: '09:00', close: '17:00' }],
    tue: [{ open: '09:00', close: '17:00' }],
    wed: [{ open: '09:00', close: '17:00' }],
    thu: [{ open: '09:00', close: '19:00' }],
    fri: [{ open: '09:00', close: '17:00' }],
    sat: [{ open: '10:00', close: '14:00' }],
  },
  holidays: ['2026-12-25', '2026-12-26', '2027-01-01'],
  desks: { 'passport-renewal': 2, 'national-id': 2, banking: 1 },
  defaultDesks: 1,
  bookingWindowDays: 60,
};

export interface SlotTime {
  start: string;
  end: string;
}

/** slots/{serviceId_date_HHmm}: the one document that counts a slot's places. */
export function slotId(serviceId: string, date: string, start: string): string {
  return `${serviceId}_${date}_${start.replace(':', '')}`;
}

/**
 * slotDays/{serviceId}_{date}: {serviceId, date, booked: {HHmm: n}, capacity: {HHmm: n}}, a copy
 * of the day's slot counters kept in the same transactions as slots/{id}, so that availability
 * reads one document per day instead of one per slot.
 */
export function slotDayId(serviceId: string, date: string): string {
  return `${serviceId}_${date}`;
}

/** A slot's key in its day document (slotDays booked/capacity maps): HHmm. */
export function slotDayKey(start: string): string {
  return start.replace(':', '');
}

/**
 * Days one getBookingAvailability call may ask for (availabilityInput's max): it reads the
 * settings, the service and at most this many slotDays documents.
 */
export const AVAILABILITY_MAX_DAYS = 31;

export function weekdayOf(date: string): Weekday {
  const day = parse(date, 'yyyy-MM-dd', new Date()).getDay();
  return WEEKDAYS[day] as Weekday;
}

/** The slots of one service on one day: opening periods cut into durationMinutes pieces. */
export function slotsForDay(
  settings: BookingSettings,
  durationMinutes: number,
  date: string,
): SlotTime[] {
  if (settings.holidays.includes(date)) return [];
  const periods = settings.openingHours[weekdayOf(date)] ?? [];
  const slots: SlotTime[] = [];
  for (const period of periods) {
    let start = parse(`${date} ${period.open}`, 'yyyy-MM-dd HH:mm', new Date());
    const close = parse(`${date} ${period.close}`, 'yyyy-MM-dd HH:mm', new Date());
    for (;;) {
      const end = addMinutes(start, durationMinutes);
      if (end > close) break;
      slots.push({ start: format(start, 'HH:mm'), end: format(end, 'HH:mm') });
      start = end;
    }
  }
  return slots;
}

export function capacityFor(settings: BookingSettings, serviceId: string): number {
  return settings.desks[serviceId] ?? settings.defaultDesks;
}

/** The instant a local date and time in the centre's zone stands for. */
export function slotInstant(
  settings: Pick<BookingSettings, 'timezone'>,
  date: string,
  time: string,
): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(year, month - 1, day, hours, minutes, settings.timezone).getTime());
}

// ---------------------------------------------------------------------------------------------
// Appointments

export const APPOINTMENT_STATUSES = [
  'booked',
  'confirmed',
  'checked_in',
  'completed',
  'cancelled',
  'no_show',
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** The statuses in English words, as staff read them. */
export const APPOINTMENT_STATUS_LABELS: Record<AppointmentStatus, string> = {
  booked: 'Booked',
  confirmed: 'Confirmed',
  checked_in: 'Checked in',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No-show',
};

/** The statuses as the public reads its own appointment (manage-appointment page). */
export const APPOINTMENT_STATUS_PUBLIC_LABELS: Record<AppointmentStatus, string> = {
  ...APPOINTMENT_STATUS_LABELS,
  no_show: 'Missed',
};

/** The button that moves an appointment to a status, named for what it does. */
export const APPOINTMENT_STATUS_ACTION_LABELS: Record<AppointmentStatus, string> = {
  booked: 'Mark booked',
  confirmed: 'Confirm',
  checked_in: 'Check in',
  completed: 'Mark completed',
  cancelled: 'Cancel appointment',
  no_show: 'Mark no-show',
};

/** docs/product.md §4.7: booked -> confirmed -> checked_in -> completed | cancelled | no_show. */
export const APPOINTMENT_TRANSITIONS: Readonly<
  Record<AppointmentStatus, readonly AppointmentStatus[]>
> = {
  booked: ['confirmed', 'checked_in', 'cancelled', 'no_show'],
  confirmed: ['checked_in', 'cancelled', 'no_show'],
  checked_in: ['completed'],
  completed: [],
  cancelled: [],
  no_show: [],
};

/** Statuses that hold a place in their slot. */
export const PLACE_HOLDING_STATUSES: readonly AppointmentStatus[] = [
  'booked',
  'confirmed',
  'checked_in',
  'completed',
];

/**
 * An appointment counts against its person's limit (RATE_LIMITS.activeAppointmentsPerContact)
 * while it holds a place and its day has not passed.
 */
export const ACTIVE_APPOINTMENT_STATUSES: readonly AppointmentStatus[] = PLACE_HOLDING_STATUSES;

/** A phone number as a limiter key: its digits only, so spacing and punctuation do not count. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** Statuses in which the public may still reschedule or cancel. */
export const CHANGEABLE_STATUSES: readonly AppointmentStatus[] = ['booked', 'confirmed'];

/** The public may cancel or reschedule up to this long before the start. */
export const CHANGE_CUTOFF_HOURS = 24;
const CHANGE_CUTOFF_MS = CHANGE_CUTOFF_HOURS * 60 * 60 * 1000;

/**
 * Whether the public may still cancel or reschedule an appointment starting at `startsAt`: only
 * while it is more than CHANGE_CUTOFF_HOURS away (exactly 24 h is too late). The appointment page
 * and the callables both ask this, so the page never offers a change the server refuses.
 */
export function canChangeAppointment(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() - now.getTime() > CHANGE_CUTOFF_MS;
}

export const APPOINTMENT_REFERENCE_PATTERN = /^APT-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/;

export const BOOKING_MESSAGES = {
  slotFull: 'This time is fully booked. Please choose another time.',
  alreadyBooked: 'You already have an appointment at this time.',
  closed: 'The centre is closed at that time. Please choose a time from the list.',
  outsideWindow: 'Appointments can be booked from tomorrow up to the booking window.',
  tooLateToChange: `Appointments can be changed or cancelled only up to ${CHANGE_CUTOFF_HOURS} hours before they start. Please call the centre.`,
  notChangeable: 'This appointment can no longer be changed.',
  appointmentNotFound: 'We could not find that appointment.',
  serviceNotBookable: 'This service cannot be booked online.',
  sessionFull: 'This exam session is full. Please choose another session.',
  sessionClosed: 'This exam session is closed for booking.',
  registrationNotFound:
    'We could not find an HCA exam registration with that reference and date of birth.',
  alreadyHasSeat: 'This registration already has an exam seat booked.',
} as const;

/** Messages of the booking callables' input checks (ids that reach a document path). */
export const BOOKING_INPUT_MESSAGES = {
  serviceIdInvalid: 'The service id is not valid.',
  appointmentIdInvalid: 'The appointment id is not valid.',
  sessionIdInvalid: 'The exam session id is not valid.',
  examBookingIdInvalid: 'The exam booking id is not valid.',
} as const;

const serviceId = requiredIdSchema(BOOKING_INPUT_MESSAGES.serviceIdInvalid);
const appointmentId = requiredIdSchema(BOOKING_INPUT_MESSAGES.appointmentIdInvalid);

/** The messages of the visitor's details when booking (the form shows them translated). */
export const BOOKING_FIELD_MESSAGES = {
  nameRequired: 'Enter your name',
  emailInvalid: 'Enter an email address like name@example.com',
  phoneRequired: 'Enter a phone number we can call',
  phoneCharacters: 'Use digits, spaces and + only',
} as const;

export const bookAppointmentInput = z.object({
  serviceId,
  date: isoDate,
  start: hhmm,
  name: textSchema({
    max: 120,
    messages: { type: BOOKING_FIELD_MESSAGES.nameRequired },
  }).min(1, BOOKING_FIELD_MESSAGES.nameRequired),
  email: z
    .email(BOOKING_FIELD_MESSAGES.emailInvalid)
    .max(FIELD_LIMITS.email, TEXT_MESSAGES.tooLong(FIELD_LIMITS.email)),
  phone: z
    .string()
    .trim()
    .min(7, BOOKING_FIELD_MESSAGES.phoneRequired)
    .max(FIELD_LIMITS.phone, TEXT_MESSAGES.tooLong(FIELD_LIMITS.phone))
    .regex(/^[+0-9 ()-]+$/, BOOKING_FIELD_MESSAGES.phoneCharacters),
  language: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE),
  notes: textSchema({ max: 1000, multiline: true }).default(''),
});
export type BookAppointmentInput = z.infer<typeof bookAppointmentInput>;

export const rescheduleAppointmentInput = z.object({
  appointmentId,
  date: isoDate,
  start: hhmm,
});
export const cancelAppointmentInput = z.object({ appointmentId });
/** Staff may explain a status change in a note kept on its history entry. */
export const APPOINTMENT_STATUS_NOTE_MAX = 500;

export const setAppointmentStatusInput = z.object({
  appointmentId,
  status: z.enum(APPOINTMENT_STATUSES),
  note: textSchema({ max: APPOINTMENT_STATUS_NOTE_MAX, multiline: true }).default(''),
});
/**
 * getBookingAvailability's question: `days` days from `from`, or from the centre's today (in its
 * time zone, by the server's clock) when `from` is left out, so that the first page is asked for
 * once, before the browser knows the centre's settings. The answer stops at the booking window's
 * last day.
 */
export const availabilityInput = z.object({
  serviceId,
  from: isoDate.optional(),
  days: z.number().int().min(1).max(AVAILABILITY_MAX_DAYS),
});

export interface SlotAvailability extends SlotTime {
  capacity: number;
  booked: number;
  full: boolean;
}
export interface DayAvailability {
  date: string;
  closed: boolean;
  slots: SlotAvailability[];
}

// ---------------------------------------------------------------------------------------------
// HCA exam: registrations are applications of kind 'hca' (their APP- reference identifies the
// candidate); sessions and bookings are below.

export const EXAM_SESSION_STATUSES = ['open', 'closed'] as const;
export const EXAM_BOOKING_STATUSES = ['booked', 'cancelled', 'attended', 'no_show'] as const;
export type ExamBookingStatus = (typeof EXAM_BOOKING_STATUSES)[number];

/** An exam booking's status in English words. */
export const EXAM_BOOKING_STATUS_LABELS: Record<ExamBookingStatus, string> = {
  booked: 'Booked',
  cancelled: 'Cancelled',
  attended: 'Attended',
  no_show: 'No-show',
};

export const examSessionSchema = z.object({
  date: isoDate,
  startTime: hhmm,
  location: z.string().trim().min(1).max(200),
  capacity: z.number().int().min(1).max(500),
  booked: z.number().int().min(0),
  status: z.enum(EXAM_SESSION_STATUSES),
});
export type ExamSession = z.infer<typeof examSessionSchema>;

export const bookExamSeatInput = z.object({
  reference: referenceInput,
  dateOfBirth: isoDate,
  sessionId: requiredIdSchema(BOOKING_INPUT_MESSAGES.sessionIdInvalid),
});

// ---------------------------------------------------------------------------------------------
// Added with the bookings backend (additive): the callables' remaining inputs and answers, the
// documents they write, and the messages of the refusals the contract above did not name.

export const cancelExamBookingInput = z.object({
  bookingId: requiredIdSchema(BOOKING_INPUT_MESSAGES.examBookingIdInvalid),
  reference: referenceInput,
  dateOfBirth: isoDate,
});

export type RescheduleAppointmentInput = z.infer<typeof rescheduleAppointmentInput>;
export type CancelAppointmentInput = z.infer<typeof cancelAppointmentInput>;
export type SetAppointmentStatusInput = z.infer<typeof setAppointmentStatusInput>;
export type AvailabilityInput = z.infer<typeof availabilityInput>;
export type BookExamSeatInput = z.infer<typeof bookExamSeatInput>;
export type CancelExamBookingInput = z.infer<typeof cancelExamBookingInput>;

/** bookAppointment's and rescheduleAppointment's answer. */
export interface AppointmentBooked {
  appointmentId: string;
  reference: string;
}
/** cancelAppointment's and setAppointmentStatus's answer (also for a repeated, no-op call). */
export interface AppointmentStatusAnswer {
  appointmentId: string;
  status: AppointmentStatus;
}
export interface ExamSeatBooked {
  bookingId: string;
}
/**
 * The seat a registration already holds, sent with bookExamSeat's `already-exists` refusal (the
 * error's details): the candidate proved who they are, so they hear when and where it is.
 */
export const heldExamSeatSchema = z.object({
  date: isoDate,
  startTime: hhmm,
  location: z.string(),
});
export type HeldExamSeat = z.infer<typeof heldExamSeatSchema>;
export interface ExamBookingCancelled {
  bookingId: string;
  status: 'cancelled';
}

/** Who a history entry names when the public (not staff) changed an appointment. */
export const PUBLIC_ACTOR = 'public';

/** appointments/{id}/history/{eventId}. from is null on creation; a reschedule has from == to. */
export interface AppointmentHistoryEntry<At = unknown> {
  from: AppointmentStatus | null;
  to: AppointmentStatus;
  by: string;
  byName: string | null;
  at: At;
  note: string | null;
}

/** examBookings/{id} (docs/product.md §3), written by bookExamSeat. */
export interface ExamBooking<At = unknown> {
  registrationId: string;
  reference: string;
  candidateName: string;
  sessionId: string;
  status: ExamBookingStatus;
  createdAt: At;
  cancelledAt?: At;
}

/** Refusals the first message table does not name (same tone; shown as they are). */
export const BOOKING_EXTRA_MESSAGES = {
  statusChangeNotAllowed: 'That status change is not allowed for this appointment.',
  sessionNotFound: 'We could not find that exam session.',
  examBookingNotFound: 'We could not find that exam booking.',
  examBookingNotChangeable: 'This exam booking can no longer be cancelled.',
  registrationNotApproved:
    'Your HCA exam registration has not been approved yet. You can book an exam seat once the centre has checked your eligibility and approved it.',
} as const;

/**
 * Authorisation to test, then scheduling: an exam seat may be booked only for an HCA registration
 * in one of these application statuses (staff approved its eligibility).
 */
export const EXAM_ELIGIBLE_STATUSES: readonly string[] = ['approved'];

export function canBookExamSeat(registrationStatus: string): boolean {
  return EXAM_ELIGIBLE_STATUSES.includes(registrationStatus);
}

/** Seats left in a session (never negative, even if a manager lowered capacity to booked). */
export function seatsLeft(session: Pick<ExamSession, 'capacity' | 'booked'>): number {
  return Math.max(0, session.capacity - session.booked);
}

/** The centre's local calendar date and wall-clock time (HH:mm) at an instant. */
export function localDateTime(
  settings: Pick<BookingSettings, 'timezone'>,
  instant: Date,
): { date: string; time: string } {
  const local = new TZDate(instant.getTime(), settings.timezone);
  return { date: format(local, 'yyyy-MM-dd'), time: format(local, 'HH:mm') };
}

/** The calendar date `days` after `date` (YYYY-MM-DD; calendar arithmetic, no zone involved). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------
// Stored records as staff read them (moved here from the web app's appointments feature, so the
// web converters, the demo seed and its test share one definition), each with its document id.
// Timestamps are read as Dates; a malformed optional field falls back to a neutral value; the
// status must be one the workflow knows, since the actions depend on it.

/** appointments/{id}: written only by the booking callables. */
export const appointmentRecordSchema = z.object({
  id: z.string(),
  reference: recordText,
  serviceId: recordText,
  serviceName: recordText,
  date: recordText,
  start: recordText,
  end: recordText,
  slotId: recordText,
  name: recordText,
  email: recordText,
  phone: recordText,
  language: recordText,
  notes: recordText,
  status: z.enum(APPOINTMENT_STATUSES),
  visitId: optionalRecordText,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  cancelledAt: optionalTimestampSchema,
  /** How many times the visitor moved it to another time (reports). */
  rescheduleCount: z.number().int().nonnegative().catch(0),
});
export type AppointmentRecord = z.infer<typeof appointmentRecordSchema>;

/** appointments/{id}/history/{eventId} */
export const appointmentHistoryRecordSchema = z.object({
  id: z.string(),
  from: optionalRecordText,
  to: optionalRecordText,
  by: optionalRecordText,
  byName: optionalRecordText,
  at: timestampSchema,
  note: optionalRecordText,
});
export type AppointmentHistoryRecord = z.infer<typeof appointmentHistoryRecordSchema>;

/** examSessions/{id}: the session schema plus the id. */
export const examSessionRecordSchema = examSessionSchema.extend({ id: z.string() });
export type ExamSessionRecord = z.infer<typeof examSessionRecordSchema>;

/** examBookings/{id}: created by bookExamSeat; staff change only the status. */
export const examBookingRecordSchema = z.object({
  id: z.string(),
  registrationId: recordText,
  reference: recordText,
  candidateName: recordText,
  sessionId: recordText,
  status: z.enum(EXAM_BOOKING_STATUSES),
  createdAt: timestampSchema,
});
export type ExamBookingRecord = z.infer<typeof examBookingRecordSchema>;

/** slotDays/{serviceId_date}: the day's copy of its slot counters (callables only). */
export const slotDayRecordSchema = z.object({
  serviceId: z.string().min(1),
  date: isoDate,
  booked: z.record(z.string().regex(/^\d{4}$/), z.number().int().min(0)),
  capacity: z.record(z.string().regex(/^\d{4}$/), z.number().int().min(0)),
  updatedAt: timestampSchema,
});
export type SlotDayRecord = z.infer<typeof slotDayRecordSchema>;

/** slots/{serviceId_date_HHmm}: the one counter of a slot's places (callables only). */
export const slotRecordSchema = z.object({
  serviceId: z.string().min(1),
  date: isoDate,
  start: hhmm,
  end: hhmm,
  capacity: z.number().int().min(0),
  booked: z.number().int().min(0),
  updatedAt: timestampSchema,
});
export type SlotRecord = z.infer<typeof slotRecordSchema>;

/** appointmentHolds/{slotId}__{emailKey}: one appointment per person per slot (callables only). */
export const appointmentHoldSchema = z.object({
  slotId: z.string().min(1),
  appointmentId: z.string().min(1),
  createdAt: timestampSchema,
});

/** appointmentReferences/{code}: reserves an APT- reference for one appointment. */
export const appointmentReferenceSchema = z.object({
  appointmentId: z.string().min(1),
  createdAt: timestampSchema,
});

/** examCandidates/{applicationId}: the candidate's one active exam booking, if any. */
export const examCandidateSchema = z.object({
  activeBookingId: z.string().min(1).nullable(),
  updatedAt: timestampSchema,
});
