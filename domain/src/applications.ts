import { z } from 'zod';
import { chosenIdSchema, requiredIdOf, requiredIdSchema } from './ids';
import { DEFAULT_LANGUAGE, LANGUAGES } from './constants';
import {
  ALLOWED_DOCUMENT_TYPES,
  FIELD_LIMITS,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENTS,
  blankApplicant,
} from './application-limits';
import { optionalRecordText, recordOptionalText, recordText } from './records';
import { hasControlCharacters, textSchema } from './text';
import { optionalTimestampSchema, timestampSchema } from './timestamps';
import { SUBMISSION_COLLECTIONS } from './submissions';
import { REFERENCE_MESSAGES, statusCheckReferenceInput } from './references';
import { APPLICATION_STATUSES, REFERENCE_PATTERN, type ApplicationStatus } from './statuses';

/**
 * Service applications (docs/product.md §3: applications/{id}). The public creates one directly in
 * Firestore (rules check every field); functions assign the reference and keep the history; staff
 * move it through the workflow below.
 */

export { APPLICATION_STATUSES, type ApplicationStatus } from './statuses';

/** The statuses in English words (the staff pages' labels). */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, string> = {
  submitted: 'Submitted',
  in_review: 'In review',
  awaiting_info: 'Awaiting information',
  approved: 'Approved',
  rejected: 'Rejected',
  completed: 'Completed',
  withdrawn: 'Withdrawn',
};

/** The button that moves an application to a status, named for what it does. */
export const APPLICATION_STATUS_ACTION_LABELS: Record<ApplicationStatus, string> = {
  submitted: 'Move to Submitted',
  in_review: 'Move to In review',
  awaiting_info: 'Request information',
  approved: 'Approve',
  rejected: 'Reject',
  completed: 'Mark completed',
  withdrawn: 'Withdraw',
};

/**
 * docs/product.md §4.6: submitted -> in_review -> awaiting_info -> approved | rejected ->
 * completed, or withdrawn from any open state. Information that arrives sends an application back
 * to review.
 */
export const APPLICATION_TRANSITIONS: Readonly<
  Record<ApplicationStatus, readonly ApplicationStatus[]>
> = {
  submitted: ['in_review', 'withdrawn'],
  in_review: ['awaiting_info', 'approved', 'rejected', 'withdrawn'],
  awaiting_info: ['in_review', 'approved', 'rejected', 'withdrawn'],
  approved: ['completed'],
  rejected: ['completed'],
  completed: [],
  withdrawn: [],
};

export function canTransition(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return APPLICATION_TRANSITIONS[from].includes(to);
}

export const APPLICATION_KINDS = ['service', 'hca'] as const;
export type ApplicationKind = (typeof APPLICATION_KINDS)[number];

/** The service whose applications are listed under /hca-applications. */
export const HCA_SERVICE_ID = 'hca-exam';

export const APPLICATION_SOURCES = ['online', 'walk_in', 'offline_sync'] as const;
/** How an application reached the centre, in English words. */
export const APPLICATION_SOURCE_LABELS: Record<(typeof APPLICATION_SOURCES)[number], string> = {
  online: 'Online',
  walk_in: 'Walk in',
  offline_sync: 'Online, saved on the device first',
};
export const APPLICATION_PRIORITIES = ['normal', 'urgent'] as const;
export type ApplicationPriority = (typeof APPLICATION_PRIORITIES)[number];
/** The priorities in English words. */
export const APPLICATION_PRIORITY_LABELS: Record<(typeof APPLICATION_PRIORITIES)[number], string> =
  { normal: 'Normal', urgent: 'Urgent' };

export { LICENCE_REFERENCE_PATTERN, REFERENCE_ALPHABET, REFERENCE_PATTERN } from './statuses';
export {
  ALLOWED_DOCUMENT_TYPES,
  DOCUMENT_TYPE_LABELS,
  FIELD_LIMITS,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENTS,
  blankApplicant,
} from './application-limits';

/** Storage path of an uploaded document: applications/{applicationId}/{fileName}. */
export function documentPath(applicationId: string, fileName: string): string {
  return `applications/${applicationId}/${fileName}`;
}

/** The applicationId of a documentPath; null for any other path. */
export function applicationIdOfDocumentPath(path: string): string | null {
  return /^applications\/([^/]+)\/[^/]+$/.exec(path)?.[1] ?? null;
}

