import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './constants';
import { timestampSchema } from './timestamps';

/**
 * Notifications (issue 16, docs/product.md §3.4 "Notifications by email"): functions write
 * `mail/{id}` documents in the schema of Firebase's "Trigger Email from Firestore" extension
 * (`to`, `message` {subject, text, html, attachments}, `delivery` {state, attempts, ...}); the
 * `sendMail` function (or, in production, the official extension) delivers them over SMTP.
 *
 * Ids are deterministic (`mailIds`), and a mail is written with `create()`, so a retried trigger
 * or job finds its mail already there and never sends twice.
 *
 * Our own fields (`render`, `ref`, `createdAt`) are ignored by the extension: `render` keeps the
 * template name, language and data, so a mail whose rendering failed can be rendered again on
 * retry (the admin outbox page, /admin/mail).
 */

// ---------------------------------------------------------------------------------------------
// Delivery states (the extension's, same spelling)

export const MAIL_DELIVERY_STATES = ['PENDING', 'PROCESSING', 'RETRY', 'SUCCESS', 'ERROR'] as const;
export type MailDeliveryState = (typeof MAIL_DELIVERY_STATES)[number];

/** States the sender picks up: new mail, and mail an admin or the retry job sent back. */
export const MAIL_SENDABLE_STATES: readonly MailDeliveryState[] = ['PENDING', 'RETRY'];

/** Automatic attempts before a transient failure stays ERROR for good (an admin may retry). */
export const MAIL_MAX_ATTEMPTS = 5;

/** Wait before automatic attempt n+1 after n failed attempts (minutes): 1, 5, 15, 60. */
export const MAIL_RETRY_BACKOFF_MINUTES = [1, 5, 15, 60] as const;

/** A PROCESSING lease: after this the mail counts as abandoned and may be sent again. */
export const MAIL_LEASE_SECONDS = 60;

/** When attempt `attempts + 1` may run, or null when no automatic attempt is left. */
export function nextMailAttemptAt(attempts: number, failedAt: Date): Date | null {
  if (attempts >= MAIL_MAX_ATTEMPTS) return null;
  const index = Math.min(Math.max(attempts - 1, 0), MAIL_RETRY_BACKOFF_MINUTES.length - 1);
  return new Date(failedAt.getTime() + MAIL_RETRY_BACKOFF_MINUTES[index]! * 60_000);
}

// ---------------------------------------------------------------------------------------------
// Templates

export const MAIL_TEMPLATES = [
  'application_received',
  'application_status',
  'appointment_booked',
  'appointment_rescheduled',
  'appointment_cancelled',
  'appointment_reminder',
  'exam_seat_booked',
  'exam_seat_reminder',
  'licence_ready',
  'bank_request_received',
  'staff_digest',
] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

/** Application statuses that send the applicant a mail (the "ready" is completed). */
export const APPLICATION_STATUSES_MAILED = [
  'awaiting_info',
  'approved',
  'rejected',
  'completed',
] as const;
export type MailedApplicationStatus = (typeof APPLICATION_STATUSES_MAILED)[number];

/** Reminder lead times: appointments 24 h before, exam seats 3 days before. */
export const APPOINTMENT_REMINDER_HOURS = 24;
export const EXAM_REMINDER_DAYS = 3;
/** The reminder job's period (minutes): a reminder leaves at most this late. */
export const REMINDER_JOB_MINUTES = 15;

/** A date and wall-clock time in the centre's zone, as the records store them. */
interface LocalSlot {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  start: string;
  /** HH:mm; absent for exam sessions (they have a start only). */
  end?: string;
  /** IANA zone of date/start/end (settings/booking.timezone). */
  timezone: string;
}

/** Every template's variables. URLs are absolute (the functions build them from PUBLIC_SITE_URL). */
export interface MailTemplateData {
  application_received: {
    name: string;
    reference: string;
    serviceName: string;
    /** The public status check, with the reference filled in. */
    statusCheckUrl: string;
  };
  application_status: {
    name: string;
    reference: string;
    serviceName: string;
    status: MailedApplicationStatus;
    /** What is missing (awaiting_info) or why (rejected); '' when staff wrote none. */
    note: string;
    statusCheckUrl: string;
  };
  appointment_booked: LocalSlot & {
    name: string;
    reference: string;
    serviceName: string;
    /** What to bring (the service's documents list); may be empty. */
    whatToBring: string[];
    /** /appointment/{id}: view, reschedule or cancel. */
    manageUrl: string;
    /** The calendar file's SEQUENCE: how often it was rescheduled (absent: 0). */
    sequence?: number;
  };
  appointment_rescheduled: MailTemplateData['appointment_booked'];
  appointment_cancelled: LocalSlot & {
    name: string;
    reference: string;
    serviceName: string;
    /** /book-appointment */
    bookUrl: string;
  };
  appointment_reminder: MailTemplateData['appointment_booked'] & {
    /** Stops reminders to this address (the unsubscribe function). */
    unsubscribeUrl: string;
  };
  exam_seat_booked: Omit<LocalSlot, 'end'> & {
    name: string;
    /** The candidate's registration reference (APP-...). */
    reference: string;
    location: string;
  };
  exam_seat_reminder: MailTemplateData['exam_seat_booked'] & { unsubscribeUrl: string };
  licence_ready: {
    name: string;
    reference: string;
    /** 'collect': come to the centre (opening hours follow); 'courier': it is on its way. */
    delivery: 'collect' | 'courier';
    statusCheckUrl: string;
  };
  bank_request_received: {
    name: string;
    reference: string;
    /** The product in the mail's language is the template's job: the product key. */
    product: string;
  };
  staff_digest: {
    name: string;
    /** YYYY-MM-DD, the centre's day the digest covers. */
    date: string;
    items: {
      kind:
        'application' | 'hca_application' | 'licence_renewal' | 'visit' | 'task' | 'bank_request';
      label: string;
      url: string;
    }[];
    /** /account-settings, where the digest is switched off. */
    settingsUrl: string;
  };
}

