// The demo centre: applications (with history, notes and documents), HCA exam registrations and
// seat bookings, appointments with their slot counters, contact messages and staff messages, as
// plain records for scripts/seed.ts to write. Pure and deterministic: the same `today`, `now` and
// settings give the same records, byte for byte. Every date is relative to `today` (the centre's
// local date) and every instant is a wall-clock time in the centre's zone, so the demo always
// shows the past two weeks and the coming ones; no instant is after `now`, the moment of
// seeding (today's queue ends at it; other times of today that have not come yet move to just
// before it: scripts/seed/demo-time.ts).
//
// Records have the shapes the functions write (functions/src/applications, functions/src/bookings)
// and are complete (reference, history, counters), so the triggers have nothing left to do.
// Document ids are fixed: each record's id and random choices come from its own index, so seeding
// again overwrites the same documents in place.
import { COLLECTIONS, QUEUE_SETTINGS_PATH, SUBCOLLECTIONS } from '../../domain/src/collections';
import { dayBoundsOf } from '../../domain/src/reports';
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import {
  APPLICANT_ACTOR,
  HCA_SERVICE_ID,
  REFERENCE_ALPHABET,
  type ApplicationStatus,
} from '../../domain/src/applications';
import {
  PUBLIC_ACTOR,
  addDays,
  weekdayOf,
  canBookExamSeat,
  capacityFor,
  slotDayId,
  slotDayKey,
  slotId as slotIdOf,
  slotInstant,
  slotsForDay,
  type AppointmentStatus,
  type BookingSettings,
} from '../../domain/src/bookings';
import { type Language } from '../../domain/src/constants';
import type { ServiceTranslations } from '../../domain/src/service-texts';
import { staffThreadId } from '../../domain/src/staff-messages';
import {
  DEFAULT_QUEUE_SETTINGS,
  DISPLAY_RECENT_CALLS,
  WAIT_ESTIMATE,
  minutesBetween,
  normalisePhone,
  serviceNamesOf,
  ticketCounterId,
  ticketNumber,
  ticketPrefixFor,
  visitorSearchTokens,
  type CalledTicket,
  type IdType,
  type VisitEvent,
  type VisitPriority,
  type VisitStatus,
} from '../../domain/src/visits';
import { LICENCE_RENEWAL_SERVICE_ID } from '../../domain/src/submissions';
import { demoPdf, demoPng, type Rgb } from './demo-files';
import { demoTasks, type DemoTask } from './demo-tasks';
import { applicationLink, demoMessageThreads } from './demo-message-threads';
import { pastOf, seedMomentOf } from './demo-time';

// ---------------------------------------------------------------------------------------------
// Input and output

export interface DemoStaff {
  uid: string;
  displayName: string;
  role: string;
}

export interface DemoServiceField {
  key: string;
  label: string;
  type: string;
  required?: boolean;
  options?: string[];
}

export interface DemoService {
  id: string;
  name: string;
  translations?: ServiceTranslations;
  durationMinutes: number;
  bookable: boolean;
  applicationFields: DemoServiceField[];
}

export interface DemoExamSession {
  id: string;
  daysAhead: number;
  startTime: string;
  location: string;
  capacity: number;
}

/** What a feature's demo data is built from: the centre's local date, its time zone, the staff. */
export interface DemoFeatureInput {
  /** The centre's local date, YYYY-MM-DD. */
  today: string;
  settings: Pick<BookingSettings, 'timezone'>;
  staff: readonly DemoStaff[];
  /**
   * The real time of seeding, on `today`: nothing is dated after it (scripts/seed/demo-time.ts).
   * Without it, the end of `today`.
   */
  now?: Date;
}

export interface DemoCentreInput {
  /** The centre's local date, YYYY-MM-DD. */
  today: string;
  settings: BookingSettings;
  services: readonly DemoService[];
  staff: readonly DemoStaff[];
  examSessions: readonly DemoExamSession[];
  /**
   * The real time of seeding, on `today`. Given, today's queue ends at it (the day has run about
   * three hours until now, less when seeded in the small hours), so the board's waits are real
   * whenever `npm start` runs, and nothing is dated after it; without it (the schema test) the
   * demo is seeded as if three hours after the day's opening, the same on every run.
   */
  now?: Date;
}

export type DemoData = Record<string, unknown>;

export interface DemoRecord {
  id: string;
  data: DemoData;
}

export interface DemoApplication extends DemoRecord {
  history: DemoRecord[];
  notes: DemoRecord[];
}

export interface DemoAppointment extends DemoRecord {
  history: DemoRecord[];
}

/** A document to upload to Storage at `path` (the application's documents[] refers to it). */
export interface DemoFile {
  path: string;
  contentType: 'application/pdf' | 'image/png';
  bytes: Buffer;
}

export interface DemoCentre {
  applications: DemoApplication[];
  applicationReferences: DemoRecord[];
  files: DemoFile[];
  examSessions: DemoRecord[];
  examBookings: DemoRecord[];
  examCandidates: DemoRecord[];
  appointments: DemoAppointment[];
  appointmentReferences: DemoRecord[];
  appointmentHolds: DemoRecord[];
  slots: DemoRecord[];
  /** each day's copy of its slot counters (what getBookingAvailability reads) */
  slotDays: DemoRecord[];
  /** The contact form's messages, with the history of the handled ones. */
  contactMessages: DemoAppointment[];
  messages: DemoRecord[];
  /** The front desk and queue: visitors, visits, desks, counters, the day's summaries. */
  queue: DemoQueue;
  /** Tasks among the demo staff, with their history (scripts/seed/demo-tasks.ts). */
  tasks: DemoTask[];
}

// ---------------------------------------------------------------------------------------------
// Deterministic randomness: one small generator per record, seeded from a fixed seed and the
// record's key, so one record's choices never depend on how many came before it.

const DEMO_SEED = 'jamii-demo-centre-v1';

class Random {
  private state: number;

  constructor(key: string) {
    this.state = createHash('sha256').update(`${DEMO_SEED}:${key}`).digest().readUInt32LE(0);
  }

  /** mulberry32: a float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** A 20-character id like Firestore's auto ids. */
  autoId(): string {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
    return Array.from({ length: 20 }, () => this.pick([...alphabet])).join('');
  }

  /** A version 4 UUID (what the browser makes for clientRequestId). */
  uuid(): string {
    const hex = Array.from({ length: 32 }, () => this.int(0, 15).toString(16));
    hex[12] = '4';
    hex[16] = (8 + this.int(0, 3)).toString(16);
    const s = hex.join('');
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
  }

  code(): string {
    return Array.from({ length: 6 }, () => this.pick([...REFERENCE_ALPHABET])).join('');
  }
}