/** clientRequestId: a UUID made in the browser; also the document id of a public submission. */
export const clientRequestIdSchema = requiredIdOf(z.uuid());

/** The oldest plausible applicant, in years (firestore.rules checks the same). */
export const MAX_APPLICANT_AGE_YEARS = 120;
/**
 * A date of birth may be today anywhere on Earth: the latest time zone is UTC+14, so a date is
 * in the future only once its UTC midnight is more than 14 hours after now.
 */
const LATEST_TIME_ZONE_MS = 14 * 60 * 60 * 1000;

export const DATE_OF_BIRTH_MESSAGES = {
  invalid: 'Enter your date of birth',
  future: 'Date of birth must be in the past',
  tooOld: 'Check the year of your date of birth',
} as const;

/**
 * A real calendar date (z.iso.date knows month lengths and leap years), not in the future and at
 * most MAX_APPLICANT_AGE_YEARS ago: `9999-99-99` and `9999-12-31` are refused (issue 9, item 10).
 */
export function dateOfBirthProblem(value: string, now: Date = new Date()): string | null {
  if (!z.iso.date().safeParse(value).success) return DATE_OF_BIRTH_MESSAGES.invalid;
  const midnightUtc = Date.parse(`${value}T00:00:00Z`);
  if (midnightUtc > now.getTime() + LATEST_TIME_ZONE_MS) return DATE_OF_BIRTH_MESSAGES.future;
  if (Number(value.slice(0, 4)) < now.getUTCFullYear() - MAX_APPLICANT_AGE_YEARS) {
    return DATE_OF_BIRTH_MESSAGES.tooOld;
  }
  return null;
}

export const dateOfBirthSchema = z.iso
  .date(DATE_OF_BIRTH_MESSAGES.invalid)
  .superRefine((value, context) => {
    const problem = dateOfBirthProblem(value);
    // An invalid date has its issue from z.iso.date already.
    if (problem && problem !== DATE_OF_BIRTH_MESSAGES.invalid) {
      context.addIssue({ code: 'custom', message: problem });
    }
  });

/** One answer: a number, or text of at most FIELD_LIMITS.answer characters. */
export const answerSchema = z.union([
  z
    .string()
    .max(FIELD_LIMITS.answer, `Keep each answer under ${FIELD_LIMITS.answer} characters`)
    // Line breaks and tabs (pasted text) are kept; other control characters are refused.
    .refine((text) => !hasControlCharacters(text.replaceAll('\t', ' '), { multiline: true }), {
      error: 'An answer contains characters that cannot be sent',
    }),
  z.number(),
]);

/** answers: keyed by applicationField keys (services.ts), at most FIELD_LIMITS.answers. */
export const answersSchema = z
  .record(z.string().regex(/^[a-zA-Z][a-zA-Z0-9]{0,59}$/), answerSchema)
  .refine((answers) => Object.keys(answers).length <= FIELD_LIMITS.answers, {
    error: `At most ${FIELD_LIMITS.answers} answers`,
  });

/** What the applicant's fields say when they are wrong (the form shows them translated). */
export const APPLICANT_MESSAGES = {
  firstName: 'Enter your first name',
  lastName: 'Enter your last name',
  email: 'Enter an email address like name@example.com',
  phone: 'Enter a phone number we can call',
  phoneCharacters: 'Use digits, spaces and + only',
} as const;

export const applicantSchema = z.object({
  firstName: z.string().trim().min(1, APPLICANT_MESSAGES.firstName).max(FIELD_LIMITS.name),
  lastName: z.string().trim().min(1, APPLICANT_MESSAGES.lastName).max(FIELD_LIMITS.name),
  dateOfBirth: dateOfBirthSchema,
  email: z.email(APPLICANT_MESSAGES.email).max(FIELD_LIMITS.email),
  phone: z
    .string()
    .trim()
    .min(7, APPLICANT_MESSAGES.phone)
    .max(FIELD_LIMITS.phone)
    .regex(/^[+0-9 ()-]+$/, APPLICANT_MESSAGES.phoneCharacters),
  address: z.string().trim().max(FIELD_LIMITS.address).default(''),
  language: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE),
});
export type Applicant = z.infer<typeof applicantSchema>;

