import { ID_NUMBER_MAX_LENGTH, ID_TYPES, type IdType } from './identity';
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { z } from 'zod';
import { clientRequestIdSchema, dateOfBirthSchema } from './applications';
import { DEFAULT_LANGUAGE, LANGUAGES } from './constants';
import { chosenIdSchema, requiredIdSchema } from './ids';
import { eventHistoryEntrySchema, optionalRecordText, recordText } from './records';
import { textSchema } from './text';
import { timestampSchema } from './timestamps';

/**
 * The front desk and the queue (docs/product.md §3 visitors, visits, counters; §4.10): visitors
 * registered at the desk, visits with a ticket per service per day, staff desks, and the two
 * summary documents of a day (the staff board and the public display). Every write is a
 * callable (functions/src/visits/); the browser only reads, under firestore.rules.
 */

// ---------------------------------------------------------------------------------------------
// Statuses and transitions (§4.10)

export const VISIT_STATUSES = [
  'waiting',
  'called',
  'in_service',
  'completed',
  'no_show',
  'cancelled',
] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];

/** Statuses in which a visit is still in the centre's queue. */
export const ACTIVE_VISIT_STATUSES = [
  'waiting',
  'called',
  'in_service',
] as const satisfies readonly VisitStatus[];

/**
 * What each status may move to. `called -> waiting` and `in_service -> waiting` are transfers to
 * another service's queue (recorded as a `transferred` event); `waiting -> waiting` (a transfer
 * of a waiting visit) changes no status. A recall keeps `called`.
 */
export const VISIT_TRANSITIONS: Readonly<Record<VisitStatus, readonly VisitStatus[]>> = {
  waiting: ['called', 'cancelled'],
  called: ['in_service', 'waiting', 'no_show', 'cancelled'],
  in_service: ['completed', 'waiting'],
  completed: [],
  no_show: [],
  cancelled: [],
};

export function isActiveVisit(status: VisitStatus): boolean {
  return (ACTIVE_VISIT_STATUSES as readonly VisitStatus[]).includes(status);
}

export const VISIT_STATUS_LABELS: Record<VisitStatus, string> = {
  waiting: 'Waiting',
  called: 'Called',
  in_service: 'In service',
  completed: 'Completed',
  no_show: 'No-show',
  cancelled: 'Cancelled',
};

/** `priority` goes ahead of everyone (elderly, disability, pregnancy, urgent need). */
export const VISIT_PRIORITIES = ['normal', 'priority'] as const;
export type VisitPriority = (typeof VISIT_PRIORITIES)[number];
export const VISIT_PRIORITY_LABELS: Record<VisitPriority, string> = {
  normal: 'Normal',
  priority: 'Priority',
};

/** The events of a visit's history (visits/{id}/history `event`). */
export const VISIT_EVENTS = [
  'checked_in',
  'called',
  'recalled',
  'started',
  'completed',
  'no_show',
  'cancelled',
  'transferred',
  'assigned',
] as const;
export type VisitEvent = (typeof VISIT_EVENTS)[number];
export const VISIT_EVENT_LABELS: Record<VisitEvent, string> = {
  checked_in: 'Checked in',
  called: 'Called',
  recalled: 'Called again',
  started: 'Service started',
  completed: 'Completed',
  no_show: 'Marked no-show',
  cancelled: 'Cancelled',
  transferred: 'Transferred',
  assigned: 'Assigned',
};

/** A called visitor who does not come is called again; after this many recalls, a no-show. */
export const MAX_RECALLS_BEFORE_NO_SHOW = 2;

export function canMarkNoShow(visit: { status: VisitStatus; recallCount: number }): boolean {
  return visit.status === 'called' && visit.recallCount >= MAX_RECALLS_BEFORE_NO_SHOW;
}

// ---------------------------------------------------------------------------------------------
// The centre's day and tickets

/**
 * The queue date (YYYY-MM-DD) of an instant in the centre's time zone (settings/booking
 * `timezone`): a ticket issued at 23:30 local time belongs to that local day, never to UTC's.
 */
export function queueDateOf(instant: Date, timezone: string): string {
  return format(new TZDate(instant.getTime(), timezone), 'yyyy-MM-dd');
}