/** A reference code no other record of the run holds (the functions reserve them the same way). */
function uniqueReference(random: Random, prefix: 'APP' | 'APT', taken: Set<string>): string {
  for (;;) {
    const reference = `${prefix}-${random.code()}`;
    if (!taken.has(reference)) {
      taken.add(reference);
      return reference;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// People

const FIRST_NAMES = [
  'Amani',
  'Wanjiru',
  'Otieno',
  'Achieng',
  'Kamau',
  'Njeri',
  'Mwangi',
  'Akinyi',
  'Baraka',
  'Zawadi',
  'Hassan',
  'Fatuma',
  'Juma',
  'Halima',
  'Abdi',
  'Hodan',
  'Tesfaye',
  'Selam',
  'Dawit',
  'Mekdes',
  'Okello',
  'Nakato',
  'Mugisha',
  'Aisha',
  'Kiprono',
  'Chebet',
  'Said',
  'Mwanaisha',
  'Neema',
  'Emmanuel',
];
const LAST_NAMES = [
  'Kamau',
  'Odhiambo',
  'Wambui',
  'Mutua',
  'Kiptoo',
  'Omondi',
  'Njoroge',
  'Mohamed',
  'Ali',
  'Yusuf',
  'Hailu',
  'Bekele',
  'Tadesse',
  'Ssempala',
  'Nankya',
  'Mushi',
  'Mollel',
  'Kariuki',
  'Chege',
  'Wekesa',
];
const STREETS = [
  '118 Avenue NW',
  'Jasper Avenue',
  '97 Street NW',
  'Whyte Avenue',
  'Kingsway NW',
  'Fort Road NW',
  '137 Avenue NW',
  'Stony Plain Road',
  '50 Street NW',
  'Gateway Boulevard',
];
const AREA_CODES = ['780', '587', '825'];

interface Person {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  language: Language;
  dateOfBirth: string;
}

function person(random: Random, serial: number, today: string): Person {
  const firstName = random.pick(FIRST_NAMES);
  const lastName = random.pick(LAST_NAMES);
  const year = Number(today.slice(0, 4)) - random.int(20, 66);
  const dateOfBirth = `${year}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
  return {
    firstName,
    lastName,
    // example.org: reserved for documentation, never a real inbox.
    email: `${firstName}.${lastName}.${serial}@example.org`.toLowerCase(),
    // 555-01xx numbers are reserved for fiction in North America.
    phone: `+1 ${random.pick(AREA_CODES)} 555 01${String(serial % 100).padStart(2, '0')}`,
    address: `${random.int(10, 9990)} ${random.pick(STREETS)}, Edmonton AB`,
    language: random.chance(0.2) ? 'sw' : 'en',
    dateOfBirth,
  };
}

// ---------------------------------------------------------------------------------------------
// Time: wall-clock times in the centre's zone

function minutesToTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

type Clock = (date: string, time: string) => Timestamp;

function clockFor(settings: BookingSettings): Clock {
  return (date, time) => Timestamp.fromDate(slotInstant(settings, date, time));
}

const minutesLater = (at: Timestamp, minutes: number) =>
  Timestamp.fromMillis(at.toMillis() + minutes * 60_000);

const isOpenDay = (settings: BookingSettings, date: string) =>
  !settings.holidays.includes(date) && (settings.openingHours[weekdayOf(date)] ?? []).length > 0;

type OpeningPeriods = BookingSettings['openingHours'][keyof BookingSettings['openingHours']];

/**
 * The hours of the demo's day in progress: today's, or on a day the centre is closed (a Sunday,
 * a holiday) those of the last open day before it (09:00-17:00 if none in a fortnight).
 */
function dayInProgressHours(settings: BookingSettings, today: string): OpeningPeriods {
  for (let back = 0; back <= 14; back += 1) {
    const day = addDays(today, -back);
    if (isOpenDay(settings, day)) return settings.openingHours[weekdayOf(day)] ?? [];
  }
  return [{ open: '09:00', close: '17:00' }];
}

/**
 * The slots the demo books on `date`: the calendar's (slotsForDay), except on `today`, the day in
 * progress, which always has the hours of dayInProgressHours, even when the centre is closed.
 *
 * Why today always has a day in progress: the front desk's queue is the centre day's
 * (queueDateOf), whatever the calendar says (staff may open a desk on any day), and the demo
 * seeds today's queue on every day, closed ones included. Today's checked-in appointment must
 * be in that queue, with `visitId` and the visit's `appointmentId` pointing at each other
 * (checkInVisitor refuses an appointment of another day), and /appointments and the dashboard
 * show it among today's. So on a closed day the demo's today still has its appointments, on the
 * hours of the last open day; the public booking page still shows the day closed (its grid is
 * the calendar's, which ignores these slots' counters).
 */
export function demoSlotsForDay(
  settings: BookingSettings,
  today: string,
  durationMinutes: number,
  date: string,
): { start: string; end: string }[] {
  if (date !== today || isOpenDay(settings, date)) {
    return slotsForDay(settings, durationMinutes, date);
  }
  const dayInProgress: BookingSettings = {
    ...settings,
    holidays: settings.holidays.filter((holiday) => holiday !== date),
    openingHours: {
      ...settings.openingHours,
      [weekdayOf(date)]: dayInProgressHours(settings, date),
    },
  };
  return slotsForDay(dayInProgress, durationMinutes, date);
}

/** The first opening time of the demo's `date` (today's: of its day in progress). */
function openingOf(settings: BookingSettings, today: string, date: string): string {
  const periods =
    date === today
      ? dayInProgressHours(settings, today)
      : settings.holidays.includes(date)
        ? []
        : settings.openingHours[weekdayOf(date)];
  return periods?.[0]?.open ?? '09:00';
}

// ---------------------------------------------------------------------------------------------
// Applications

/** The status changes (after submission) that lead to each status; all follow the workflow. */
const STATUS_PATHS: Record<ApplicationStatus, ApplicationStatus[][]> = {
  submitted: [[]],
  in_review: [['in_review'], ['in_review', 'awaiting_info', 'in_review']],
  awaiting_info: [['in_review', 'awaiting_info']],
  approved: [
    ['in_review', 'approved'],
    ['in_review', 'awaiting_info', 'in_review', 'approved'],
  ],
  rejected: [
    ['in_review', 'rejected'],
    ['in_review', 'awaiting_info', 'rejected'],
  ],
  completed: [
    ['in_review', 'approved', 'completed'],
    ['in_review', 'awaiting_info', 'in_review', 'approved', 'completed'],
  ],
  withdrawn: [['withdrawn'], ['in_review', 'awaiting_info', 'withdrawn']],
};

/** How many days ago applications that reached each status were submitted. */
const AGE_DAYS: Record<ApplicationStatus, [number, number]> = {
  submitted: [1, 6],
  in_review: [3, 15],
  awaiting_info: [5, 20],
  approved: [8, 35],
  rejected: [8, 35],
  completed: [20, 60],
  withdrawn: [5, 40],
};

const STATUS_NOTES: Partial<Record<ApplicationStatus, readonly string[]>> = {
  awaiting_info: [
    'Please send a clearer copy: the scan is cut off at the bottom.',
    'We need proof of address dated within the last three months.',
    'The name on the document does not match the form; please send the marriage certificate.',
  ],
  rejected: [
    'Not eligible: the applicant is under 18.',
    'The document provided is not accepted by the issuing authority.',
  ],
  withdrawn: [
    'The applicant called to withdraw the application.',
    'Applied twice; this one withdrawn.',
  ],
  approved: ['All documents checked.'],
  completed: ['Collected at the front desk.', 'Sent to the applicant by registered mail.'],
};

const INTERNAL_NOTES = [
  'Called the applicant to confirm the date of birth; it is correct.',
  'Documents look complete. Checking the fee payment with the front desk.',
  'Applicant prefers to be contacted in Swahili.',
  'Urgent travel in three weeks: please keep an eye on this one.',
  'Embassy confirmed receipt of the file.',
  'Left a voicemail asking for the missing page.',
  'Photo meets the 35 x 45 mm requirement.',
  'Second copy of the form kept in the paper file.',
];

const TRAINING_PROVIDERS = [
  'NorQuest College',
  'Bow Valley College',
  'CDI College',
  'Robertson College',
];
const DOCUMENT_TYPES = [
  'Degree certificate',
  'Marriage certificate',
  'Power of attorney',
  'Academic transcript',
  'Affidavit of support',
];

function answerFor(
  field: DemoServiceField,
  random: Random,
  applicant: Person,
  submittedOn: string,
): string | number | undefined {
  switch (field.key) {
    case 'passportNumber':
      return random.chance(0.7)
        ? `A${random.pick([...'BCKLMNPRST'])}${random.int(1_000_000, 9_999_999)}`
        : undefined;
    case 'childName':
      return `${random.pick(FIRST_NAMES)} ${applicant.lastName}`;
    case 'childDateOfBirth':
      return addDays(submittedOn, -random.int(10, 170));
    case 'trainingProvider':
      return random.pick(TRAINING_PROVIDERS);
    case 'completionDate':
      return addDays(submittedOn, -random.int(20, 300));
    case 'licenceNumber':
      return `DL-${random.int(100_000, 999_999)}`;
    case 'licenceExpiry':
      return addDays(submittedOn, random.int(-60, 45));
    case 'documentCount':
      return random.int(1, 5);
    case 'documentType':
      return random.pick(DOCUMENT_TYPES);
  }
  switch (field.type) {
    case 'select':
      return field.options?.length ? random.pick(field.options) : undefined;
    case 'number':
      return random.int(1, 10);
    case 'date':
      return addDays(submittedOn, -random.int(1, 365));
    case 'text':
      return 'See attached';
    default:
      return undefined;
  }
}

const DOCUMENT_NAMES: Record<string, string> = {
  passportPhoto: 'passport-photo.png',
  birthCertificate: 'birth-certificate.pdf',
  birthNotification: 'hospital-birth-notification.pdf',
  idCopy: 'national-id-copy.pdf',
  certificate: 'hca-training-certificate.pdf',
  licenceCopy: 'driving-licence-both-sides.pdf',
};

const PHOTO_BACKGROUNDS: readonly Rgb[] = [
  [245, 245, 245],
  [236, 240, 245],
  [250, 248, 240],
];
const PHOTO_FIGURES: readonly Rgb[] = [
  [92, 64, 51],
  [60, 45, 38],
  [120, 86, 60],
  [45, 52, 70],
];

interface ApplicationPlan {
  serviceId: string;
  status: ApplicationStatus;
}

/** Every service gets every status once, plus one more open one; HCA gets many approvals. */
function applicationPlans(services: readonly DemoService[]): ApplicationPlan[] {
  const plans: ApplicationPlan[] = [];
  for (const [index, service] of services.entries()) {
    // HCA registrations are planned below; licence renewal requests are not applications
    // (licenceRenewals/, scripts/seed/demo-licence-renewals.ts).
    if (service.id === HCA_SERVICE_ID || service.id === LICENCE_RENEWAL_SERVICE_ID) continue;
    for (const status of Object.keys(STATUS_PATHS) as ApplicationStatus[]) {
      plans.push({ serviceId: service.id, status });
    }
    plans.push({ serviceId: service.id, status: index % 2 ? 'submitted' : 'in_review' });
  }
  if (services.some((service) => service.id === HCA_SERVICE_ID)) {
    const hca: [ApplicationStatus, number][] = [
      ['approved', HCA_APPROVED],
      ['submitted', 2],
      ['in_review', 2],
      ['awaiting_info', 1],
      ['rejected', 1],
      ['completed', 1],
      ['withdrawn', 1],
    ];
    for (const [status, count] of hca) {
      for (let i = 0; i < count; i += 1) plans.push({ serviceId: HCA_SERVICE_ID, status });
    }
  }
  return plans;
}

/** Approved HCA registrations; all but the last two hold an exam seat. */
const HCA_APPROVED = 18;

interface Staffing {
  manager: DemoStaff;
  agent: DemoStaff;
  reception: DemoStaff;
  admin: DemoStaff;
  bank: DemoStaff;
}

function staffing(staff: readonly DemoStaff[]): Staffing {
  const byRole = (role: string) => {
    const member = staff.find((candidate) => candidate.role === role);
    if (!member) throw new Error(`The demo centre needs a demo account with role ${role}`);
    return member;
  };
  return {
    admin: byRole('admin'),
    manager: byRole('manager'),
    agent: byRole('agent'),
    reception: byRole('receptionist'),
    bank: byRole('bank_agent'),
  };
}

interface BuiltApplication extends DemoApplication {
  files: DemoFile[];
  /** When it was approved (HCA registrations book seats after this). */
  approvedAt: Timestamp | null;
  candidateName: string;
  reference: string;
}

function buildApplication(
  index: number,
  plan: ApplicationPlan,
  service: DemoService,
  input: DemoCentreInput,
  clock: Clock,
  people: Staffing,
  references: Set<string>,
): BuiltApplication {
  const random = new Random(`application-${index}`);
  const id = random.uuid();
  const reference = uniqueReference(random, 'APP', references);
  const applicant = person(random, index, input.today);
  const [minAge, maxAge] = AGE_DAYS[plan.status];
  const age = random.int(minAge, maxAge);
  const submittedOn = addDays(input.today, -age);
  const createdAt = clock(submittedOn, minutesToTime(random.int(7 * 60, 21 * 60)));
  const path = random.pick(STATUS_PATHS[plan.status]);
  const source = random.chance(0.7) ? 'online' : random.chance(0.67) ? 'walk_in' : 'offline_sync';
  const priority = random.chance(0.15) ? 'urgent' : 'normal';
  const assignee =
    plan.status === 'submitted' && random.chance(0.6)
      ? null
      : plan.status === 'withdrawn' && path.length === 1
        ? null
        : random.chance(0.6)
          ? people.agent
          : people.manager;

  // Events after submission: the assignment (if any), then each status change, on later days.
  const steps = (assignee ? 1 : 0) + path.length;
  let previous = createdAt;
  const eventTimes: Timestamp[] = [];
  for (let step = 1; step <= steps; step += 1) {
    const day = addDays(submittedOn, Math.floor((age * step) / (steps + 1)));
    let at = clock(day, minutesToTime(random.int(9 * 60, 16 * 60 + 30)));
    if (at.toMillis() <= previous.toMillis()) at = minutesLater(previous, random.int(15, 90));
    eventTimes.push(at);
    previous = at;
  }

  const history: DemoRecord[] = [];
  const historyId = () => random.autoId();
  history.push({
    id: historyId(),
    data: {
      kind: 'created',
      from: null,
      to: 'submitted',
      by: APPLICANT_ACTOR,
      byName: null,
      at: createdAt,
      note: null,
    },
  });
  if (priority === 'urgent') {
    // The manager marks it urgent before anything else happens to it (setApplicationPriority).
    const next = eventTimes[0];
    history.push({
      id: historyId(),
      data: {
        kind: 'priority',
        from: 'normal',
        to: 'urgent',
        by: people.manager.uid,
        byName: people.manager.displayName,
        at: next
          ? Timestamp.fromMillis(Math.round((createdAt.toMillis() + next.toMillis()) / 2))
          : minutesLater(createdAt, 20),
        note: null,
      },
    });
  }
  let eventIndex = 0;
  if (assignee) {
    history.push({
      id: historyId(),
      data: {
        kind: 'assignment',
        from: null,
        to: assignee.uid,
        fromName: null,
        toName: assignee.displayName,
        by: people.manager.uid,
        byName: people.manager.displayName,
        at: eventTimes[eventIndex++],
        note: null,
      },
    });
  }
  let status: ApplicationStatus = 'submitted';
  let statusChangedAt = createdAt;
  let approvedAt: Timestamp | null = null;
  // The first approval or rejection (updateApplicationStatus stamps it once).
  let decidedAt: Timestamp | null = null;
  const actor = assignee ?? people.manager;
  for (const next of path) {
    const at = eventTimes[eventIndex++] as Timestamp;
    const choices = STATUS_NOTES[next];
    history.push({
      id: historyId(),
      data: {
        kind: 'status',
        from: status,
        to: next,
        by: actor.uid,
        byName: actor.displayName,
        at,
        note: choices && random.chance(0.8) ? random.pick(choices) : null,
      },
    });
    status = next;
    statusChangedAt = at;
    if (next === 'approved') approvedAt = at;
    if ((next === 'approved' || next === 'rejected') && !decidedAt) decidedAt = at;
  }

  // Internal notes by whoever works on it, a few minutes after a change.
  const notes: DemoRecord[] = [];
  if (assignee) {
    const count = random.int(plan.status === 'submitted' ? 0 : 1, 2);
    for (let n = 0; n < count; n += 1) {
      const after = eventTimes[Math.min(n, eventTimes.length - 1)] as Timestamp;
      const author = n === 0 ? assignee : people.manager;
      notes.push({
        id: random.autoId(),
        data: {
          body: random.pick(INTERNAL_NOTES),
          authorId: author.uid,
          authorName: author.displayName,
          createdAt: minutesLater(after, 5 + n),
        },
      });
    }
  }

  const answers: Record<string, string | number> = {};
  const documents: DemoData[] = [];
  const files: DemoFile[] = [];
  for (const field of service.applicationFields) {
    if (field.type === 'file') {
      const name = DOCUMENT_NAMES[field.key] ?? `${field.key}.pdf`;
      const png = name.endsWith('.png');
      const stem = name.slice(0, name.lastIndexOf('.'));
      // As the form names uploads: {field}-{time in base 36}-{original stem}.{extension}
      const filePath = `applications/${id}/${field.key}-${createdAt.toMillis().toString(36)}-${stem}.${png ? 'png' : 'pdf'}`;
      const bytes = png
        ? demoPng(random.pick(PHOTO_BACKGROUNDS), random.pick(PHOTO_FIGURES))
        : demoPdf([
            field.label,
            `Applicant: ${applicant.firstName} ${applicant.lastName}`,
            `Application ${reference}, ${service.name}`,
            'Demo document generated for the Jamii Service Centre demo. Not a real document.',
          ]);
      const contentType = png ? 'image/png' : 'application/pdf';
      files.push({ path: filePath, contentType, bytes });
      documents.push({ path: filePath, name, size: bytes.length, contentType, field: field.key });
    } else {
      const answer = answerFor(field, random, applicant, submittedOn);
      if (answer !== undefined) answers[field.key] = answer;
    }
  }

  const updates = [...history.map((entry) => entry.data.at as Timestamp)];
  const updatedAt = updates.reduce((a, b) => (b.toMillis() > a.toMillis() ? b : a));
  const lastStaff = [...history].reverse().find((entry) => entry.data.by !== APPLICANT_ACTOR);
  const data: DemoData = {
    clientRequestId: id,
    serviceId: service.id,
    kind: service.id === HCA_SERVICE_ID ? 'hca' : 'service',
    applicant: {
      firstName: applicant.firstName,
      lastName: applicant.lastName,
      dateOfBirth: applicant.dateOfBirth,
      email: applicant.email,
      phone: applicant.phone,
      address: applicant.address,
      language: applicant.language,
    },
    answers,
    documents,
    status,
    source,
    createdAt,
    // What onApplicationCreated adds:
    reference,
    priority,
    assignedTo: assignee?.uid ?? null,
    // What staff and onApplicationUpdated add:
    ...(assignee ? { assignedToName: assignee.displayName } : {}),
    ...(lastStaff ? { updatedBy: lastStaff.data.by } : {}),
    ...(path.length ? { statusChangedAt } : {}),
    ...(decidedAt ? { decidedAt } : {}),
    updatedAt,
  };
  return {
    id,
    data,
    history,
    notes,
    files,
    approvedAt,
    candidateName: `${applicant.firstName} ${applicant.lastName}`,
    reference,
  };
}

// ---------------------------------------------------------------------------------------------
// Appointments

/** The day in progress, by start time: the earliest are done, the latest still to come. */
const TODAY_STATUSES: AppointmentStatus[] = [
  'completed',
  'completed',
  'checked_in',
  'confirmed',
  'booked',
  'cancelled',
];
const PAST_STATUSES: AppointmentStatus[] = [
  'completed',
  'completed',
  'no_show',
  'completed',
  'cancelled',
];
const FUTURE_STATUSES: AppointmentStatus[] = [
  'booked',
  'confirmed',
  'booked',
  'cancelled',
  'confirmed',
];

const APPOINTMENT_NOTES = [
  '',
  '',
  '',
  'I will bring my old passport.',
  'Coming with my two children.',
  'Wheelchair access needed, please.',
  'I need help with the online form too.',
  'Can someone who speaks Swahili help me?',
];

interface Booking {
  serviceId: string;
  date: string;
  start: string;
  end: string;
  status: AppointmentStatus;
  dayOffset: number;
}

/**
 * Chooses days, services, times and statuses; every status appears whatever `today` is. Today is
 * the day in progress, even when the centre is closed (demoSlotsForDay says why): its earliest
 * appointments are done (once their slot has ended before `now`), one is checked in (and joins
 * today's queue: buildQueue), the others are still to come or cancelled.
 */
function appointmentPlans(input: SeededCentreInput, bookable: readonly DemoService[]): Booking[] {
  const { settings, today, now } = input;
  // The day in progress, as an offset from today: today itself, whatever the calendar says.
  const current = 0;

  const plans: Booking[] = [];
  const held = new Map<string, number>();
  const counters = { past: 0, current: 0, future: 0 };
  for (let offset = -14; offset <= 14; offset += 1) {
    const date = addDays(today, offset);
    const random = new Random(`appointments-${offset}`);
    const count = offset === current ? TODAY_STATUSES.length : random.int(2, 3);
    for (let n = 0; n < count; n += 1) {
      const service = random.pick(bookable);
      const free = demoSlotsForDay(settings, today, service.durationMinutes, date).filter(
        (slot) =>
          (held.get(slotIdOf(service.id, date, slot.start)) ?? 0) <
          capacityFor(settings, service.id),
      );
      if (free.length === 0) continue;
      const slot = random.pick(free);
      const status =
        offset === current
          ? (TODAY_STATUSES[counters.current++ % TODAY_STATUSES.length] as AppointmentStatus)
          : offset < current
            ? (PAST_STATUSES[counters.past++ % PAST_STATUSES.length] as AppointmentStatus)
            : (FUTURE_STATUSES[counters.future++ % FUTURE_STATUSES.length] as AppointmentStatus);
      // The day in progress gets its statuses by start time below: count all of its places.
      if (status !== 'cancelled' || offset === current) {
        const id = slotIdOf(service.id, date, slot.start);
        held.set(id, (held.get(id) ?? 0) + 1);
      }
      plans.push({ serviceId: service.id, date, ...slot, status, dayOffset: offset });
    }
  }
  // The day in progress: its earliest appointments are the ones already seen to, if their slot
  // (and the few minutes completing it takes: buildAppointment) has ended by now; seeded earlier,
  // they are still to come.
  const currentPlans = plans.filter((plan) => plan.dayOffset === current);
  const starts = currentPlans.map((plan) => plan.start).sort();
  const statuses = [...TODAY_STATUSES];
  currentPlans.forEach((plan) => {
    const rank = starts.indexOf(plan.start);
    starts[rank] = '';
    plan.status = statuses[rank] as AppointmentStatus;
    const ended =
      slotInstant(settings, plan.date, plan.end).getTime() + COMPLETING_MINUTES * 60_000;
    if (plan.status === 'completed' && ended > now.getTime()) plan.status = 'confirmed';
  });
  return plans;
}

/** The most minutes after its end that an appointment is marked completed. */
const COMPLETING_MINUTES = 10;

function buildAppointment(
  index: number,
  plan: Booking,
  service: DemoService,
  input: DemoCentreInput,
  clock: Clock,
  people: Staffing,
  references: Set<string>,
): DemoAppointment & { email: string; cancelledAt: Timestamp | null; bookedAt: Timestamp } {
  const random = new Random(`appointment-${index}`);
  const id = random.autoId();
  const reference = uniqueReference(random, 'APT', references);
  const visitor = person(random, 500 + index, input.today);
  const { today } = input;
  // Booked 3-12 days before the day, and never after today.
  const bookedOn =
    plan.dayOffset > 0 ? addDays(today, -random.int(2, 8)) : addDays(plan.date, -random.int(3, 12));
  const createdAt = clock(bookedOn, minutesToTime(random.int(7 * 60, 22 * 60)));
  const staffActor = (member: DemoStaff) => ({ by: member.uid, byName: member.displayName });
  const startAt = clock(plan.date, plan.start);
  const endAt = clock(plan.date, plan.end);

  const events: {
    from: AppointmentStatus | null;
    to: AppointmentStatus;
    at: Timestamp;
    by: string;
    byName: string | null;
    note: string | null;
  }[] = [{ from: null, to: 'booked', at: createdAt, by: PUBLIC_ACTOR, byName: null, note: null }];
  const move = (
    to: AppointmentStatus,
    at: Timestamp,
    actor: { by: string; byName: string | null },
    note: string | null = null,
  ) => {
    events.push({ from: events.at(-1)?.to ?? null, to, at, ...actor, note });
  };
  const confirm = () =>
    move(
      'confirmed',
      clock(
        addDays(plan.dayOffset > 0 ? today : plan.date, -1),
        minutesToTime(random.int(9 * 60, 16 * 60)),
      ),
      staffActor(people.reception),
      random.chance(0.5) ? 'Confirmed by phone.' : null,
    );
  switch (plan.status) {
    case 'booked':
      break;
    case 'confirmed':
      confirm();
      break;
    case 'checked_in':
      if (random.chance(0.6)) confirm();
      move('checked_in', minutesLater(startAt, -random.int(3, 15)), staffActor(people.reception));
      break;
    case 'completed':
      if (random.chance(0.6)) confirm();
      move('checked_in', minutesLater(startAt, -random.int(3, 15)), staffActor(people.reception));
      move(
        'completed',
        minutesLater(endAt, random.int(0, COMPLETING_MINUTES)),
        staffActor(random.chance(0.5) ? people.agent : people.manager),
      );
      break;
    case 'no_show':
      if (random.chance(0.5)) confirm();
      move(
        'no_show',
        minutesLater(startAt, 30),
        staffActor(people.reception),
        random.chance(0.5) ? 'No answer when we called.' : null,
      );
      break;
    case 'cancelled':
      if (random.chance(0.5)) {
        move('cancelled', minutesLater(createdAt, random.int(60, 600)), {
          by: PUBLIC_ACTOR,
          byName: null,
        });
      } else {
        move(
          'cancelled',
          minutesLater(createdAt, random.int(60, 600)),
          staffActor(people.reception),
          'The visitor called to cancel.',
        );
      }
      break;
  }
  // About one in eight visitors moved it once, within hours of booking (rescheduleAppointment:
  // a history note, status unchanged, rescheduleCount). Its own draw, so the rest is unchanged.
  const moved = new Random(`appointment-${index}-rescheduled`);
  const rescheduled = plan.status !== 'cancelled' && moved.chance(0.125);
  if (rescheduled) {
    const fromDate = addDays(plan.date, -moved.int(1, 3));
    events.splice(1, 0, {
      from: 'booked',
      to: 'booked',
      at: minutesLater(createdAt, moved.int(30, 600)),
      by: PUBLIC_ACTOR,
      byName: null,
      note: `Rescheduled from ${fromDate} ${plan.start} to ${plan.date} ${plan.start}`,
    });
  }
  const last = events.at(-1) as (typeof events)[number];
  const cancelledAt = plan.status === 'cancelled' ? last.at : null;
  return {
    id,
    email: visitor.email,
    cancelledAt,
    bookedAt: createdAt,
    data: {
      reference,
      serviceId: service.id,
      serviceName: service.name,
      date: plan.date,
      start: plan.start,
      end: plan.end,
      slotId: slotIdOf(service.id, plan.date, plan.start),
      name: `${visitor.firstName} ${visitor.lastName}`,
      email: visitor.email,
      phone: visitor.phone,
      language: visitor.language,
      notes: random.pick(APPOINTMENT_NOTES),
      status: plan.status,
      visitId: null,
      rescheduleCount: rescheduled ? 1 : 0,
      createdAt,
      updatedAt: last.at,
      ...(cancelledAt ? { cancelledAt } : {}),
    },
    history: events.map(({ from, to, at, by, byName, note }) => ({
      id: random.autoId(),
      data: { from, to, by, byName, at, note },
    })),
  };
}

/** appointmentHolds/{slotId}__{emailKey}: as functions/src/bookings/holds.ts keys them. */
export function emailKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

// ---------------------------------------------------------------------------------------------
// Contact messages and staff messages

/**
 * What the public wrote through the contact form, in the language they wrote in (some with line
 * breaks, which the inbox keeps).
 */
const CONTACT_MESSAGES: { subject: string; message: string; language: Language }[] = [
  {
    subject: 'Appointments',
    message: 'Can I bring my sister to my passport appointment? She needs help with her form too.',
    language: 'en',
  },
  {
    subject: 'HCA exam',
    message:
      'Habari,\nMtihani wa HCA unaofuata ni lini baada ya mwezi huu? Namaliza mafunzo yangu baada ya wiki sita.\nAsante.',
    language: 'sw',
  },
  {
    subject: 'Banking with Equity Bank',
    message: 'How do I open a diaspora account for my mother in Nakuru? She has an ID card.',
    language: 'en',
  },
  {
    subject: 'Services and applications',
    message:
      'I sent my birth certificate application two weeks ago. How long does it usually take?',
    language: 'en',
  },
  {
    subject: 'Jobs',
    message:
      'Bado mnasaidia kuandika CV siku za Jumamosi? Ningependa kuomba kazi kwenye nyumba ya kutunza wazee.',
    language: 'sw',
  },
  {
    subject: 'General question',
    message: 'Is there parking near the centre, and are you open on the long weekend?',
    language: 'en',
  },
  {
    subject: 'Feedback or complaint',
    message:
      'Thank you to the lady at reception last Tuesday, she helped me a lot with the police clearance form.',
    language: 'en',
  },
  {
    subject: 'Services and applications',
    message:
      'Hello,\nMy driving licence expires next month.\nCan you renew it if I am not travelling home?',
    language: 'en',
  },
  {
    subject: 'Appointments',
    message: 'I missed my appointment yesterday because of the bus. Can I come without booking?',
    language: 'en',
  },
  {
    subject: 'General question',
    message: 'Ninahitaji msaada wa kujaza fomu ya pasipoti. Je, mnazungumza Kiswahili?',
    language: 'sw',
  },
  {
    subject: 'HCA exam',
    message: 'I lost my registration reference. Can you send it to me again?',
    language: 'en',
  },
  {
    subject: 'Banking with Equity Bank',
    message: 'What documents do I need to send money home through your bank desk?',
    language: 'en',
  },
];

/**
 * A conversation between two colleagues whose roles hold both view_messages and send_messages
 * (domain/src/permissions.ts): not the receptionist, who has no Messages. One per pair, as
 * staffThreadId keys them. The e2e suite (tests/e2e/messages.spec.ts) needs the manager and the
 * bank agent with nothing unread, and no thread between them.
 */
interface Thread {
  a: Exclude<keyof Staffing, 'reception'>;
  b: Exclude<keyof Staffing, 'reception'>;
  /** [sender ('a' | 'b'), body]; the last `unread` messages are not read yet. */
  messages: ['a' | 'b', string][];
  unread: number;
  daysAgo: number;
}

const THREADS: Thread[] = [
  {
    a: 'manager',
    b: 'agent',
    daysAgo: 2,
    unread: 2,
    messages: [
      ['a', 'Could you take the two urgent passport renewals that came in this morning?'],
      ['b', 'Yes, I have them. One is missing the proof of address, I have asked for it.'],
      [
        'a',
        'Thanks. The embassy courier leaves on Thursday, so anything approved by Wednesday goes.',
      ],
      [
        'a',
        'Also: the HCA session next week is filling up, please check the pending registrations.',
      ],
    ],
  },
  {
    a: 'admin',
    b: 'manager',
    daysAgo: 1,
    unread: 2,
    messages: [
      ['a', 'Can you send me the rota for the Saturday openings this month?'],
      ['b', 'Attached to the shared drive. Rehema and Achieng cover the first two Saturdays.'],
      ['b', 'We also need a second desk for national ID on Thursdays, the evening queue is long.'],
    ],
  },
  {
    a: 'bank',
    b: 'agent',
    daysAgo: 0,
    unread: 1,
    messages: [
      [
        'a',
        'A client at the bank desk also needs a birth certificate for her son; can you see her at 11?',
      ],
      ['b', 'Yes, send her over at 11.'],
      ['a', 'Thank you! She also asked about a police clearance for her husband.'],
    ],
  },
  {
    a: 'bank',
    b: 'admin',
    daysAgo: 3,
    unread: 1,
    messages: [
      [
        'a',
        'The Equity Bank account forms were updated; I have put the new ones at the bank desk.',
      ],
      ['b', 'Great, please also add them to the Resources page list.'],
      ['a', 'Will do. Can I get access to the reports page for the monthly numbers?'],
    ],
  },
  {
    a: 'admin',
    b: 'agent',
    daysAgo: 4,
    unread: 0,
    messages: [
      ['a', 'Please remind visitors to bring two passport photos; three were sent back last week.'],
      ['b', 'Noted, I have put a sign at the passport desk.'],
    ],
  },
];

// ---------------------------------------------------------------------------------------------
// Front desk and queue (issue 11): visitors, today's queue in progress, the past fortnight's
// visits, desks, ticket counters and the day's summaries, as functions/src/visits writes them.

/** Desk 1 (the demo agent) and Desk 2 (the demo manager): the two desks open today. */
const QUEUE_DESKS = {
  agent: { deskName: 'Desk 1', serviceIds: ['passport-renewal', 'national-id'] },
  manager: {
    deskName: 'Desk 2',
    serviceIds: ['birth-certificate', 'police-clearance', 'notary-attestation', 'national-id'],
  },
} as const;
type QueueDeskOwner = keyof typeof QUEUE_DESKS;

interface DemoVisitorSeed {
  firstName: string;
  lastName: string;
  /** As typed at the desk; stored normalised to E.164. */
  phone: string | null;
  email: string | null;
  dateOfBirth: string | null;
  idType: IdType | null;
  idNumber: string | null;
  nationality: string | null;
  language: Language;
  notes: string | null;
}

// 555-01xx numbers are reserved for fiction in North America; example.org never delivers.
// first name | last name | phone as typed | email | date of birth | ID type | ID number |
// nationality | language | notes ('-': none)
const DEMO_VISITORS: readonly DemoVisitorSeed[] = table(`
  Amina     | Wanjiru      | +1 780 555 0101 | amina.wanjiru@example.org  | 1986-04-12 | passport         | AK1234567   | Kenyan     | sw | -
  Hassan    | Abdi Mohamed | 587 555 0102    | -                          | 1979-11-03 | national_id      | 31245678    | Somali     | en | Needs a Somali interpreter; his daughter usually comes with him.
  Tesfaye   | Bekele       | +1 825 555 0103 | tesfaye.bekele@example.org | -          | residence_permit | RP-00418833 | Ethiopian  | en | -
  Nakato    | Ssempala     | 780 555 0104    | nakato.s@example.org       | 1992-07-21 | -                | -           | Ugandan    | en | -
  Otieno    | Omondi       | +1 780 555 0105 | -                          | 1968-02-14 | passport         | AK7788120   | Kenyan     | sw | Prefers Swahili.
  Zawadi    | Mushi        | 587 555 0106    | zawadi.mushi@example.org   | 1995-09-30 | -                | -           | Tanzanian  | sw | -
  Fatuma    | Yusuf        | +1 825 555 0107 | -                          | -          | -                | -           | -          | en | -
  Kiprono   | Kiptoo       | 780 555 0108    | kiprono.kiptoo@example.org | 1989-12-05 | national_id      | 28765432    | Kenyan     | en | -
  Selam     | Hailu        | +1 587 555 0109 | selam.hailu@example.org    | 2000-03-18 | passport         | EP5512093   | Ethiopian  | en | -
  Mugisha   | Nankya       | 825 555 0110    | -                          | 1975-06-09 | -                | -           | Ugandan    | en | -
  Halima    | Ali          | +1 780 555 0111 | halima.ali@example.org     | 1983-01-27 | residence_permit | RP-00522719 | Somali     | en | -
  Baraka    | Mollel       | -               | baraka.mollel@example.org  | 1998-10-11 | -                | -           | Tanzanian  | sw | -
  Achieng   | Odhiambo     | 587 555 0113    | -                          | 1990-05-02 | passport         | AK3019876   | Kenyan     | en | Wheelchair user: call her from the accessible waiting area.
  Dawit     | Tadesse      | +1 825 555 0114 | dawit.tadesse@example.org  | -          | -                | -           | Ethiopian  | en | -
  Mwanaisha | Said         | 780 555 0115    | -                          | 1971-08-23 | national_id      | 22019384    | Tanzanian  | sw | -
`).map(
  ([
    firstName,
    lastName,
    phone = null,
    email = null,
    dateOfBirth = null,
    idType = null,
    idNumber = null,
    nationality = null,
    language,
    notes = null,
  ]) => ({
    firstName: firstName as string,
    lastName: lastName as string,
    phone,
    email,
    dateOfBirth,
    idType: idType as IdType | null,
    idNumber,
    nationality,
    language: language as Language,
    notes,
  }),
);

/** Rows of a `|`-separated table, one per non-empty line; a cell `-` is null. */
function table(text: string): (string | null)[][] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => line.split('|').map((cell) => (cell.trim() === '-' ? null : cell.trim())));
}

const VISIT_PURPOSES: Record<string, readonly string[]> = {
  'passport-renewal': ['Renew an expired passport', 'First passport for a child', 'Lost passport'],
  'national-id': ['Replace a lost ID card', 'First ID card', 'Correct the date of birth'],
  'birth-certificate': ['Birth certificate for a newborn', 'Certified copy of a birth certificate'],
  'police-clearance': ['Police clearance for a job', 'Police clearance for immigration'],
  'licence-renewal': ['Renew a driving licence from home'],
  banking: ['Open a diaspora account', 'Send money home'],
  'notary-attestation': ['Attest a degree certificate', 'Power of attorney'],
  'jobs-help': ['CV help for a care home job', 'Job search'],
};

const VISIT_OUTCOMES = [
  'Application filled in and documents checked; sent to the embassy.',
  'Documents copied and certified.',
  'Missing proof of address: the visitor will come back with it.',
  'Form completed; fee paid at the desk.',
  'Explained the process and gave the checklist.',
  'Appointment booked for the next step.',
];

/** One visit of the plan: minutes relative to the day's "now" (negative: before it). */
interface VisitPlan {
  serviceId: string;
  status: VisitStatus;
  checkIn: number;
  call?: number;
  recalls?: number[];
  start?: number;
  end?: number;
  desk?: QueueDeskOwner;
  priority?: VisitPriority;
  visitor: number;
}

/**
 * Today, 3 hours into the day: Desk 1 serves passports and national IDs, Desk 2 birth
 * certificates, police clearances, notary work and national IDs. Enough completed passport,
 * national ID and birth certificate services (3+ each) for the public display to show a wait
 * range; the notary and banking lines show "no estimate yet" (one sample; no desk open).
 */
// service | status | check-in | call | recalls | start | end | desk | visitor (index) | priority,
// in minutes from the day's "now" ('-': none; recalls separated by commas).
const TODAY_VISITS: readonly VisitPlan[] = table(`
  passport-renewal   | completed  | -160 | -155 | -          | -154 | -136 | agent   | 0  | -
  national-id        | completed  | -158 | -150 | -          | -149 | -137 | manager | 1  | -
  passport-renewal   | completed  | -150 | -135 | -          | -134 | -115 | agent   | 2  | -
  national-id        | completed  | -140 | -136 | -          | -135 | -121 | manager | 3  | -
  passport-renewal   | no_show    | -130 | -114 | -110, -106 | -    | -104 | agent   | 4  | -
  passport-renewal   | completed  | -120 | -103 | -          | -102 | -80  | agent   | 5  | -
  national-id        | completed  | -118 | -112 | -          | -111 | -96  | manager | 6  | -
  passport-renewal   | completed  | -100 | -79  | -          | -78  | -52  | agent   | 7  | -
  birth-certificate  | completed  | -99  | -95  | -          | -94  | -75  | manager | 8  | -
  national-id        | cancelled  | -90  | -    | -          | -    | -70  | -       | 9  | -
  passport-renewal   | completed  | -85  | -51  | -          | -50  | -28  | agent   | 10 | -
  birth-certificate  | completed  | -80  | -74  | -          | -73  | -50  | manager | 11 | -
  passport-renewal   | in_service | -60  | -27  | -          | -26  | -    | agent   | 12 | -
  birth-certificate  | completed  | -58  | -49  | -          | -48  | -30  | manager | 13 | -
  notary-attestation | completed  | -45  | -29  | -          | -28  | -3   | manager | 14 | -
  passport-renewal   | waiting    | -40  | -    | -          | -    | -    | -       | 1  | -
  birth-certificate  | called     | -35  | -2   | -          | -    | -    | manager | 3  | -
  national-id        | waiting    | -30  | -    | -          | -    | -    | -       | 8  | -
  police-clearance   | waiting    | -22  | -    | -          | -    | -    | -       | 6  | -
  banking            | waiting    | -15  | -    | -          | -    | -    | -       | 10 | -
  passport-renewal   | waiting    | -12  | -    | -          | -    | -    | -       | 13 | priority
  police-clearance   | waiting    | -5   | -    | -          | -    | -    | -       | 5  | -
`).map(([serviceId, status, checkIn, call, recalls, start, end, desk, visitor, priority]) => ({
  serviceId: serviceId as string,
  status: status as VisitStatus,
  checkIn: Number(checkIn),
  ...(call ? { call: Number(call) } : {}),
  ...(recalls ? { recalls: recalls.split(',').map(Number) } : {}),
  ...(start ? { start: Number(start) } : {}),
  ...(end ? { end: Number(end) } : {}),
  ...(desk ? { desk: desk as QueueDeskOwner } : {}),
  visitor: Number(visitor),
  priority: (priority ?? 'normal') as VisitPriority,
}));

/** Minutes from the day's opening to its "now": the queue has run about three hours. */
const DAY_IN_PROGRESS_MINUTES = 175;
/** Minutes the desks opened before the first visitor could check in. */
const DESK_LEAD_MINUTES = 5;

export interface DemoVisit extends DemoRecord {
  history: DemoRecord[];
}

export interface DemoQueue {
  queueSettings: DemoData;
  visitors: DemoRecord[];
  visits: DemoVisit[];
  desks: DemoRecord[];
  counters: DemoRecord[];
  queueDisplays: DemoRecord[];
  queueBoards: DemoRecord[];
}

type BuiltVisit = DemoVisit;

function buildQueue(
  input: SeededCentreInput,
  clock: Clock,
  people: Staffing,
  serviceById: Map<string, DemoService>,
  appointments: DemoAppointment[],
): DemoQueue {
  const { today, settings } = input;
  const queueSettings = DEFAULT_QUEUE_SETTINGS;
  const reception = people.reception;
  const deskStaff = { agent: people.agent, manager: people.manager };
  const serviceName = (id: string) => serviceById.get(id)?.name ?? id;

  // Visitors: fixed ids (the requestId of the call that registered them).
  const visitorIds = DEMO_VISITORS.map((_, index) => new Random(`visitor-${index}`).uuid());
  const visitorSeeds: DemoVisitorSeed[] = [...DEMO_VISITORS];

  // Today's checked-in appointment (today always has one: appointmentPlans) joins the queue as a
  // visit: its visitor is the person who booked, registered at check-in.
  const linked = appointments.find(
    (appointment) => appointment.data.date === today && appointment.data.status === 'checked_in',
  );
  let linkedCheckIn: Timestamp | null = null;
  if (linked) {
    const [firstName = '', ...rest] = String(linked.data.name).split(' ');
    visitorSeeds.push({
      firstName,
      lastName: rest.join(' '),
      phone: String(linked.data.phone),
      email: String(linked.data.email),
      dateOfBirth: null,
      idType: null,
      idNumber: null,
      nationality: null,
      language: linked.data.language as Language,
      notes: null,
    });
    visitorIds.push(new Random(`visitor-appointment-${linked.id}`).uuid());
  }

  // Today's queue ends at the moment of seeding: its plan (TODAY_VISITS) is in minutes before
  // it. Seeded in the first three hours of the day, the plan is squeezed into the part of the day
  // that has passed, so every visit of today's queue is of today (queueDateOf its check-in) and
  // none is after the seeding.
  const now = Timestamp.fromDate(input.now);
  const elapsed = input.now.getTime() - dayBoundsOf(today, settings.timezone).start.getTime();
  const scale = Math.min(1, elapsed / ((DAY_IN_PROGRESS_MINUTES + DESK_LEAD_MINUTES) * 60_000));
  // Rounded towards now, so that the earliest is never before the day's first instant.
  const at = (minutes: number) =>
    Timestamp.fromMillis(now.toMillis() + Math.ceil(minutes * scale * 60_000));
  // The appointment's visitor is the latest arrival (checked in a minute ago, later than booked
  // if the slot was earlier, earlier if it is to come): first in line for the service, since
  // checked-in appointments go before walk-ins (compareQueueOrder). Its check-in, in the
  // appointment's history too, is the visit's.
  const checkInEntry = linked?.history.find((entry) => entry.data.to === 'checked_in');
  if (linked && checkInEntry) {
    linkedCheckIn = at(-1);
    checkInEntry.data.at = linkedCheckIn;
    linked.data.updatedAt = linkedCheckIn;
  }

  const tickets = new Map<string, number>();
  const drawTicket = (serviceId: string, queueDate: string) => {
    const key = ticketCounterId(serviceId, queueDate);
    const sequence = (tickets.get(key) ?? 0) + 1;
    tickets.set(key, sequence);
    return ticketNumber(ticketPrefixFor(serviceId, queueSettings), sequence);
  };

  const buildVisit = (
    key: string,
    queueDate: string,
    plan: Omit<VisitPlan, 'checkIn' | 'call' | 'recalls' | 'start' | 'end'>,
    times: {
      checkIn: Timestamp;
      call?: Timestamp;
      recalls?: Timestamp[];
      start?: Timestamp;
      end?: Timestamp;
    },
    appointmentId: string | null = null,
  ): BuiltVisit => {
    const random = new Random(key);
    const id = random.uuid();
    const ticket = drawTicket(plan.serviceId, queueDate);
    const staff = plan.desk ? deskStaff[plan.desk] : null;
    const desk = plan.desk ? QUEUE_DESKS[plan.desk].deskName : null;
    const visitor = visitorSeeds[plan.visitor] as DemoVisitorSeed;
    const history: DemoRecord[] = [];
    const event = (
      name: VisitEvent,
      from: VisitStatus | null,
      to: VisitStatus | null,
      at: Timestamp,
      by: DemoStaff,
      detail: string | null,
      note: string | null = null,
    ) =>
      history.push({
        id: random.autoId(),
        data: { event: name, from, to, note, detail, by: by.uid, byName: by.displayName, at },
      });
    event('checked_in', null, 'waiting', times.checkIn, reception, ticket);
    let recallCount = 0;
    let outcome: string | null = null;
    let last = { at: times.checkIn, by: reception };
    if (times.call && staff && desk) {
      event('called', 'waiting', 'called', times.call, staff, desk);
      last = { at: times.call, by: staff };
      for (const recall of times.recalls ?? []) {
        event('recalled', 'called', 'called', recall, staff, desk);
        recallCount += 1;
        last = { at: recall, by: staff };
      }
      if (times.start) {
        event('started', 'called', 'in_service', times.start, staff, desk);
        last = { at: times.start, by: staff };
      }
      if (plan.status === 'completed' && times.end) {
        outcome = random.pick(VISIT_OUTCOMES);
        event('completed', 'in_service', 'completed', times.end, staff, desk, outcome);
        last = { at: times.end, by: staff };
      }
      if (plan.status === 'no_show' && times.end) {
        event('no_show', 'called', 'no_show', times.end, staff, desk, 'Called three times.');
        last = { at: times.end, by: staff };
      }
    }
    if (plan.status === 'cancelled' && times.end) {
      event(
        'cancelled',
        'waiting',
        'cancelled',
        times.end,
        reception,
        null,
        'Left before being called.',
      );
      last = { at: times.end, by: reception };
    }
    // About one past visit in twelve came through another service's line first (transferVisit:
    // a history entry, transferCount; the ticket and check-in time are kept). Drawn last, so the
    // rest of the visit is as it was.
    const transferredFrom = [...serviceById.keys()].find((other) => other !== plan.serviceId);
    let transferCount = 0;
    if (queueDate < today && times.call && transferredFrom && random.chance(0.08)) {
      transferCount = 1;
      const at = Timestamp.fromMillis(
        Math.round((times.checkIn.toMillis() + times.call.toMillis()) / 2),
      );
      event(
        'transferred',
        'waiting',
        'waiting',
        at,
        reception,
        `${serviceName(transferredFrom)} -> ${serviceName(plan.serviceId)}`,
      );
      // In time order: right after the check-in.
      history.splice(1, 0, history.pop() as DemoRecord);
    }
    const minutes = (from?: Timestamp, to?: Timestamp) =>
      from && to ? minutesBetween(from.toDate(), to.toDate()) : null;
    return {
      id,
      history,
      data: {
        visitorId: visitorIds[plan.visitor],
        visitorName: `${visitor.firstName} ${visitor.lastName}`,
        serviceId: plan.serviceId,
        serviceName: serviceName(plan.serviceId),
        purpose: random.pick(VISIT_PURPOSES[plan.serviceId] ?? ['']),
        ticket,
        queueDate,
        status: plan.status,
        priority: plan.priority ?? 'normal',
        appointmentId,
        assignedTo: staff && times.call ? staff.uid : null,
        assignedToName: staff && times.call ? staff.displayName : null,
        desk: times.call ? desk : null,
        deskStaffId: staff && times.call ? staff.uid : null,
        deskStaffName: staff && times.call ? staff.displayName : null,
        transferCount,
        recallCount,
        checkedInAt: times.checkIn,
        calledAt: times.call ?? null,
        startedAt: times.start ?? null,
        completedAt: plan.status === 'completed' ? (times.end ?? null) : null,
        waitMinutes: minutes(times.checkIn, times.call),
        serviceMinutes: plan.status === 'completed' ? minutes(times.start, times.end) : null,
        outcome,
        createdAt: times.checkIn,
        createdBy: reception.uid,
        createdByName: reception.displayName,
        updatedAt: last.at,
        updatedBy: last.by.uid,
      },
    };
  };

  // ---- Past days: the last two weeks' open days, every visit ended.
  const visits: BuiltVisit[] = [];
  const pastServices = [
    ...new Set(Object.values(QUEUE_DESKS).flatMap((desk) => desk.serviceIds)),
  ].filter((id) => serviceById.has(id));
  for (let offset = -14; offset <= -1; offset += 1) {
    const date = addDays(today, offset);
    if (!isOpenDay(settings, date)) continue;
    const random = new Random(`visits-day-${offset}`);
    const open = clock(date, openingOf(settings, today, date));
    const count = random.int(4, 7);
    for (let n = 0; n < count; n += 1) {
      const owner: QueueDeskOwner = n % 2 ? 'manager' : 'agent';
      const serviceId = random.pick(
        pastServices.filter((id) =>
          (QUEUE_DESKS[owner].serviceIds as readonly string[]).includes(id),
        ),
      );
      const checkIn = minutesLater(open, 10 + n * 35 + random.int(0, 15));
      const call = minutesLater(checkIn, random.int(3, 25));
      const noShow = random.chance(0.12);
      const start = minutesLater(call, 1);
      const end = noShow ? minutesLater(call, 10) : minutesLater(start, random.int(10, 30));
      visits.push(
        buildVisit(
          `visit-${offset}-${n}`,
          date,
          {
            serviceId,
            status: noShow ? 'no_show' : 'completed',
            desk: owner,
            visitor: random.int(0, DEMO_VISITORS.length - 1),
          },
          noShow
            ? { checkIn, call, recalls: [minutesLater(call, 4), minutesLater(call, 8)], end }
            : { checkIn, call, start, end },
        ),
      );
    }
  }

  // ---- Today: the plan in check-in order (tickets are drawn as visitors arrive).
  const planned = (minutes: number | undefined) =>
    minutes === undefined ? undefined : at(minutes);
  const todayPlans = TODAY_VISITS.map((plan, index) => ({ plan, index })).sort(
    (a, b) => a.plan.checkIn - b.plan.checkIn,
  );
  const todays: BuiltVisit[] = todayPlans.map(({ plan, index }) =>
    buildVisit(`visit-today-${index}`, today, plan, {
      checkIn: at(plan.checkIn),
      call: planned(plan.call),
      recalls: plan.recalls?.map(at),
      start: planned(plan.start),
      end: planned(plan.end),
    }),
  );
  if (linked && linkedCheckIn) {
    const visit = buildVisit(
      `visit-appointment-${linked.id}`,
      today,
      {
        serviceId: String(linked.data.serviceId),
        status: 'waiting',
        visitor: visitorSeeds.length - 1,
      },
      { checkIn: linkedCheckIn },
      linked.id,
    );
    todays.push(visit);
    // As checkInVisitor: the appointment points at its visit, its history names the ticket.
    linked.data.visitId = visit.id;
    const entry = linked.history.find((e) => e.data.to === 'checked_in');
    if (entry) entry.data.note = `Ticket ${String(visit.data.ticket)}`;
  }
  visits.push(...todays);

  // ---- Visitors: counts and last visit from their visits (checkInVisitor keeps them).
  const visitors: DemoRecord[] = visitorSeeds.map((seed, index) => {
    const own = visits.filter((visit) => visit.data.visitorId === visitorIds[index]);
    const checkIns = own.map((visit) => visit.data.checkedInAt as Timestamp);
    const first = checkIns.reduce<Timestamp | null>(
      (a, b) => (!a || b.toMillis() < a.toMillis() ? b : a),
      null,
    );
    const lastVisit = checkIns.reduce<Timestamp | null>(
      (a, b) => (!a || b.toMillis() > a.toMillis() ? b : a),
      null,
    );
    const createdAt = first ?? clock(addDays(today, -20), '10:00');
    const phone = seed.phone ? normalisePhone(seed.phone, queueSettings.defaultPhoneCountry) : null;
    const fields = {
      firstName: seed.firstName,
      lastName: seed.lastName,
      phone,
      email: seed.email,
      dateOfBirth: seed.dateOfBirth,
      idType: seed.idType,
      idNumber: seed.idNumber,
      nationality: seed.nationality,
      address: null,
      language: seed.language,
      notes: seed.notes,
    };
    return {
      id: visitorIds[index] as string,
      data: {
        ...fields,
        searchTokens: visitorSearchTokens(fields),
        visitCount: own.length,
        lastVisitAt: lastVisit,
        anonymised: false,
        createdAt,
        createdBy: reception.uid,
        createdByName: reception.displayName,
        updatedAt: lastVisit ?? createdAt,
        updatedBy: reception.uid,
      },
    };
  });

  // ---- Desks: open since the morning, serving what the plan says.
  const opened = at(-(DAY_IN_PROGRESS_MINUTES + DESK_LEAD_MINUTES));
  const current = (owner: QueueDeskOwner) =>
    todays.find(
      (visit) =>
        visit.data.deskStaffId === deskStaff[owner].uid &&
        (visit.data.status === 'called' || visit.data.status === 'in_service'),
    ) ?? null;
  const desks: DemoRecord[] = (Object.keys(QUEUE_DESKS) as QueueDeskOwner[]).map((owner) => {
    const visit = current(owner);
    const lastChange = todays
      .filter((v) => v.data.deskStaffId === deskStaff[owner].uid)
      .map((v) => v.data.updatedAt as Timestamp)
      .reduce((a, b) => (b.toMillis() > a.toMillis() ? b : a), opened);
    return {
      id: deskStaff[owner].uid,
      data: {
        deskName: QUEUE_DESKS[owner].deskName,
        serviceIds: [...QUEUE_DESKS[owner].serviceIds],
        staffName: deskStaff[owner].displayName,
        open: true,
        openedAt: opened,
        currentVisitId: visit?.id ?? null,
        currentTicket: (visit?.data.ticket as string | undefined) ?? null,
        updatedAt: lastChange,
      },
    };
  });

  // ---- Ticket counters: `next` is the number the next ticket of the service gets that day.
  const counters: DemoRecord[] = [...tickets].map(([id, issued]) => {
    const sample = visits.find(
      (visit) => ticketCounterId(String(visit.data.serviceId), String(visit.data.queueDate)) === id,
    ) as BuiltVisit;
    const lastCheckIn = visits
      .filter(
        (visit) =>
          ticketCounterId(String(visit.data.serviceId), String(visit.data.queueDate)) === id,
      )
      .map((visit) => visit.data.checkedInAt as Timestamp)
      .reduce((a, b) => (b.toMillis() > a.toMillis() ? b : a));
    return {
      id,
      data: {
        next: issued + 1,
        serviceId: sample.data.serviceId,
        queueDate: sample.data.queueDate,
        updatedAt: lastCheckIn,
      },
    };
  });

  const summaries = queueSummariesOf(today, todays, desks, now, settings.timezone, serviceById);
  return {
    queueSettings,
    visitors,
    visits,
    desks,
    counters,
    queueDisplays: [{ id: today, data: summaries.display }],
    queueBoards: [{ id: today, data: summaries.board }],
  };
}

/**
 * queueDisplays/{date} and queueBoards/{date} of a day, recomputed from its visits and the open
 * desks as the callables keep them step by step (functions/src/visits/queue-summary.ts).
 */
function queueSummariesOf(
  queueDate: string,
  visits: readonly DemoVisit[],
  desks: readonly DemoRecord[],
  updatedAt: Timestamp,
  timezone: string,
  serviceById: ReadonlyMap<string, DemoService>,
): { display: DemoData; board: DemoData } {
  const day = visits.filter((visit) => visit.data.queueDate === queueDate);
  const open = desks.filter((desk) => desk.data.open === true);
  const openDesks: Record<string, number> = {};
  for (const desk of open) {
    for (const id of desk.data.serviceIds as string[]) openDesks[id] = (openDesks[id] ?? 0) + 1;
  }
  const services: Record<string, DemoData> = {};
  const ids = new Set([
    ...day.map((visit) => String(visit.data.serviceId)),
    ...Object.keys(openDesks),
  ]);
  for (const id of [...ids].sort()) {
    const own = day.filter((visit) => visit.data.serviceId === id);
    const waiting = own.filter((visit) => visit.data.status === 'waiting');
    const completed = own
      .filter((visit) => visit.data.status === 'completed')
      .sort((a, b) => millisOf(a.data.completedAt) - millisOf(b.data.completedAt));
    const service = serviceById.get(id);
    services[id] = {
      names: service ? serviceNamesOf(service) : {},
      waiting: waiting.length,
      oldestWaitingSince: waiting.length
        ? Math.min(...waiting.map((visit) => millisOf(visit.data.checkedInAt)))
        : null,
      openDesks: openDesks[id] ?? 0,
      serviceMinutes: completed
        .map((visit) => visit.data.serviceMinutes as number)
        .slice(-WAIT_ESTIMATE.window),
      served: completed.length,
    };
  }
  // Every call and recall of the day, newest first (recalls are announced again).
  const calls: CalledTicket[] = [];
  for (const visit of day) {
    for (const entry of visit.history) {
      if (entry.data.event === 'called' || entry.data.event === 'recalled') {
        calls.push({
          ticket: String(visit.data.ticket),
          serviceId: String(visit.data.serviceId),
          desk: String(entry.data.detail),
          calledAt: millisOf(entry.data.at),
          firstName: null,
        });
      }
    }
  }
  calls.sort((a, b) => b.calledAt - a.calledAt);
  const board: Record<string, DemoData> = {};
  for (const desk of open) {
    const visitId = desk.data.currentVisitId as string | null;
    const visit = day.find((v) => v.id === visitId);
    board[desk.id] = {
      deskName: desk.data.deskName,
      staffName: desk.data.staffName,
      serviceIds: desk.data.serviceIds,
      currentTicket: desk.data.currentTicket,
      currentVisitId: visitId,
      currentStatus: (visit?.data.status as string | undefined) ?? null,
    };
  }
  return {
    display: {
      queueDate,
      services,
      recentCalls: calls.slice(0, DISPLAY_RECENT_CALLS),
      updatedAt,
      validUntil: Timestamp.fromDate(dayBoundsOf(queueDate, timezone).end),
    },
    board: { queueDate, desks: board, updatedAt },
  };
}

const millisOf = (value: unknown) => (value as Timestamp).toMillis();

// ---------------------------------------------------------------------------------------------
// The whole centre

/** The centre's input with its moment of seeding settled. */
type SeededCentreInput = DemoCentreInput & { now: Date };

export function demoCentre(centreInput: DemoCentreInput): DemoCentre {
  const { settings, today, services } = centreInput;
  const clock = clockFor(settings);
  // Without a real time of seeding, as if seeded three hours after the day's opening.
  const now = seedMomentOf(
    settings,
    today,
    centreInput.now ??
      minutesLater(
        clock(today, openingOf(settings, today, today)),
        DAY_IN_PROGRESS_MINUTES,
      ).toDate(),
  );
  const input: SeededCentreInput = { ...centreInput, now };
  // Times of today that have not come yet move to just before now (scripts/seed/demo-time.ts).
  const past = pastOf(settings.timezone, today, now);
  const people = staffing(input.staff);
  const serviceById = new Map(services.map((service) => [service.id, service]));
  // Each plan built with its service and the centre's context; references unique within the kind.
  const buildEach = <P extends { serviceId: string }, R>(
    plans: P[],
    build: (
      index: number,
      plan: P,
      service: DemoService,
      input: DemoCentreInput,
      clock: Clock,
      people: Staffing,
      references: Set<string>,
    ) => R,
  ): R[] => {
    const references = new Set<string>();
    return plans.map((plan, index) =>
      build(
        index,
        plan,
        serviceById.get(plan.serviceId) as DemoService,
        input,
        clock,
        people,
        references,
      ),
    );
  };

  // Applications
  const built = buildEach(applicationPlans(services), buildApplication);
  const applications: DemoApplication[] = built.map(({ id, data, history, notes }) => ({
    id,
    data,
    history,
    notes,
  }));
  const applicationReferences = built.map(({ id, reference, data }) => ({
    id: reference,
    data: { applicationId: id, createdAt: data.createdAt },
  }));

  // HCA exam sessions and seats: approved registrations book seats, spread over the sessions
  // (fewest first, never more than three quarters full), one of them after cancelling another.
  const sessions = input.examSessions.map((session) => ({
    ...session,
    date: addDays(today, session.daysAhead),
    booked: 0,
  }));
  const examBookings: DemoRecord[] = [];
  const examCandidates: DemoRecord[] = [];
  const seated = built
    .filter(
      // Only registrations staff approved may book (bookExamSeat refuses the others).
      (application) =>
        application.data.kind === 'hca' && canBookExamSeat(String(application.data.status)),
    )
    .slice(0, HCA_APPROVED - 2);
  const sessionShare = [0.5, 0.3, 0.2];
  let cursor = 0;
  sessions.forEach((session, sessionIndex) => {
    const share = sessionShare[sessionIndex] ?? 0;
    const wanted =
      sessionIndex === sessions.length - 1
        ? seated.length - cursor
        : Math.round(seated.length * share);
    const take = Math.min(wanted, Math.floor(session.capacity * 0.75), seated.length - cursor);
    for (const candidate of seated.slice(cursor, cursor + take)) {
      const random = new Random(`exam-booking-${candidate.id}`);
      const createdAt = minutesLater(candidate.approvedAt as Timestamp, random.int(30, 240));
      const booking = (sessionId: string, status: 'booked' | 'cancelled', at: Timestamp) => ({
        id: random.autoId(),
        data: {
          registrationId: candidate.id,
          reference: candidate.reference,
          candidateName: candidate.candidateName,
          sessionId,
          status,
          createdAt: at,
          ...(status === 'cancelled' ? { cancelledAt: minutesLater(at, 45) } : {}),
        },
      });
      // The first candidate of the second session moved from the first session.
      const first = sessions[0];
      if (sessionIndex === 1 && candidate === seated[cursor] && first) {
        examBookings.push(booking(first.id, 'cancelled', minutesLater(createdAt, -60)));
      }
      const active = booking(session.id, 'booked', createdAt);
      examBookings.push(active);
      session.booked += 1;
      examCandidates.push({
        id: candidate.id,
        data: { activeBookingId: active.id, updatedAt: createdAt },
      });
    }
    cursor += take;
  });
  const examSessions = sessions.map(({ id, date, startTime, location, capacity, booked }) => ({
    id,
    data: {
      date,
      startTime,
      location,
      capacity,
      booked,
      status: 'open',
      createdAt: clock(addDays(today, -30), '09:00'),
    },
  }));

  // Appointments, their slots, holds and references
  const bookable = services.filter((service) => service.bookable);
  const builtAppointments = buildEach(appointmentPlans(input, bookable), buildAppointment);
  const slots = new Map<string, DemoData>();
  const appointmentHolds: DemoRecord[] = [];
  for (const appointment of builtAppointments) {
    const { slotId, serviceId, date, start, end, status } = appointment.data as Record<
      string,
      string
    >;
    const id = slotId as string;
    const lastChange = appointment.cancelledAt ?? appointment.bookedAt;
    const slot = slots.get(id) ?? {
      serviceId,
      date,
      start,
      end,
      capacity: capacityFor(settings, serviceId as string),
      booked: 0,
      updatedAt: lastChange,
    };
    // Only a cancellation gives the place back (a no-show's time has passed): as the callables.
    if (status !== 'cancelled') {
      slot.booked = (slot.booked as number) + 1;
      appointmentHolds.push({
        id: `${id}__${emailKey(appointment.email)}`,
        data: { slotId: id, appointmentId: appointment.id, createdAt: appointment.bookedAt },
      });
    }
    if (lastChange.toMillis() > (slot.updatedAt as Timestamp).toMillis()) {
      slot.updatedAt = lastChange;
    }
    slots.set(id, slot);
  }
  const appointments = builtAppointments.map(({ id, data, history }) => ({ id, data, history }));
  // The front desk and queue (links today's checked-in appointment to its visit).
  const queue = buildQueue(input, clock, people, serviceById, appointments);
  const appointmentReferences = builtAppointments.map(({ id, data }) => ({
    id: data.reference as string,
    data: { appointmentId: id, createdAt: data.createdAt },
  }));

  // Contact messages: the last week's are new, older ones handled (as setContactMessageStatus
  // leaves them: who handled it by name, and the 'status' history entry) by staff who may send
  // messages (the manager and the agent, never the receptionist).
  const contactMessages = CONTACT_MESSAGES.map((message, index): DemoAppointment => {
    const random = new Random(`contact-${index}`);
    const sender = person(random, 900 + index, today);
    const daysAgo = Math.floor(index * 1.5);
    const createdAt = past(
      clock(addDays(today, -daysAgo), minutesToTime(random.int(7 * 60, 22 * 60))),
    );
    const handled = daysAgo >= 7;
    const handler = index % 2 ? people.agent : people.manager;
    const handledAt = clock(addDays(today, -daysAgo + 1), '10:15');
    return {
      id: random.autoId(),
      data: {
        name: `${sender.firstName} ${sender.lastName}`,
        email: sender.email,
        ...(random.chance(0.6) ? { phone: sender.phone } : {}),
        subject: message.subject,
        message: message.message,
        status: handled ? 'handled' : 'new',
        createdAt,
        language: message.language,
        ...(handled
          ? {
              handledBy: handler.uid,
              handledByName: handler.displayName,
              handledAt,
              updatedAt: handledAt,
            }
          : {}),
      },
      history: handled
        ? [
            {
              id: random.autoId(),
              data: {
                kind: 'status',
                from: 'new',
                to: 'handled',
                by: handler.uid,
                byName: handler.displayName,
                at: handledAt,
              },
            },
          ]
        : [],
    };
  });

  // Staff messages, some still unread so the sidebar badge shows; today's conversation is over
  // before now.
  const messages: DemoRecord[] = [];
  THREADS.forEach((thread, threadIndex) => {
    const random = new Random(`thread-${threadIndex}`);
    const members = { a: people[thread.a], b: people[thread.b] };
    const threadId = staffThreadId(members.a.uid, members.b.uid);
    let at = clock(addDays(today, -thread.daysAgo), minutesToTime(random.int(8 * 60, 9 * 60)));
    thread.messages.forEach(([from, body], index) => {
      const sender = members[from];
      const recipient = members[from === 'a' ? 'b' : 'a'];
      const read = index < thread.messages.length - thread.unread;
      messages.push({
        id: random.autoId(),
        data: {
          senderId: sender.uid,
          senderName: sender.displayName,
          recipientId: recipient.uid,
          threadId,
          participants: [sender.uid, recipient.uid].sort(),
          body,
          // The manager's first message to the agent is about a seeded application.
          about: threadIndex === 0 && index === 0 ? applicationLink(applications[0]) : null,
          read,
          readAt: read ? past(minutesLater(at, 2)) : null,
          createdAt: past(at),
        },
      });
      at = minutesLater(at, random.int(4, 50));
    });
  });

  return {
    applications,
    applicationReferences,
    files: built.flatMap((application) => application.files),
    examSessions,
    examBookings,
    examCandidates,
    appointments,
    appointmentReferences,
    appointmentHolds,
    slots: [...slots].map(([id, data]) => ({ id, data })),
    slotDays: slotDaysOf([...slots.values()]),
    contactMessages,
    messages,
    queue,
    tasks: demoTasks({
      today,
      clock: (date, time) => past(clock(date, time)),
      staff: people,
      applications: built.map(({ id, reference, data }) => ({
        id,
        reference,
        kind: String(data.kind),
      })),
      visit: pastVisitOf(queue, today),
    }),
  };
}

/** A completed visit of an earlier day, for a task about it. */
function pastVisitOf(queue: DemoQueue, today: string) {
  const visit = queue.visits.find(
    ({ data }) => String(data.queueDate) < today && data.status === 'completed',
  );
  if (!visit) return null;
  return {
    id: visit.id,
    ticket: String(visit.data.ticket),
    visitorName: String(visit.data.visitorName),
    queueDate: String(visit.data.queueDate),
  };
}

/** slotDays/{serviceId_date}: the slots' counters by day, as the booking callables keep them. */
function slotDaysOf(slots: readonly DemoData[]): DemoRecord[] {
  const days = new Map<string, DemoData>();
  for (const slot of slots) {
    const serviceId = slot.serviceId as string;
    const date = slot.date as string;
    const id = slotDayId(serviceId, date);
    const day = days.get(id) ?? {
      serviceId,
      date,
      booked: {},
      capacity: {},
      updatedAt: slot.updatedAt,
    };
    const key = slotDayKey(slot.start as string);
    (day.booked as Record<string, number>)[key] = slot.booked as number;
    (day.capacity as Record<string, number>)[key] = slot.capacity as number;
    if ((slot.updatedAt as Timestamp).toMillis() > (day.updatedAt as Timestamp).toMillis()) {
      day.updatedAt = slot.updatedAt;
    }
    days.set(id, day);
  }
  return [...days].map(([id, data]) => ({ id, data }));
}

/** Every document to write, as {path, data}; without documents when Storage is not running. */
export function demoWrites(
  centre: DemoCentre,
  { withDocuments }: { withDocuments: boolean },
): { path: string; data: DemoData }[] {
  const writes: { path: string; data: DemoData }[] = [];
  const put = (collection: string, records: readonly DemoRecord[]) => {
    for (const { id, data } of records) writes.push({ path: `${collection}/${id}`, data });
  };
  // A workflow record, then its history subcollection (in that order, record by record).
  const putWithHistory = (collection: string, { id, data, history }: DemoAppointment) => {
    writes.push({ path: `${collection}/${id}`, data });
    put(`${collection}/${id}/${SUBCOLLECTIONS.history}`, history);
  };
  for (const application of centre.applications) {
    const data = withDocuments ? application.data : { ...application.data, documents: [] };
    putWithHistory(COLLECTIONS.applications, { ...application, data });
    put(`${COLLECTIONS.applications}/${application.id}/${SUBCOLLECTIONS.notes}`, application.notes);
  }
  put(COLLECTIONS.applicationReferences, centre.applicationReferences);
  put(COLLECTIONS.examSessions, centre.examSessions);
  put(COLLECTIONS.examBookings, centre.examBookings);
  put(COLLECTIONS.examCandidates, centre.examCandidates);
  for (const appointment of centre.appointments)
    putWithHistory(COLLECTIONS.appointments, appointment);
  put(COLLECTIONS.appointmentReferences, centre.appointmentReferences);
  put(COLLECTIONS.appointmentHolds, centre.appointmentHolds);
  put(COLLECTIONS.slots, centre.slots);
  put(COLLECTIONS.slotDays, centre.slotDays);
  for (const message of centre.contactMessages)
    putWithHistory(COLLECTIONS.contactMessages, message);
  put(COLLECTIONS.messages, centre.messages);
  put(COLLECTIONS.messageThreads, demoMessageThreads(centre.messages));
  const { queue } = centre;
  writes.push({ path: QUEUE_SETTINGS_PATH, data: queue.queueSettings });
  put(COLLECTIONS.visitors, queue.visitors);
  for (const visit of queue.visits) putWithHistory(COLLECTIONS.visits, visit);
  put(COLLECTIONS.desks, queue.desks);
  put(COLLECTIONS.counters, queue.counters);
  put(COLLECTIONS.queueDisplays, queue.queueDisplays);
  put(COLLECTIONS.queueBoards, queue.queueBoards);
  for (const task of centre.tasks) putWithHistory(COLLECTIONS.tasks, task);
  return writes;
}

/** Counts per collection, for the seed's summary line. */
export function demoCounts(
  centre: DemoCentre,
  { withDocuments }: { withDocuments: boolean },
): Record<string, number> {
  return {
    applications: centre.applications.length,
    hcaRegistrations: centre.applications.filter((a) => a.data.kind === 'hca').length,
    documents: withDocuments ? centre.files.length : 0,
    examBookings: centre.examBookings.length,
    appointments: centre.appointments.length,
    slots: centre.slots.length,
    contactMessages: centre.contactMessages.length,
    messages: centre.messages.length,
    visitors: centre.queue.visitors.length,
    visits: centre.queue.visits.length,
    desks: centre.queue.desks.length,
    tasks: centre.tasks.length,
  };
}