export const applicationDocumentSchema = z.object({
  path: z.string().max(400),
  name: z.string().min(1).max(FIELD_LIMITS.fileName),
  size: z.number().int().positive().max(MAX_DOCUMENT_BYTES),
  contentType: z.enum(ALLOWED_DOCUMENT_TYPES),
  /** the applicationField key the document answers */
  field: z.string().max(60),
});
export type ApplicationDocument = z.infer<typeof applicationDocumentSchema>;

/** What the public writes: exactly these keys (rules refuse any other). */
export const publicApplicationSchema = z.object({
  clientRequestId: clientRequestIdSchema,
  serviceId: z.string().min(1).max(100),
  kind: z.enum(APPLICATION_KINDS),
  applicant: applicantSchema,
  answers: answersSchema,
  documents: z.array(applicationDocumentSchema).max(MAX_DOCUMENTS),
  status: z.literal('submitted'),
  source: z.enum(['online', 'offline_sync']),
});
export type PublicApplication = z.infer<typeof publicApplicationSchema>;

/** The status check's answer: only status and dates, never personal data. */
export interface ApplicationStatusAnswer {
  found: boolean;
  /** What the reference names: an application (APP-) or a licence renewal (LIC-). */
  kind?: 'application' | 'licence_renewal';
  /** An ApplicationStatus, or a LicenceRenewalStatus when kind is licence_renewal. */
  status?: string;
  /** A licence renewal awaiting the client: what is missing, in the staff member's words. */
  message?: string;
  submittedAt?: string;
  updatedAt?: string;
}

/** Staff may explain a status change in a note kept on its history entry (rules cap it too). */
export const STATUS_NOTE_MAX = 500;

/**
 * Moves that need the staff member's reason in the note: a rejection ends the application and
 * mails the applicant, who will ask why. One click cannot reject: the reason is typed first.
 */
export const APPLICATION_STATUSES_NEEDING_NOTE = [
  'rejected',
] as const satisfies readonly ApplicationStatus[];

export function applicationStatusNeedsNote(status: ApplicationStatus): boolean {
  return (APPLICATION_STATUSES_NEEDING_NOTE as readonly string[]).includes(status);
}

/** Messages the application callables send with `invalid-argument` / `not-found`. */
export const APPLICATION_MESSAGES = {
  applicationIdInvalid: 'The application id is not valid',
  applicationNotFound: 'Application not found',
  statusInvalid: 'Choose one of the application statuses',
  priorityInvalid: 'Choose a priority: normal or urgent',
  assigneeInvalid: 'Choose a member of staff, or nobody',
  assigneeNotFound: 'That member of staff was not found',
  statusChangeNotAllowed: 'That status change is not allowed for this application.',
  statusChanged: 'This application was changed by someone else since you opened it.',
  referenceInvalid: REFERENCE_MESSAGES.referenceInvalid,
  dateOfBirthInvalid: 'Enter your date of birth as YYYY-MM-DD',
  noteRequired: 'Say why the application is rejected.',
} as const;

/** A priority as the workflow writes it (setApplicationPriority, the 'priority' history entry). */
export const applicationPrioritySchema = z.enum(APPLICATION_PRIORITIES, {
  error: APPLICATION_MESSAGES.priorityInvalid,
});

/** getApplicationReceipt's input: the application id (its clientRequestId) is the capability. */
export const applicationReceiptInput = z.object({
  applicationId: requiredIdOf(z.uuid({ error: APPLICATION_MESSAGES.applicationIdInvalid })),
  /** Where the submission was written (submissions.ts); absent means applications. */
  collection: z
    .enum(SUBMISSION_COLLECTIONS, { error: APPLICATION_MESSAGES.applicationIdInvalid })
    .default('applications'),
});
export type ApplicationReceiptInput = z.input<typeof applicationReceiptInput>;

/** getApplicationReceipt's answer; reference is null until the trigger has assigned it. */
export interface ApplicationReceipt {
  reference: string | null;
  /** An application's status, or a licence renewal's (LicenceRenewalStatus) for LIC- requests. */
  status: string;
  submittedAt: string | null;
}

