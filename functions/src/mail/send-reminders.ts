import {
  DEFAULT_BOOKING_SETTINGS,
  localDateTime,
  slotInstant,
  type BookingSettings,
} from '@centre/domain/bookings';
import { COLLECTIONS } from '@centre/domain/collections';
import {
  APPOINTMENT_REMINDER_HOURS,
  EXAM_REMINDER_DAYS,
  REMINDER_JOB_MINUTES,
  mailIds,
} from '@centre/domain/mail';
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../admin';
import { MAIL_LINK_SECRET } from '../config';
import { emailKey } from '../bookings/holds';
import { loadBookingSettings } from '../bookings/settings';
import { REMINDED_APPOINTMENT_STATUSES, languageOf } from './decisions';
import { isMailAddress, queueMail, type MailToQueue, type QueueOutcome } from './enqueue';
import { unsubscribeUrl } from './links';
import {
  appointmentData,
  loadServiceFacts,
  serviceFactsIn,
  type ServiceFacts,
} from './producer-data';
import { examSeatFacts } from './on-exam-booking-mail';

const HOUR_MS = 3_600_000;
const APPOINTMENT_LEAD_MS = APPOINTMENT_REMINDER_HOURS * HOUR_MS;
const EXAM_LEAD_MS = EXAM_REMINDER_DAYS * 24 * HOUR_MS;
/** Firestore's `in` takes at most 30 values. */
const IN_LIMIT = 30;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The centre's local dates from `from` to `to` (inclusive), at most a few days. */
function localDates(settings: BookingSettings, from: Date, to: Date): string[] {
  const dates = new Set<string>();
  for (let at = from.getTime(); at < to.getTime(); at += 6 * HOUR_MS) {
    dates.add(localDateTime(settings, new Date(at)).date);
  }
  dates.add(localDateTime(settings, to).date);
  return [...dates];
}

function chunks<T>(items: T[], size = IN_LIMIT): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

const millisOf = (value: unknown): number | null =>
  value instanceof Timestamp ? value.toMillis() : value instanceof Date ? value.getTime() : null;

/**
 * Whether a reminder is due for something starting at `start` with `leadMs` of notice: it starts
 * within (now, now + lead], and it was booked before its reminder time (start - lead). A booking
 * made closer than that got its confirmation only. A record without createdAt counts as old.
 */
export function reminderDue(start: Date, createdAt: unknown, leadMs: number, now: Date): boolean {
  const startMs = start.getTime();
  if (!(startMs > now.getTime() && startMs <= now.getTime() + leadMs)) return false;
  const created = millisOf(createdAt);
  return created === null || created < startMs - leadMs;
}

/** The addresses (by emailKey) that unsubscribed from reminders, among `emails`. */
async function optedOut(emails: string[]): Promise<Set<string>> {
  const keys = [...new Set(emails.filter(isMailAddress).map(emailKey))];
  if (!keys.length) return new Set();
  const snapshots = await db.getAll(
    ...keys.map((key) => db.doc(`${COLLECTIONS.mailOptOuts}/${key}`)),
  );
  return new Set(snapshots.filter((s) => s.exists && s.get('reminders') === true).map((s) => s.id));
}

/** The mail ids among `ids` already in the outbox (skipped before composing them again). */
async function alreadyQueued(ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const snapshots = await db.getAll(...ids.map((id) => db.doc(`${COLLECTIONS.mail}/${id}`)));
  return new Set(snapshots.filter((s) => s.exists).map((s) => s.id));
}

/** Appointment reminders due at `now`. */
async function dueAppointmentReminders(
  settings: BookingSettings,
  now: Date,
): Promise<MailToQueue[]> {
  const until = new Date(now.getTime() + APPOINTMENT_LEAD_MS);
  const dates = localDates(settings, now, until);
  const snapshot = await db.collection(COLLECTIONS.appointments).where('date', 'in', dates).get();
  const due = snapshot.docs.filter((doc) => {
    if (!(REMINDED_APPOINTMENT_STATUSES as readonly unknown[]).includes(doc.get('status'))) {
      return false;
    }
    const start = slotInstant(settings, text(doc.get('date')), text(doc.get('start')));
    return reminderDue(start, doc.get('createdAt'), APPOINTMENT_LEAD_MS, now);
  });
  const [outs, queued] = await Promise.all([
    optedOut(due.map((doc) => text(doc.get('email')))),
    alreadyQueued(
      due.map((doc) =>
        mailIds.appointmentReminder(doc.id, text(doc.get('date')), text(doc.get('start'))),
      ),
    ),
  ]);
  const services = new Map<string, Promise<ServiceFacts>>();
  const serviceOf = (id: string) => {
    if (!services.has(id)) services.set(id, loadServiceFacts(id));
    return services.get(id)!;
  };
  const mails: MailToQueue[] = [];
  for (const doc of due) {
    const appointment = doc.data();
    const email = text(appointment.email);
    const id = mailIds.appointmentReminder(doc.id, text(appointment.date), text(appointment.start));
    if (queued.has(id) || !isMailAddress(email) || outs.has(emailKey(email))) continue;
    const language = languageOf(appointment.language);
    const count = typeof appointment.rescheduleCount === 'number' ? appointment.rescheduleCount : 0;
    const data = appointmentData(
      doc.id,
      appointment,
      settings.timezone,
      serviceFactsIn(await serviceOf(text(appointment.serviceId)), language),
      count,
    );
    mails.push({
      id,
      to: email,
      ref: { collection: COLLECTIONS.appointments, id: doc.id },
      render: {
        template: 'appointment_reminder',
        language,
        data: { ...data, unsubscribeUrl: unsubscribeUrl(email, language) },
      },
    });
  }
  return mails;
}

