import { differenceInBusinessDays, startOfDay, subBusinessDays } from 'date-fns';
import { z } from 'zod';
import { hasPermission, roleMayOpen, type AccessUser } from './access';
import {
  applicantRecordSchema,
  applicationDocumentRecordSchema,
  applicationHistoryEntrySchema,
  applicationNoteSchema,
  type ApplicationHistoryKind,
  type PublicApplication,
} from './applications';
import { chosenIdSchema, requiredIdSchema } from './ids';
import { optionalRecordText, recordText } from './records';
import { ROUTES } from './routes';
import { LICENCE_RENEWAL_SERVICE_ID } from './submissions';
import type { ApplicationField } from './services';
import {
  LICENCE_REFERENCE_PATTERN,
  LICENCE_RENEWAL_STATUSES,
  type LicenceRenewalStatus,
} from './statuses';
import { textSchema } from './text';
import { timestampSchema } from './timestamps';

/**
 * Licence renewals (docs/product.md §3.4 licenceRenewals, §4.13): a visitor abroad asks the
 * centre to renew their home-country driving licence. The public request is sent by the same form
 * machinery as a service application (documents uploaded first under an upload grant, kept on the
 * device when the connection fails), bound to the `licence-renewal` service, but it is written to
 * licenceRenewals/{clientRequestId} instead of applications/ (submissions.ts decides). A trigger gives it its LIC- reference; staff (admin, manager) move it through the
 * workflow below with callables that write history.
 */

// ---------------------------------------------------------------------------------------------
// Statuses and transitions (§4.13)

export { LICENCE_RENEWAL_STATUSES, type LicenceRenewalStatus } from './statuses';

/**
 * submitted -> in_review -> awaiting_client (something is missing; the client's answer sends it
 * back to review) -> sent_to_authority -> ready_for_collection -> completed, or rejected from any
 * open step before the licence is ready.
 */
export const LICENCE_RENEWAL_TRANSITIONS: Readonly<
  Record<LicenceRenewalStatus, readonly LicenceRenewalStatus[]>
> = {
  submitted: ['in_review', 'rejected'],
  in_review: ['awaiting_client', 'sent_to_authority', 'rejected'],
  awaiting_client: ['in_review', 'rejected'],
  sent_to_authority: ['ready_for_collection', 'rejected'],
  ready_for_collection: ['completed'],
  completed: [],
  rejected: [],
};

export function canMoveLicenceRenewal(from: LicenceRenewalStatus, to: LicenceRenewalStatus) {
  return LICENCE_RENEWAL_TRANSITIONS[from].includes(to);
}

/** Moves that need a message: what is missing (awaiting_client), why (rejected). */
export const LICENCE_RENEWAL_STATUSES_NEEDING_NOTE = [
  'awaiting_client',
  'rejected',
] as const satisfies readonly LicenceRenewalStatus[];

export function licenceRenewalNeedsNote(status: LicenceRenewalStatus): boolean {
  return (LICENCE_RENEWAL_STATUSES_NEEDING_NOTE as readonly string[]).includes(status);
}

/** Statuses with no way out: no clock runs, nothing is stuck. */
export const FINAL_LICENCE_RENEWAL_STATUSES = [
  'completed',
  'rejected',
] as const satisfies readonly LicenceRenewalStatus[];

export function isFinalLicenceRenewalStatus(status: LicenceRenewalStatus): boolean {
  return (FINAL_LICENCE_RENEWAL_STATUSES as readonly string[]).includes(status);
}

export const LICENCE_RENEWAL_STATUS_LABELS: Record<LicenceRenewalStatus, string> = {
  submitted: 'Submitted',
  in_review: 'In review',
  awaiting_client: 'Awaiting client',
  sent_to_authority: 'Sent to authority',
  ready_for_collection: 'Ready for collection',
  completed: 'Completed',
  rejected: 'Rejected',
};

/** The button that moves a renewal to a status, named for what it does. */
export const LICENCE_RENEWAL_ACTION_LABELS: Record<LicenceRenewalStatus, string> = {
  submitted: 'Move to Submitted',
  in_review: 'Start review',
  awaiting_client: 'Ask the client for something',
  sent_to_authority: 'Mark sent to the authority',
  ready_for_collection: 'Mark ready for collection',
  completed: 'Mark collected',
  rejected: 'Reject',
};

