import { z } from 'zod';
import { FIELD_LIMITS } from './applications';
import { LANGUAGES } from './constants';
import { requiredIdSchema } from './ids';
import { timestampSchema } from './timestamps';

/**
 * contactMessages/{id} (docs/product.md §3): the public contact form's messages. The public creates
 * them with status 'new' (firestore.rules check every key); staff with send_messages mark them
 * handled through setContactMessageStatus, which stamps handledBy, handledByName (the server's)
 * and handledAt, and clears them when a message is marked new again (docs/product.md §4.15).
 */
/**
 * The contact form's subjects, stored on the message as written here (English). Pages show each
 * in their language: the `contact` namespace's `form.subjects.<key>` (CONTACT_SUBJECT_KEYS), on
 * the form and in the staff inbox alike.
 */
export const CONTACT_SUBJECTS = [
  'General question',
  'Services and applications',
  'Appointments',
  'Banking with Equity Bank',
  'HCA exam',
  'Jobs',
  'Feedback or complaint',
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const CONTACT_SUBJECT_KEYS = {
  'General question': 'general',
  'Services and applications': 'services',
  Appointments: 'appointments',
  'Banking with Equity Bank': 'banking',
  'HCA exam': 'hcaExam',
  Jobs: 'jobs',
  'Feedback or complaint': 'feedback',
} as const satisfies Record<ContactSubject, string>;

/** A stored subject's key, or null for one the form never offered (shown as written). */
export function contactSubjectKey(
  subject: string,
): (typeof CONTACT_SUBJECT_KEYS)[ContactSubject] | null {
  return Object.hasOwn(CONTACT_SUBJECT_KEYS, subject)
    ? CONTACT_SUBJECT_KEYS[subject as ContactSubject]
    : null;
}

export const CONTACT_MESSAGE_STATUSES = ['new', 'handled'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

/** §4.15: new -> handled, and back, so that a message marked handled by mistake is not lost. */
export const CONTACT_MESSAGE_TRANSITIONS: Readonly<
  Record<ContactMessageStatus, readonly ContactMessageStatus[]>
> = {
  new: ['handled'],
  handled: ['new'],
};

/** What setContactMessageStatus answers with when it refuses. */
export const CONTACT_INBOX_MESSAGES = {
  messageIdInvalid: 'The contact message id is not valid',
  statusInvalid: 'Choose new or handled',
  notFound: 'Contact message not found',
  notAllowed: 'That status change is not allowed here.',
  stale: 'This message was changed by someone else since you opened it.',
} as const;

/** setContactMessageStatus's input: the message and the status it should have. */
export const setContactMessageStatusInput = z.strictObject({
  messageId: requiredIdSchema(CONTACT_INBOX_MESSAGES.messageIdInvalid),
  status: z.enum(CONTACT_MESSAGE_STATUSES, { error: CONTACT_INBOX_MESSAGES.statusInvalid }),
});
export type SetContactMessageStatusInput = z.input<typeof setContactMessageStatusInput>;

/** setContactMessageStatus's answer; changed is false when it already had that status. */
export interface SetContactMessageStatusAnswer {
  messageId: string;
  status: ContactMessageStatus;
  changed: boolean;
}

/** The stored record as staff read it, with its id; limits as in firestore.rules. */
export const contactMessageRecordSchema = z.object({
  id: z.string(),
  name: z.string().trim().min(1).max(FIELD_LIMITS.name),
  email: z
    .string()
    .max(FIELD_LIMITS.email)
    .regex(/^[^@ ]+@[^@ ]+$/),
  phone: z.string().max(FIELD_LIMITS.phone).optional(),
  subject: z.string().min(1).max(200),
  message: z.string().min(1).max(FIELD_LIMITS.answer),
  status: z.enum(CONTACT_MESSAGE_STATUSES),
  language: z.enum(LANGUAGES),
  createdAt: timestampSchema,
  handledBy: z.string().min(1).optional(),
  handledByName: z.string().optional(),
  handledAt: timestampSchema.optional(),
});
export type ContactMessageRecord = z.infer<typeof contactMessageRecordSchema>;

/** contactMessages/{id}/history/{entryId} (written only by setContactMessageStatus), with its id. */
export const contactMessageHistoryEntrySchema = z.object({
  id: z.string(),
  kind: z.literal('status'),
  from: z.enum(CONTACT_MESSAGE_STATUSES),
  to: z.enum(CONTACT_MESSAGE_STATUSES),
  by: z.string(),
  byName: z.string(),
  at: timestampSchema,
});
export type ContactMessageHistoryEntry = z.infer<typeof contactMessageHistoryEntrySchema>;