/** Exam seat reminders due at `now`: booked seats in sessions starting within the lead. */
async function dueExamReminders(settings: BookingSettings, now: Date): Promise<MailToQueue[]> {
  const until = new Date(now.getTime() + EXAM_LEAD_MS);
  const sessions = await db
    .collection(COLLECTIONS.examSessions)
    .where('date', 'in', localDates(settings, now, until))
    .get();
  const soon = new Map<string, DocumentSnapshot>();
  for (const session of sessions.docs) {
    const start = slotInstant(settings, text(session.get('date')), text(session.get('startTime')));
    if (reminderDue(start, null, EXAM_LEAD_MS, now)) soon.set(session.id, session);
  }
  const bookings = (
    await Promise.all(
      chunks([...soon.keys()]).map((ids) =>
        db
          .collection(COLLECTIONS.examBookings)
          .where('sessionId', 'in', ids)
          .where('status', '==', 'booked')
          .get(),
      ),
    )
  ).flatMap((result) => result.docs);
  const due = bookings.filter((booking) => {
    const session = soon.get(text(booking.get('sessionId')))!;
    const start = slotInstant(settings, text(session.get('date')), text(session.get('startTime')));
    return reminderDue(start, booking.get('createdAt'), EXAM_LEAD_MS, now);
  });
  const queued = await alreadyQueued(due.map((booking) => mailIds.examSeatReminder(booking.id)));
  const candidates = (
    await Promise.all(
      due
        .filter((booking) => !queued.has(mailIds.examSeatReminder(booking.id)))
        .map(async (booking) => ({ booking, facts: await examSeatFacts(booking.data()) })),
    )
  ).filter((candidate) => candidate.facts !== null && isMailAddress(candidate.facts.to));
  const outs = await optedOut(candidates.map((candidate) => candidate.facts!.to));
  return candidates
    .filter((candidate) => !outs.has(emailKey(candidate.facts!.to)))
    .map(({ booking, facts }) => ({
      id: mailIds.examSeatReminder(booking.id),
      to: facts!.to,
      ref: { collection: COLLECTIONS.examBookings, id: booking.id },
      render: {
        template: 'exam_seat_reminder',
        language: facts!.language,
        data: { ...facts!.data, unsubscribeUrl: unsubscribeUrl(facts!.to, facts!.language) },
      },
    }));
}

export interface ReminderRun {
  appointments: number;
  exams: number;
  outcomes: QueueOutcome[];
}

/**
 * Queues every reminder due at `now` (exported for the tests; the job passes the clock):
 * appointments still booked or confirmed that start within APPOINTMENT_REMINDER_HOURS, exam seats
 * still booked whose session starts within EXAM_REMINDER_DAYS; never to an address that opted
 * out, never for a booking made after its reminder time, never twice (the reminder's id names
 * the appointment and its slot, so a rescheduled appointment is reminded of its new time).
 */
export async function queueDueReminders(now: Date): Promise<ReminderRun> {
  const settings = await loadBookingSettings();
  const [appointments, exams] = await Promise.all([
    dueAppointmentReminders(settings, now),
    dueExamReminders(settings, now),
  ]);
  const outcomes: QueueOutcome[] = [];
  for (const mail of [...appointments, ...exams]) outcomes.push(await queueMail(db, mail));
  return { appointments: appointments.length, exams: exams.length, outcomes };
}

/** Every REMINDER_JOB_MINUTES minutes: a reminder leaves at most that late. */
export const sendReminders = onSchedule(
  {
    schedule: `every ${REMINDER_JOB_MINUTES} minutes`,
    timeZone: DEFAULT_BOOKING_SETTINGS.timezone,
    // The unsubscribe links are signed with it.
    secrets: [MAIL_LINK_SECRET],
  },
  async () => {
    const run = await queueDueReminders(new Date());
    logger.info('reminders queued', {
      appointments: run.appointments,
      exams: run.exams,
      queued: run.outcomes.filter((outcome) => outcome === 'queued').length,
    });
  },
);