export const checkApplicationStatusInput = z.object({
  reference: statusCheckReferenceInput,
  dateOfBirth: z.iso.date({ error: APPLICATION_MESSAGES.dateOfBirthInvalid }),
});
export type CheckApplicationStatusInput = z.infer<typeof checkApplicationStatusInput>;

/**
 * applications/{id}/history/{eventId}: written only by functions, each change in the transaction
 * that makes it (the reference trigger's 'created'; the workflow callables' 'status',
 * 'assignment' and 'priority').
 */
export const APPLICATION_HISTORY_KINDS = ['created', 'status', 'assignment', 'priority'] as const;
export type ApplicationHistoryKind = (typeof APPLICATION_HISTORY_KINDS)[number];

/** `by` of the entry written when an application is submitted (nobody on the staff did it). */
export const APPLICANT_ACTOR = 'applicant';

/**
 * One history entry. Status entries: from/to are statuses; assignment entries: from/to are staff
 * uids (or null) with their display names in fromName/toName; priority entries: from/to are
 * priorities (applicationPriorityEntrySchema). `at` is the change's own time.
 */
export interface ApplicationHistoryEntry<At = unknown> {
  kind: ApplicationHistoryKind;
  from: string | null;
  to: string | null;
  fromName?: string | null;
  toName?: string | null;
  by: string;
  byName: string | null;
  at: At;
  note: string | null;
}

// ---------------------------------------------------------------------------------------------
// Stored records as staff read them (moved here from the web app's applications feature, so the
// web converters, the demo seed and its test share one definition). Timestamps are read as Dates
// (timestampSchema); a malformed optional field falls back to a neutral value so that one odd
// document does not hide a whole page. The status must be one the workflow knows: the actions
// depend on it.

/** The applicant of a stored submission (an application, a licence renewal). */
export const applicantRecordSchema = z
  .object({
    firstName: recordText,
    lastName: recordText,
    dateOfBirth: recordText,
    email: recordText,
    phone: recordText,
    address: recordText,
    language: recordText,
  })
  .catch(blankApplicant(''));

export const applicationDocumentRecordSchema = z.object({
  path: z.string(),
  name: z.string().catch('Document'),
  size: z.number().nonnegative().catch(0),
  // Rules allow only these types; anything else is shown as it is rather than hidden.
  contentType: z.union([z.enum(ALLOWED_DOCUMENT_TYPES), z.string()]).catch(''),
  field: z.string().catch(''),
});

/** applications/{id} as stored (public fields + what functions and staff add), with its id. */
export const applicationRecordSchema = z.object({
  id: z.string(),
  // Null until the onCreate trigger has assigned it (a second or so after submission).
  reference: z.string().regex(REFERENCE_PATTERN).nullable().catch(null),
  serviceId: recordText,
  kind: z.enum(APPLICATION_KINDS).catch('service'),
  applicant: applicantRecordSchema,
  answers: z.record(z.string(), z.union([z.string(), z.number()])).catch({}),
  documents: z.array(applicationDocumentRecordSchema).catch([]),
  status: z.enum(APPLICATION_STATUSES),
  statusNote: z.string().catch(''),
  source: z.enum(APPLICATION_SOURCES).catch('online'),
  assignedTo: recordOptionalText,
  assignedToName: recordOptionalText,
  priority: applicationPrioritySchema.catch('normal'),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  updatedBy: recordOptionalText,
  statusChangedAt: timestampSchema,
  /** When it was first approved or rejected (reports: time to decision); null before. */
  decidedAt: optionalTimestampSchema,
});
export type ApplicationRecord = z.infer<typeof applicationRecordSchema>;
export type ApplicationDocumentRecord = ApplicationRecord['documents'][number];

/**
 * What setApplicationPriority writes as its 'priority' history entry, before the transaction adds
 * by, byName and at (the caller, from the server, and the commit time): the priority the
 * application had and the one it was given, never the same.
 */
export const applicationPriorityEntrySchema = z
  .strictObject({
    kind: z.literal('priority'),
    from: applicationPrioritySchema,
    to: applicationPrioritySchema,
    note: z.null(),
  })
  .refine((entry) => entry.from !== entry.to, { error: 'A priority entry records a change' });
export type ApplicationPriorityEntry = z.infer<typeof applicationPriorityEntrySchema>;