/** A renewal in one open status for more than this many working days is flagged as stuck. */
export const LICENCE_RENEWAL_STUCK_WORKING_DAYS = 10;

/** Working days (Monday to Friday) from `since` to `now`; 0 when `since` is later. */
export function workingDaysBetween(since: Date, now: Date): number {
  return Math.max(0, differenceInBusinessDays(now, since));
}

/** Whole calendar days from `since` to `now` (the clock shown next to a status). */
export function daysBetween(since: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - since.getTime()) / 86_400_000));
}

/** Open and in the same status for more than LICENCE_RENEWAL_STUCK_WORKING_DAYS working days. */
export function isLicenceRenewalStuck(
  renewal: { status: LicenceRenewalStatus; statusChangedAt: Date | null },
  now: Date,
): boolean {
  if (isFinalLicenceRenewalStatus(renewal.status) || !renewal.statusChangedAt) return false;
  return workingDaysBetween(renewal.statusChangedAt, now) > LICENCE_RENEWAL_STUCK_WORKING_DAYS;
}

/**
 * The "stuck" filter of the list as one range: every open renewal that isLicenceRenewalStuck
 * changed status before this instant (the start of the day LICENCE_RENEWAL_STUCK_WORKING_DAYS
 * working days ago). The range may also take a few weekend hours just before it that are not
 * stuck yet, so the list keeps only the rows isLicenceRenewalStuck flags.
 */
export function licenceRenewalStuckCutoff(now: Date): Date {
  return startOfDay(subBusinessDays(now, LICENCE_RENEWAL_STUCK_WORKING_DAYS));
}

/** The statuses a clock runs in (every status but the final ones). */
export const OPEN_LICENCE_RENEWAL_STATUSES = LICENCE_RENEWAL_STATUSES.filter(
  (status) => !isFinalLicenceRenewalStatus(status),
);

const LICENCE_RENEWALS_ROUTE = ROUTES.find((route) => route.page === 'license-renewals-admin');

/**
 * manage_license_renewals and a role of /admin/license-renewals (admin, superadmin, manager):
 * an agent holds the permission but cannot open the page, so the callables refuse them too.
 */
export function canManageLicenceRenewals(user: AccessUser | null | undefined): boolean {
  return (
    roleMayOpen(LICENCE_RENEWALS_ROUTE, user) && hasPermission(user, 'manage_license_renewals')
  );
}

// ---------------------------------------------------------------------------------------------
// References

export const LICENCE_REFERENCE_PREFIX = 'LIC';
/** e.g. LIC-7K3Q9D, from the same alphabet as APP- references (statuses.ts). */
export { LICENCE_REFERENCE_PATTERN };

// ---------------------------------------------------------------------------------------------
// The request's fields (answers of the licence-renewal service; emulator-data/services.json
// carries exactly these, checked by a test)

export const DELIVERY_OPTIONS = ['collect', 'courier'] as const;
export type DeliveryOption = (typeof DELIVERY_OPTIONS)[number];
export const DELIVERY_OPTION_LABELS: Record<DeliveryOption, string> = {
  collect: 'Collect at the centre',
  courier: 'Send by courier',
};

export const ISSUING_COUNTRIES = [
  'Kenya',
  'Uganda',
  'Tanzania',
  'Rwanda',
  'Burundi',
  'South Sudan',
  'Ethiopia',
  'Somalia',
  'DR Congo',
  'Other',
] as const;

/** The answer keys of a licence renewal request. */
export const LICENCE_FIELD_KEYS = {
  licenceNumber: 'licenceNumber',
  licenceClass: 'licenceClass',
  issuingCountry: 'issuingCountry',
  licenceExpiry: 'licenceExpiry',
  delivery: 'delivery',
  courierAddress: 'courierAddress',
  licenceCopy: 'licenceCopy',
  identityDocument: 'identityDocument',
  photo: 'photo',
} as const;

