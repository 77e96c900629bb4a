import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@centre/domain/constants';
import {
  APPLICATION_STATUSES_MAILED,
  mailIds,
  type MailedApplicationStatus,
} from '@centre/domain/mail';

/**
 * Which mails a record's change owes (issue 16). Pure functions of the record before and after
 * a write, unit-tested in decisions.test.ts; the triggers beside them (on-*-mail.ts) load what
 * the mails print (service names, the centre's zone, sessions) and queue them.
 */

/** A stored document's fields, as a trigger sees them (undefined: it does not exist). */
export type Fields = Record<string, unknown> | undefined;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A record's language field as a mail language (anything else reads as the default). */
export function languageOf(value: unknown): Language {
  return (LANGUAGES as readonly unknown[]).includes(value) ? (value as Language) : DEFAULT_LANGUAGE;
}

/** Appointment statuses that still expect the visitor: they get reschedule mails and reminders. */
export const REMINDED_APPOINTMENT_STATUSES = ['booked', 'confirmed'] as const;

const expected = (status: unknown) =>
  (REMINDED_APPOINTMENT_STATUSES as readonly unknown[]).includes(status);

// ---------------------------------------------------------------------------------------------
// Appointments

export type AppointmentMail =
  | { template: 'appointment_booked'; id: string; sequence: 0 }
  | { template: 'appointment_rescheduled'; id: string; sequence: number }
  | { template: 'appointment_cancelled'; id: string };

/**
 * appointments/{id}: a new booking -> its confirmation; a move to another date or time while it
 * is still expected -> "rescheduled" (one per reschedule: the id carries rescheduleCount); a move
 * to cancelled -> "cancelled" (once). Nothing else (check-in, completion, no-show) mails.
 */
export function appointmentMails(
  appointmentId: string,
  before: Fields,
  after: Fields,
): AppointmentMail[] {
  if (!after) return [];
  if (!before) {
    return expected(after.status)
      ? [
          {
            template: 'appointment_booked',
            id: mailIds.appointmentConfirmed(appointmentId),
            sequence: 0,
          },
        ]
      : [];
  }
  if (after.status === 'cancelled' && before.status !== 'cancelled') {
    return [{ template: 'appointment_cancelled', id: mailIds.appointmentCancelled(appointmentId) }];
  }
  const moved = before.date !== after.date || before.start !== after.start;
  if (moved && expected(after.status)) {
    const count = typeof after.rescheduleCount === 'number' ? after.rescheduleCount : 0;
    return [
      {
        template: 'appointment_rescheduled',
        id: mailIds.appointmentRescheduled(appointmentId, count),
        sequence: count,
      },
    ];
  }
  return [];
}

// ---------------------------------------------------------------------------------------------
// Applications (service applications and HCA registrations alike)

export type ApplicationMail =
  | { template: 'application_received'; id: string }
  | { template: 'application_status'; id: string; status: MailedApplicationStatus; note: string };

/**
 * applications/{id}: the APP- reference appearing (the trigger assigns it just after the
 * submission) -> "received"; a status change to awaiting_info, approved, rejected or completed
 * -> "status" with the change's note. `changeId` (the trigger event's id) makes each change one
 * mail, and a retried event the same mail.
 */
export function applicationMails(
  applicationId: string,
  changeId: string,
  before: Fields,
  after: Fields,
): ApplicationMail[] {
  if (!after) return [];
  const mails: ApplicationMail[] = [];
  if (!text(before?.reference) && text(after.reference)) {
    mails.push({
      template: 'application_received',
      id: mailIds.applicationReceived(applicationId),
    });
  }
  const status = after.status;
  if (
    before &&
    before.status !== status &&
    (APPLICATION_STATUSES_MAILED as readonly unknown[]).includes(status)
  ) {
    mails.push({
      template: 'application_status',
      id: mailIds.applicationStatus(applicationId, String(status), changeId),
      status: status as MailedApplicationStatus,
      note: text(after.statusNote),
    });
  }
  return mails;
}

// ---------------------------------------------------------------------------------------------
// Licence renewals, bank requests, exam seats

/** licenceRenewals/{id}: the move to ready_for_collection -> "licence ready" (once). */
export function licenceReadyMail(
  renewalId: string,
  before: Fields,
  after: Fields,
): { id: string; delivery: 'collect' | 'courier' } | null {
  if (!after || after.status !== 'ready_for_collection') return null;
  if (before?.status === 'ready_for_collection') return null;
  const answers = (after.answers ?? {}) as Record<string, unknown>;
  return {
    id: mailIds.licenceReady(renewalId),
    delivery: answers.delivery === 'courier' ? 'courier' : 'collect',
  };
}

/** bankRequests/{id}: the BNK- reference appearing (set when the request is written) -> "received". */
export function bankRequestReceivedMail(
  requestId: string,
  before: Fields,
  after: Fields,
): string | null {
  return after && text(after.reference) && !text(before?.reference)
    ? mailIds.bankRequestReceived(requestId)
    : null;
}

/** examBookings/{id}: a new booking with status booked -> "exam seat booked". */
export function examSeatBookedMail(bookingId: string, after: Fields): string | null {
  return after?.status === 'booked' ? mailIds.examSeatBooked(bookingId) : null;
}