export type MailRender = {
  [T in MailTemplate]: { template: T; language: Language; data: MailTemplateData[T] };
}[MailTemplate];

/** A rendered message: the subject carries no personal data beyond the reference. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

// renderMail(render: MailRender): RenderedMail lives in ./mail-templates (en and sw, plain text
// and simple HTML, with the centre's name, address and opening hours in the footer).

// ---------------------------------------------------------------------------------------------
// Deterministic ids

export const mailIds = {
  applicationReceived: (applicationId: string) => `app_${applicationId}_received`,
  /** One per status change: the change's history entry (or event) id makes it unique. */
  applicationStatus: (applicationId: string, status: string, changeId: string) =>
    `app_${applicationId}_${status}_${changeId}`,
  appointmentConfirmed: (appointmentId: string) => `appt_${appointmentId}_confirmed`,
  /** The n-th reschedule (the record's rescheduleCount after the move). */
  appointmentRescheduled: (appointmentId: string, count: number) =>
    `appt_${appointmentId}_rescheduled_${count}`,
  appointmentCancelled: (appointmentId: string) => `appt_${appointmentId}_cancelled`,
  /** Per appointment and slot: a rescheduled appointment gets a reminder for its new time. */
  appointmentReminder: (appointmentId: string, date: string, start: string) =>
    `appt_${appointmentId}_reminder24h_${date}_${start.replace(':', '')}`,
  examSeatBooked: (bookingId: string) => `exam_${bookingId}_booked`,
  examSeatReminder: (bookingId: string) => `exam_${bookingId}_reminder3d`,
  licenceReady: (renewalId: string) => `lic_${renewalId}_ready`,
  bankRequestReceived: (requestId: string) => `bank_${requestId}_received`,
  staffDigest: (uid: string, date: string) => `digest_${uid}_${date}`,
} as const;

// ---------------------------------------------------------------------------------------------
// Stored documents

const attachmentSchema = z.object({
  filename: z.string(),
  content: z.string(),
  contentType: z.string().optional(),
});

export const mailDeliverySchema = z.object({
  state: z.enum(MAIL_DELIVERY_STATES),
  attempts: z.number().int().min(0).catch(0),
  startTime: timestampSchema.nullable().optional(),
  endTime: timestampSchema.nullable().optional(),
  leaseExpireTime: timestampSchema.nullable().optional(),
  /** Why the last attempt failed ('' or absent when it did not). Never the message body. */
  error: z.string().nullable().optional(),
  /** When the retry job sends it again; null when it will not by itself. */
  nextAttemptAt: timestampSchema.nullable().optional(),
  info: z
    .object({
      messageId: z.string().nullable().optional(),
      accepted: z.array(z.string()).optional(),
      rejected: z.array(z.string()).optional(),
      response: z.string().nullable().optional(),
    })
    .nullable()
    .optional(),
});
export type MailDelivery = z.infer<typeof mailDeliverySchema>;

/** mail/{id} as stored, with its id (the admin outbox page reads these). */
export const mailRecordSchema = z.object({
  id: z.string(),
  to: z.string(),
  /** Absent when rendering failed (delivery.error says why); the sender renders from `render`. */
  message: z
    .object({
      subject: z.string(),
      text: z.string(),
      html: z.string(),
      attachments: z.array(attachmentSchema).optional(),
    })
    .optional(),
  render: z.object({
    template: z.enum(MAIL_TEMPLATES),
    language: z.enum(LANGUAGES).catch(DEFAULT_LANGUAGE),
    data: z.record(z.string(), z.unknown()),
  }),
  /** The record the mail is about, e.g. { collection: 'appointments', id }. */
  ref: z.object({ collection: z.string(), id: z.string() }).nullable().catch(null),
  createdAt: timestampSchema,
  delivery: mailDeliverySchema,
});
export type MailRecord = z.infer<typeof mailRecordSchema>;

/** mailOptOuts/{emailKey}: an address that asked for no more reminders (the unsubscribe link). */
export const mailOptOutSchema = z.object({
  reminders: z.boolean(),
  updatedAt: timestampSchema,
});

/** retryMail callable (admins): send an ERROR mail again. */
export const retryMailInput = z.strictObject({
  mailId: z
    .string()
    .trim()
    .min(1, 'Choose a mail to send again.')
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'That is not a mail id.'),
});
export type RetryMailInput = z.infer<typeof retryMailInput>;

export const MAIL_MESSAGES = {
  retryNotFound: 'That mail is not in the outbox.',
  retryNotFailed: 'Only a mail that failed can be sent again.',
  retried: 'The mail will be sent again.',
} as const;