/** The licence-renewal service's applicationFields, in the form's order. */
export const LICENCE_RENEWAL_FIELDS: readonly ApplicationField[] = [
  { key: 'licenceNumber', label: 'Licence number', type: 'text', required: true },
  { key: 'licenceClass', label: 'Licence class (e.g. B, C1)', type: 'text', required: true },
  {
    key: 'issuingCountry',
    label: 'Issuing country',
    type: 'select',
    required: true,
    options: [...ISSUING_COUNTRIES],
  },
  { key: 'licenceExpiry', label: 'Expiry date', type: 'date', required: true },
  {
    key: 'delivery',
    label: 'Delivery',
    type: 'select',
    required: true,
    options: [...DELIVERY_OPTIONS],
  },
  {
    key: 'courierAddress',
    label: 'Courier address (if sent by courier)',
    type: 'text',
    required: false,
  },
  { key: 'licenceCopy', label: 'Copy of licence (both sides)', type: 'file', required: true },
  { key: 'identityDocument', label: 'Passport or national ID', type: 'file', required: true },
  { key: 'photo', label: 'Passport photo', type: 'file', required: true },
];

export const LICENCE_FIELD_LIMITS = { licenceNumber: 40, licenceClass: 40, courierAddress: 300 };

/** The text answers of a request, as the workflow reads them (missing ones read as ''). */
export const licenceAnswersSchema = z.object({
  licenceNumber: recordText,
  licenceClass: recordText,
  issuingCountry: recordText,
  licenceExpiry: recordText,
  delivery: z.enum(DELIVERY_OPTIONS).catch('collect'),
  courierAddress: recordText.optional().transform((value) => value ?? ''),
});
export type LicenceAnswers = z.infer<typeof licenceAnswersSchema>;

/** The public request: a PublicApplication of the licence-renewal service (rules check it). */
export type PublicLicenceRenewal = PublicApplication & {
  serviceId: typeof LICENCE_RENEWAL_SERVICE_ID;
};

// ---------------------------------------------------------------------------------------------
// Messages

export const LICENCE_RENEWAL_MESSAGES = {
  renewalIdInvalid: 'The licence renewal id is not valid',
  notFound: 'Licence renewal not found',
  notAllowed: 'That status change is not allowed for this licence renewal.',
  stale: 'This licence renewal was changed by someone else since you opened it.',
  noteRequired: 'Say what is missing, or why it is rejected.',
  statusInvalid: 'Choose one of the licence renewal statuses',
  assigneeInvalid: 'Choose a member of staff, or nobody',
  assigneeNotFound: 'That member of staff was not found',
  assigneeNotEligible: 'That member of staff cannot work on licence renewals.',
  notPermitted: 'Only an administrator or a manager can change licence renewals.',
  referenceInvalid: 'Enter your reference, like LIC-7K3Q9D',
} as const;

export const LICENCE_RENEWAL_NOTE_MAX = 2000;

// ---------------------------------------------------------------------------------------------
// Callable inputs (functions/src/licence-renewals/)

const renewalId = requiredIdSchema(LICENCE_RENEWAL_MESSAGES.renewalIdInvalid);
const note = textSchema({ max: LICENCE_RENEWAL_NOTE_MAX, multiline: true });

/**
 * changeLicenceRenewalStatus: `expectedStatus` is what the page showed (a stale move is
 * failed-precondition); a note is required for awaiting_client (what is missing, shown to the
 * client by the status check) and rejected (why).
 */
export const changeLicenceRenewalStatusInput = z
  .strictObject({
    renewalId,
    to: z.enum(LICENCE_RENEWAL_STATUSES, { error: LICENCE_RENEWAL_MESSAGES.statusInvalid }),
    expectedStatus: z.enum(LICENCE_RENEWAL_STATUSES, {
      error: LICENCE_RENEWAL_MESSAGES.statusInvalid,
    }),
    note: note.optional().default(''),
  })
  .refine((input) => !licenceRenewalNeedsNote(input.to) || input.note.length > 0, {
    error: LICENCE_RENEWAL_MESSAGES.noteRequired,
    path: ['note'],
  });
export type ChangeLicenceRenewalStatusInput = z.input<typeof changeLicenceRenewalStatusInput>;