/**
 * applications/{id}/history/{eventId} (written only by functions), with its id. One schema reads
 * every kind (older entries included): from/to are statuses, staff uids or priorities by kind.
 */
export const applicationHistoryEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(APPLICATION_HISTORY_KINDS).or(z.string()).catch('status'),
  from: recordOptionalText,
  to: recordOptionalText,
  // Assignment entries may carry the names as well as the uids.
  fromName: optionalRecordText,
  toName: optionalRecordText,
  by: recordOptionalText,
  byName: recordOptionalText,
  at: timestampSchema,
  note: recordOptionalText,
});
export type ApplicationHistoryRecord = z.infer<typeof applicationHistoryEntrySchema>;

/** applications/{id}/notes/{noteId}: internal, staff only, never edited; with its id. */
export const applicationNoteSchema = z.object({
  id: z.string(),
  body: recordText,
  authorId: recordText,
  authorName: recordText,
  createdAt: timestampSchema,
});
export type ApplicationNoteRecord = z.infer<typeof applicationNoteSchema>;

/**
 * addApplicationNote's input: the application and the text. The author (uid and display name)
 * comes from the caller's token and users/{uid} on the server, never from the client.
 */
export const addApplicationNoteInput = z.strictObject({
  applicationId: requiredIdSchema(APPLICATION_MESSAGES.applicationIdInvalid),
  body: z
    .string({ error: 'Write the note first.' })
    .trim()
    .min(1, 'Write the note first.')
    .max(FIELD_LIMITS.note, `Keep the note under ${FIELD_LIMITS.note} characters.`)
    // Line breaks and tabs (pasted text) are kept; other control characters are refused.
    .refine((text) => !hasControlCharacters(text.replaceAll('\t', ' '), { multiline: true }), {
      error: 'The note contains characters that cannot be saved.',
    }),
});
export type AddApplicationNoteInput = z.infer<typeof addApplicationNoteInput>;

/** addApplicationNote's answer. */
export interface ApplicationNoteAdded {
  noteId: string;
}

/** applicationReferences/{code}: reserves a reference for one application (functions only). */
export const applicationReferenceSchema = z.object({
  applicationId: z.string().min(1),
  createdAt: timestampSchema,
});

// ---------------------------------------------------------------------------------------------
// The staff workflow callables (updateApplicationStatus, assignApplication,
// setApplicationPriority). Each is the whole of a change: the actor (by, byName, updatedBy) and
// the assignee's name come from the server, never from the client, so none is an input.

const applicationIdInput = requiredIdSchema(APPLICATION_MESSAGES.applicationIdInvalid);
const applicationStatusInput = z.enum(APPLICATION_STATUSES, {
  error: APPLICATION_MESSAGES.statusInvalid,
});

/**
 * updateApplicationStatus's input: the status to move to along APPLICATION_TRANSITIONS, the
 * status the member of staff saw (a record moved on since is refused, not overwritten) and an
 * optional note kept on the history entry.
 */
export const updateApplicationStatusInput = z
  .strictObject({
    applicationId: applicationIdInput,
    status: applicationStatusInput,
    expectedStatus: applicationStatusInput.optional(),
    note: textSchema({ max: STATUS_NOTE_MAX, multiline: true }).default(''),
  })
  .refine((input) => !applicationStatusNeedsNote(input.status) || input.note.length > 0, {
    error: APPLICATION_MESSAGES.noteRequired,
    path: ['note'],
  });
export type UpdateApplicationStatusInput = z.input<typeof updateApplicationStatusInput>;

/** assignApplication's input: a member of staff's uid, or null for nobody. */
export const assignApplicationInput = z.strictObject({
  applicationId: applicationIdInput,
  assignedTo: chosenIdSchema(APPLICATION_MESSAGES.assigneeInvalid).nullable(),
});
export type AssignApplicationInput = z.input<typeof assignApplicationInput>;

/** setApplicationPriority's input. */
export const setApplicationPriorityInput = z.strictObject({
  applicationId: applicationIdInput,
  priority: applicationPrioritySchema,
});
export type SetApplicationPriorityInput = z.input<typeof setApplicationPriorityInput>;

/** What the three workflow callables answer: the application as the change left it. */
export interface ApplicationWorkflowAnswer {
  applicationId: string;
  /** false when the call asked for what the application already had (a retried call). */
  changed: boolean;
}