/** counters/{id} of a service's ticket sequence on a queue date. */
export function ticketCounterId(serviceId: string, queueDate: string): string {
  return `tickets_${queueDate}_${serviceId}`;
}

/** `A-001`: the prefix, a dash and the sequence on at least three digits. */
export function ticketNumber(prefix: string, sequence: number): string {
  return `${prefix}-${String(sequence).padStart(3, '0')}`;
}

export const TICKET_PREFIX_PATTERN = /^[A-Z]{1,3}$/;

/**
 * A service's ticket prefix: the one set in settings/queue, else the initials of the service id
 * (`passport-renewal` -> `PR`, at most three letters).
 */
export function ticketPrefixFor(
  serviceId: string,
  settings: Pick<QueueSettings, 'ticketPrefixes'>,
): string {
  const set = settings.ticketPrefixes[serviceId];
  if (set && TICKET_PREFIX_PATTERN.test(set)) return set;
  const initials = serviceId
    .split(/[^A-Za-z]+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .join('')
    .slice(0, 3);
  return initials || 'Q';
}

// ---------------------------------------------------------------------------------------------
// settings/queue

export const queueSettingsSchema = z.object({
  /** Ticket prefix by service id (one to three capital letters). */
  ticketPrefixes: z.record(z.string(), z.string().regex(TICKET_PREFIX_PATTERN)),
  /** Country whose numbering a phone typed without +country code follows (ISO 3166 alpha-2). */
  defaultPhoneCountry: z.string().regex(/^[A-Z]{2}$/),
  /** Months after a visitor's last visit when the anonymisation job clears their details. */
  retentionMonths: z.number().int().min(1).max(120),
  /** Whether the waiting-room display may show a called visitor's first name. */
  displayFirstNames: z.boolean(),
  /** Target wait in minutes (reports: the share of visits above it). */
  waitTargetMinutes: z.number().int().min(1).max(600),
});
export type QueueSettings = z.infer<typeof queueSettingsSchema>;

export const DEFAULT_QUEUE_SETTINGS: QueueSettings = {
  ticketPrefixes: {
    'passport-renewal': 'A',
    'national-id': 'B',
    'birth-certificate': 'C',
    'police-clearance': 'D',
    'licence-renewal': 'E',
    banking: 'F',
    'notary-attestation': 'G',
    'jobs-help': 'H',
    'hca-exam': 'J',
  },
  defaultPhoneCountry: 'CA',
  retentionMonths: 24,
  displayFirstNames: false,
  waitTargetMinutes: 20,
};

// ---------------------------------------------------------------------------------------------
// Call-next order

export interface QueueOrderFields {
  priority: VisitPriority;
  /** Set when the visit was checked in from an appointment. */
  appointmentId: string | null;
  checkedInAt: Date;
}

/**
 * The order of a service's waiting line: priority visits first, then checked-in appointments
 * (the Service BC rule), then walk-ins, each by check-in time (a transfer keeps its check-in
 * time, so its waiting time counts in the new queue).
 */
export function compareQueueOrder(a: QueueOrderFields, b: QueueOrderFields): number {
  const rank = (v: QueueOrderFields) =>
    (v.priority === 'priority' ? 0 : 2) + (v.appointmentId ? 0 : 1);
  return rank(a) - rank(b) || a.checkedInAt.getTime() - b.checkedInAt.getTime();
}

/** The visit Call next takes among waiting visits of the desk's services, or null. */
export function pickNextVisit<
  V extends QueueOrderFields & { serviceId: string; status: VisitStatus },
>(visits: readonly V[], serviceIds: readonly string[]): V | null {
  const line = visits
    .filter((visit) => visit.status === 'waiting' && serviceIds.includes(visit.serviceId))
    .sort(compareQueueOrder);
  return line[0] ?? null;
}

// ---------------------------------------------------------------------------------------------
// Waiting time, honestly

// WAIT_ESTIMATE, WaitEstimate, percentile and estimateWait live in queue-display.ts (re-exported
// at the end of this module): the public pages read them without this module's imports.

/** Minutes between two instants (wait = check-in to first call; service = start to complete). */
export function minutesBetween(from: Date, to: Date): number {
  return Math.max(0, Math.round((to.getTime() - from.getTime()) / 6000) / 10);
}

// ---------------------------------------------------------------------------------------------
// Visitors: identity, search tokens, masking

export { ID_TYPES, ID_TYPE_LABELS, type IdType } from './identity';

export const VISITOR_LIMITS = {
  name: 100,
  email: 254,
  idNumber: ID_NUMBER_MAX_LENGTH,
  nationality: 60,
  address: 300,
  notes: 1000,
  purpose: 300,
  outcome: 1000,
  deskName: 40,
  search: 60,
  /** Shortest search that is sent (characters after normalising). */
  minSearch: 2,
  /** Longest prefix stored per token. */
  maxTokenPrefix: 20,
  /** Matches one search returns. */
  searchResults: 10,
} as const;

/** Lower case, accents removed, letters and digits only: how names are searched. */
export function normaliseSearchText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** An ID number as stored for search: capital letters and digits only. */
export function normaliseIdNumber(value: string): string {
  return value.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/** A phone number in E.164 (`+15875550123`), or null when it is not a valid number. */
export function normalisePhone(value: string, defaultCountry: string): string | null {
  const parsed = parsePhoneNumberFromString(value.trim(), defaultCountry as CountryCode);
  return parsed?.isValid() ? parsed.number : null;
}

function prefixes(word: string): string[] {
  const out: string[] = [];
  for (
    let n = VISITOR_LIMITS.minSearch;
    n <= Math.min(word.length, VISITOR_LIMITS.maxTokenPrefix);
    n += 1
  ) {
    out.push(word.slice(0, n));
  }
  return out;
}

/**
 * The prefix tokens of a person: every prefix (2 to 20 characters) of each name word, of the full
 * name, of the phone's digits (E.164 without +, and the national number) and of the ID number.
 * Shared with bank clients (bankClientSearchTokens), which have no phone-ending tokens.
 */
export function searchPrefixTokens(person: {
  firstName: string;
  lastName: string;
  phone: string | null;
  idNumber: string | null;
}): string[] {
  const tokens = new Set<string>();
  const name = normaliseSearchText(`${person.firstName} ${person.lastName}`);
  for (const word of name.split(' ').filter(Boolean)) prefixes(word).forEach((t) => tokens.add(t));
  prefixes(name.replace(/ /g, '')).forEach((t) => tokens.add(t));
  if (person.phone) {
    const digits = person.phone.replace(/\D/g, '');
    prefixes(digits).forEach((t) => tokens.add(t));
    const national = parsePhoneNumberFromString(person.phone)?.nationalNumber;
    // The national number as typed at home, with and without the trunk 0 (0712 345678).
    if (national)
      [national, `0${national}`].forEach((n) => prefixes(n).forEach((t) => tokens.add(t)));
  }
  if (person.idNumber)
    prefixes(normaliseIdNumber(person.idNumber).toLowerCase()).forEach((t) => tokens.add(t));
  return [...tokens];
}

/**
 * How many last digits of a phone the desk may type to find a visitor: the last 4 (what the
 * masked phone shows, `•••• 0104`, and what a visitor is asked over the counter) and the last 7
 * (the local subscriber number, `555 0104`).
 */
export const PHONE_ENDING_LENGTHS = [4, 7] as const;

/**
 * The token of a phone's last digits: `#` and the digits. A typed search normalises to letters
 * and digits only, so it never equals one of these by chance: they are only looked up when the
 * text typed is 4 or 7 digits (visitorSearchQueryTokens).
 */
export function phoneEndingToken(digits: string): string {
  return `#${digits}`;
}

/**
 * visitors/{id} `searchTokens`: searchPrefixTokens (names, phone digits, ID number) and the
 * phone's endings (phoneEndingToken of its last 4 and last 7 digits). Written on every save; a
 * visitor saved before the endings existed gains them on its next save.
 */
export function visitorSearchTokens(visitor: {
  firstName: string;
  lastName: string;
  phone: string | null;
  idNumber: string | null;
}): string[] {
  const tokens = searchPrefixTokens(visitor);
  const digits = visitor.phone ? visitor.phone.replace(/\D/g, '') : '';
  for (const length of PHONE_ENDING_LENGTHS) {
    if (digits.length > length) tokens.push(phoneEndingToken(digits.slice(-length)));
  }
  return tokens;
}

/** The token a typed search looks up (the same normalising as the stored tokens). */
export function searchTokenOf(typed: string): string | null {
  const text = normaliseSearchText(typed).replace(/ /g, '').slice(0, VISITOR_LIMITS.maxTokenPrefix);
  return text.length >= VISITOR_LIMITS.minSearch ? text : null;
}

/**
 * What findVisitors looks up for a typed search (one `array-contains-any` on searchTokens), or
 * null when the text is too short to search: its token (searchTokenOf: a prefix of a name, phone
 * or ID number); when it is a valid phone number in any format, that number's E.164 digits; and
 * when it is 4 or 7 digits (spaces and dashes aside: `0104`, `555 0104`), the phone ending those
 * digits, as well as the prefix they already meant.
 */
export function visitorSearchQueryTokens(
  typed: string,
  defaultPhoneCountry: string,
): string[] | null {
  const token = searchTokenOf(typed);
  if (!token) return null;
  const tokens = new Set([token]);
  const phone = normalisePhone(typed, defaultPhoneCountry);
  if (phone) tokens.add(phone.replace(/\D/g, '').slice(0, VISITOR_LIMITS.maxTokenPrefix));
  if (/^\d+$/.test(token) && (PHONE_ENDING_LENGTHS as readonly number[]).includes(token.length))
    tokens.add(phoneEndingToken(token));
  return [...tokens];
}

/** `+1 •••• ••0123`: the last four digits only. */
export function maskPhone(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '');
  return `•••• ${digits.slice(-4)}`;
}

/** `a•••@example.org`. */
export function maskEmail(email: string | null): string | null {
  if (!email) return null;
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

/** `•••••1234`: an ID number's last four characters. */
export function maskIdNumber(idNumber: string | null): string | null {
  if (!idNumber) return null;
  return `•••••${idNumber.slice(-4)}`;
}

export const VISIT_MESSAGES = {
  firstName: 'Enter the first name',
  lastName: 'Enter the last name',
  phone: 'Enter a valid phone number, with the country code if it is not local',
  email: 'Enter an email address like name@example.com',
  contact: 'Enter a phone number or an email address',
  service: 'Choose a service',
  visitor: 'Choose the visitor',
  visitorNotFound: 'That visitor was not found',
  visitNotFound: 'That visit was not found',
  serviceNotFound: 'That service is not available for check-in',
  appointmentNotFound: 'That appointment was not found',
  appointmentNotToday: 'That appointment is not for today',
  appointmentAlreadyCheckedIn: 'That appointment is already checked in',
  appointmentNotCheckable: 'That appointment cannot be checked in',
  deskName: 'Enter the desk name',
  deskServices: 'Choose at least one service for the desk',
  noDeskOpen: 'Open a desk first',
  queueEmpty: 'Nobody is waiting for your services',
  notAllowed: 'That visit cannot do this now',
  stale: 'This visit changed meanwhile; look again',
  noShowTooEarly: `Call the visitor ${MAX_RECALLS_BEFORE_NO_SHOW} more times before marking a no-show`,
  sameService: 'Choose another service to transfer to',
  assignee: 'Choose a colleague',
  assigneeNotFound: 'That colleague was not found',
  search: 'Type at least 2 letters or digits',
  finishCurrent: 'Finish the current visit before calling the next one',
} as const;

// ---------------------------------------------------------------------------------------------
// Callable inputs

const name = (message: string) =>
  textSchema({ max: VISITOR_LIMITS.name }).pipe(z.string().min(1, message));
const optionalText = (max: number, multiline = false) =>
  textSchema({ max, multiline }).optional().default('');

/** A visitor's details as the desk sends them (phone as typed: the callable normalises it). */
export const visitorDetailsInput = z.strictObject({
  firstName: name(VISIT_MESSAGES.firstName),
  lastName: name(VISIT_MESSAGES.lastName),
  phone: optionalText(30),
  email: z
    .union([z.literal(''), z.email(VISIT_MESSAGES.email).max(VISITOR_LIMITS.email)])
    .optional()
    .default(''),
  dateOfBirth: z
    .union([z.literal(''), dateOfBirthSchema])
    .optional()
    .default(''),
  idType: z.enum(ID_TYPES).nullable().optional().default(null),
  idNumber: optionalText(VISITOR_LIMITS.idNumber),
  nationality: optionalText(VISITOR_LIMITS.nationality),
  address: optionalText(VISITOR_LIMITS.address, true),
  language: z.enum(LANGUAGES).optional().default(DEFAULT_LANGUAGE),
  notes: optionalText(VISITOR_LIMITS.notes, true),
});
export type VisitorDetailsInput = z.input<typeof visitorDetailsInput>;
export type VisitorDetails = z.output<typeof visitorDetailsInput>;

/** findVisitors: a prefix of a name, phone or ID number. */
export const findVisitorsInput = z.strictObject({
  query: textSchema({ max: VISITOR_LIMITS.search }).pipe(
    z.string().min(VISITOR_LIMITS.minSearch, VISIT_MESSAGES.search),
  ),
});

/** A match as the desk sees it: contact details masked (the Envoy pattern). */
export interface VisitorMatch {
  visitorId: string;
  firstName: string;
  lastName: string;
  phoneMasked: string | null;
  emailMasked: string | null;
  idType: IdType | null;
  idNumberMasked: string | null;
  dateOfBirthYear: string | null;
  language: (typeof LANGUAGES)[number];
  visitCount: number;
  /** ISO instant of the last visit. */
  lastVisitAt: string | null;
}

/** saveVisitor's answer: the visitor's id, and whether this call created the record. */
export interface SavedVisitor {
  visitorId: string;
  created: boolean;
}

/** saveVisitor: create (no visitorId; requestId keys the new record) or update a visitor. */
export const saveVisitorInput = z.strictObject({
  requestId: clientRequestIdSchema,
  visitorId: chosenIdSchema(VISIT_MESSAGES.visitor).optional(),
  visitor: visitorDetailsInput,
});

/**
 * checkInVisitor: one idempotent call from the desk. `requestId` (a UUID made when the
 * receptionist pressed Check in) is the visit's id, so a retry (a lost answer, a resend from the
 * device) returns the same visit and never issues a second ticket. The visitor is an existing one
 * (visitorId, optionally updated with `visitor`) or a new one (`visitor` only). With an
 * appointmentId, the visit is the appointment's check-in (service from the appointment).
 */
export const checkInVisitorInput = z
  .strictObject({
    requestId: clientRequestIdSchema,
    visitorId: chosenIdSchema(VISIT_MESSAGES.visitor).optional(),
    visitor: visitorDetailsInput.optional(),
    serviceId: chosenIdSchema(VISIT_MESSAGES.service).optional(),
    appointmentId: requiredIdSchema(VISIT_MESSAGES.appointmentNotFound).optional(),
    purpose: optionalText(VISITOR_LIMITS.purpose),
    priority: z.enum(VISIT_PRIORITIES).optional().default('normal'),
  })
  .refine((input) => input.visitorId !== undefined || input.visitor !== undefined, {
    error: VISIT_MESSAGES.visitor,
    path: ['visitorId'],
  })
  .refine((input) => input.serviceId !== undefined || input.appointmentId !== undefined, {
    error: VISIT_MESSAGES.service,
    path: ['serviceId'],
  });
export type CheckInVisitorInput = z.input<typeof checkInVisitorInput>;

export interface CheckedIn {
  visitId: string;
  visitorId: string;
  ticket: string;
  serviceId: string;
  queueDate: string;
  /** false when the call repeated a check-in already made (same requestId). */
  created: boolean;
}

/** openDesk: a staff member opens (or changes) their desk; one desk per member of staff. */
export const openDeskInput = z.strictObject({
  deskName: textSchema({ max: VISITOR_LIMITS.deskName }).pipe(
    z.string().min(1, VISIT_MESSAGES.deskName),
  ),
  serviceIds: z
    .array(chosenIdSchema(VISIT_MESSAGES.deskServices))
    .min(1, VISIT_MESSAGES.deskServices)
    .max(20),
});
/**
 * closeDesk: the caller's own desk, or (manage_users) the desk of the colleague `uid`, e.g. one
 * who left without closing it.
 */
export const closeDeskInput = z.strictObject({
  uid: requiredIdSchema(VISIT_MESSAGES.assigneeNotFound).optional(),
});

/** openDesk's and closeDesk's answer: the caller's desk as it now is. */
export interface DeskAnswer {
  deskName: string;
  serviceIds: string[];
  open: boolean;
}

/** callNextVisit: the caller's open desk takes the first waiting visit of its services. */
export const callNextVisitInput = z.strictObject({});

const visitId = requiredIdSchema(VISIT_MESSAGES.visitNotFound);
const expectedStatus = z.enum(VISIT_STATUSES).optional();

/** The one-visit actions: recall, start, no-show, cancel, complete (outcome), transfer, assign. */
export const VISIT_ACTIONS = ['recall', 'start', 'complete', 'no_show', 'cancel'] as const;
export type VisitAction = (typeof VISIT_ACTIONS)[number];
export const VISIT_ACTION_LABELS: Record<
  VisitAction | 'call_next' | 'transfer' | 'assign',
  string
> = {
  call_next: 'Call next',
  recall: 'Recall',
  start: 'Start',
  complete: 'Complete',
  no_show: 'No-show',
  cancel: 'Cancel',
  transfer: 'Transfer',
  assign: 'Assign',
};

export const updateVisitInput = z.strictObject({
  visitId,
  action: z.enum(VISIT_ACTIONS),
  expectedStatus,
  /** complete: the outcome note; other actions: an optional note for the history. */
  note: optionalText(VISITOR_LIMITS.outcome, true),
});
export type UpdateVisitInput = z.input<typeof updateVisitInput>;

export const transferVisitInput = z.strictObject({
  visitId,
  serviceId: chosenIdSchema(VISIT_MESSAGES.service),
  expectedStatus,
  note: optionalText(VISITOR_LIMITS.outcome, true),
});

export const assignVisitInput = z.strictObject({
  visitId,
  assigneeId: chosenIdSchema(VISIT_MESSAGES.assignee),
});

export interface VisitAnswer {
  visitId: string;
  status: VisitStatus;
  ticket: string;
}

/**
 * callNextVisit's answer: the visit the desk now calls, or all nulls when nobody waits for the
 * desk's services (not an error: the desk simply has nobody to call).
 */
export type CallNextAnswer =
  | (VisitAnswer & { serviceId: string; visitorName: string; deskName: string })
  | {
      visitId: null;
      status: null;
      ticket: null;
      serviceId: null;
      visitorName: null;
      deskName: string;
    };

/** What the anonymisation job cleared (visitors and their visits). */
export interface AnonymisedCount {
  visitors: number;
  visits: number;
}

/** The first name the display may show (settings/queue displayFirstNames), from `First Last`. */
export function displayFirstName(visitorName: string): string | null {
  return visitorName.trim().split(/\s+/)[0] || null;
}

// ---------------------------------------------------------------------------------------------
// Stored records (parsed by functions and by the web converters)

export const visitorRecordSchema = z.object({
  id: z.string(),
  firstName: recordText,
  lastName: recordText,
  phone: optionalRecordText,
  email: optionalRecordText,
  dateOfBirth: optionalRecordText,
  idType: z.enum(ID_TYPES).nullable().catch(null),
  idNumber: optionalRecordText,
  nationality: optionalRecordText,
  address: optionalRecordText,
  language: z.enum(LANGUAGES).catch(DEFAULT_LANGUAGE),
  notes: optionalRecordText,
  visitCount: z.number().int().nonnegative().catch(0),
  lastVisitAt: timestampSchema,
  createdAt: timestampSchema,
  /** Set by the anonymisation job: names, contact and ID removed, counts kept. */
  anonymised: z.boolean().catch(false),
});
export type VisitorRecord = z.infer<typeof visitorRecordSchema>;

export const visitRecordSchema = z.object({
  id: z.string(),
  visitorId: recordText,
  visitorName: recordText,
  serviceId: recordText,
  serviceName: recordText,
  purpose: recordText,
  ticket: recordText,
  queueDate: recordText,
  status: z.enum(VISIT_STATUSES),
  priority: z.enum(VISIT_PRIORITIES).catch('normal'),
  appointmentId: optionalRecordText,
  assignedTo: optionalRecordText,
  assignedToName: optionalRecordText,
  /** The desk (name) that called or serves the visit, and its staff member's uid. */
  desk: optionalRecordText,
  deskStaffId: optionalRecordText,
  /** The name of that member of staff (reports label their times with it). */
  deskStaffName: optionalRecordText,
  /** How many times the visit moved to another service's queue (reports). */
  transferCount: z.number().int().nonnegative().catch(0),
  recallCount: z.number().int().nonnegative().catch(0),
  checkedInAt: timestampSchema,
  calledAt: timestampSchema,
  startedAt: timestampSchema,
  completedAt: timestampSchema,
  /** Check-in to first call, and start to complete, in minutes (for reports). */
  waitMinutes: z.number().nonnegative().nullable().catch(null),
  serviceMinutes: z.number().nonnegative().nullable().catch(null),
  outcome: optionalRecordText,
  createdBy: recordText,
  createdByName: recordText,
  updatedAt: timestampSchema,
});
export type VisitRecord = z.infer<typeof visitRecordSchema>;

/** What a check-in decides about a new visit; the rest of its record starts the same for all. */
export interface NewVisitFields {
  visitorId: string;
  visitorName: string;
  serviceId: string;
  serviceName: string;
  purpose: string;
  ticket: string;
  queueDate: string;
  priority: VisitPriority;
  appointmentId: string | null;
  createdBy: string;
  createdByName: string;
}

/**
 * visits/{id} as a check-in stores it: waiting, unassigned, at no desk and never called.
 * `checkedInAt` (a Timestamp, a Date or a server-timestamp sentinel) stamps the check-in and
 * the update; the one builder of a new visit for checkInVisitor, the demo data and the tests.
 */
export function newVisitRecord<Time>(fields: NewVisitFields, checkedInAt: Time) {
  return {
    ...fields,
    status: 'waiting' as const,
    assignedTo: null,
    assignedToName: null,
    desk: null,
    deskStaffId: null,
    deskStaffName: null,
    transferCount: 0,
    recallCount: 0,
    checkedInAt,
    calledAt: null,
    startedAt: null,
    completedAt: null,
    waitMinutes: null,
    serviceMinutes: null,
    outcome: null,
    updatedAt: checkedInAt,
  };
}

/** The history entry's detail: transferred: the services; assigned: the assignee's name; called: the desk. */
export const visitHistoryEntrySchema = eventHistoryEntrySchema(VISIT_EVENTS, VISIT_STATUSES);
export type VisitHistoryRecord = z.infer<typeof visitHistoryEntrySchema>;

/** desks/{uid}: a member of staff's desk. */
export const deskRecordSchema = z.object({
  id: z.string(),
  deskName: recordText,
  serviceIds: z.array(z.string()).catch([]),
  staffName: recordText,
  open: z.boolean().catch(false),
  openedAt: timestampSchema,
  /** The visit the desk has called or serves now. */
  currentVisitId: optionalRecordText,
  currentTicket: optionalRecordText,
});
export type DeskRecord = z.infer<typeof deskRecordSchema>;

/**
 * queueBoards/{queueDate}: the staff board of a day (view_visit_management), written by the same
 * callables in the same transactions: who is at which desk, serving which ticket.
 */
export const queueBoardSchema = z.object({
  queueDate: z.string(),
  desks: z
    .record(
      z.string(),
      z.object({
        deskName: z.string(),
        staffName: z.string(),
        serviceIds: z.array(z.string()),
        currentTicket: z.string().nullable().catch(null),
        currentVisitId: z.string().nullable().catch(null),
        currentStatus: z.enum(VISIT_STATUSES).nullable().catch(null),
      }),
    )
    .catch({}),
  updatedAt: timestampSchema,
});
export type QueueBoard = z.infer<typeof queueBoardSchema>;

export {
  DISPLAY_RECENT_CALLS,
  WAIT_ESTIMATE,
  calledTicketSchema,
  estimateWait,
  percentile,
  queueDisplaySchema,
  serviceNameIn,
  serviceNamesOf,
  serviceQueueSchema,
  type CalledTicket,
  type QueueDisplay,
  type ServiceNames,
  type ServiceQueue,
  type WaitEstimate,
} from './queue-display';