/** assignLicenceRenewal: a member of staff's uid, or null to unassign. */
export const assignLicenceRenewalInput = z.strictObject({
  renewalId,
  assigneeId: chosenIdSchema(LICENCE_RENEWAL_MESSAGES.assigneeInvalid).nullable(),
});
export type AssignLicenceRenewalInput = z.input<typeof assignLicenceRenewalInput>;

/** addLicenceRenewalNote: an internal note; the author comes from the server. */
export const addLicenceRenewalNoteInput = z.strictObject({
  renewalId,
  body: note.pipe(z.string().min(1, 'Write the note first.')),
});
export type AddLicenceRenewalNoteInput = z.input<typeof addLicenceRenewalNoteInput>;

/** addLicenceRenewalNote's answer: the new note's id. */
export interface LicenceRenewalNoteAdded {
  noteId: string;
}

/** changeLicenceRenewalStatus's and assignLicenceRenewal's answer. */
export interface LicenceRenewalAnswer {
  renewalId: string;
  status: LicenceRenewalStatus;
  changed: boolean;
}

// ---------------------------------------------------------------------------------------------
// Stored records (parsed by functions, the web converters and the seed)

/** licenceRenewals/{id} as stored (public fields + what functions add), with its id. */
export const licenceRenewalRecordSchema = z.object({
  id: z.string(),
  // Null until the onLicenceRenewalCreated trigger has assigned it.
  reference: z.string().regex(LICENCE_REFERENCE_PATTERN).nullable().catch(null),
  serviceId: recordText,
  applicant: applicantRecordSchema,
  answers: z.record(z.string(), z.union([z.string(), z.number()])).catch({}),
  documents: z.array(applicationDocumentRecordSchema).catch([]),
  status: z.enum(LICENCE_RENEWAL_STATUSES),
  /** The message of the last awaiting_client or rejected move (shown by the status check). */
  statusNote: z.string().catch(''),
  source: z.enum(['online', 'offline_sync']).catch('online'),
  assignedTo: optionalRecordText,
  assignedToName: optionalRecordText,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  updatedBy: optionalRecordText,
  /** When the current status began: the days-in-status clock and the stuck flag. */
  statusChangedAt: timestampSchema,
});
export type LicenceRenewalRecord = z.infer<typeof licenceRenewalRecordSchema>;

/** The licence fields of a stored request. */
export function licenceAnswersOf(renewal: Pick<LicenceRenewalRecord, 'answers'>): LicenceAnswers {
  return licenceAnswersSchema.parse(renewal.answers);
}

/** The kinds of history entry: an application's but 'priority' (a renewal has no priority). */
export const LICENCE_RENEWAL_EVENTS = [
  'created',
  'status',
  'assignment',
] as const satisfies readonly ApplicationHistoryKind[];
export type LicenceRenewalEvent = (typeof LICENCE_RENEWAL_EVENTS)[number];

/** licenceRenewals/{id}/history/{id} (functions only), with its id: an application's entry. */
export const licenceRenewalHistoryEntrySchema = applicationHistoryEntrySchema;
export type LicenceRenewalHistoryRecord = z.infer<typeof licenceRenewalHistoryEntrySchema>;

/** licenceRenewals/{id}/notes/{id}: internal, staff only, never edited; an application's note. */
export const licenceRenewalNoteSchema = applicationNoteSchema;
export type LicenceRenewalNoteRecord = z.infer<typeof licenceRenewalNoteSchema>;

/**
 * Days spent in each status, from the history's status entries (oldest first) and now for the
 * current one: the clock of the detail page.
 */
export function daysInEachStatus(
  entries: readonly { kind: string; to: string | null; at: Date | null }[],
  now: Date,
): { status: string; since: Date; days: number; workingDays: number }[] {
  const moves = entries
    .filter(
      (entry) => (entry.kind === 'created' || entry.kind === 'status') && entry.at && entry.to,
    )
    .sort((a, b) => (a.at as Date).getTime() - (b.at as Date).getTime());
  return moves.map((entry, index) => {
    const since = entry.at as Date;
    const until = moves[index + 1]?.at ?? now;
    return {
      status: entry.to as string,
      since,
      days: daysBetween(since, until),
      workingDays: workingDaysBetween(since, until),
    };
  });
}
