import { z } from 'zod';
import { hasPermission, type AccessUser } from './access';
import {
  APPLICATION_KINDS,
  APPLICATION_STATUSES,
  type ApplicationKind,
  type ApplicationStatus,
} from './applications';
import { APPOINTMENT_STATUSES, addDays, type AppointmentStatus } from './bookings';
import type { Permission } from './permissions';
import { isRole, type Role } from './roles';
import { timestampSchema } from './timestamps';
import { queueDateOf } from './visits';

/**
 * The staff dashboard (/dashboard, docs/product.md "Dashboard"): which cards a role sees, where
 * each card's figures come from, and the rollup documents (stats/*) that keep the counts that a
 * `count()` per figure would make too dear. Every figure costs at most one billed read for up to
 * 1000 matched entries, so a load stays within DASHBOARD_READ_BUDGET whatever the data size.
 */

// ---------------------------------------------------------------------------------------------
// Cards per role

/** In page order: what the role acts on first. */
export const DASHBOARD_CARDS = [
  'queue_today',
  'register_visitor',
  'my_assignments',
  'unread_messages',
  'centre_today',
  'staff_on_desk',
  'applications_by_status',
  'appointments_today',
  'bank_requests',
  'bank_clients_kyc',
  'my_commissions',
] as const;
export type DashboardCard = (typeof DASHBOARD_CARDS)[number];

/** Where a card's figures come from; each source is one billed read up to 1000 matches. */
export const DASHBOARD_SOURCES = [
  /** queueDisplays/{today}: waiting, oldest wait, served per service. */
  'queue_display',
  /** queueBoards/{today}: the open desks and who is at them. */
  'queue_board',
  /** stats/applications: counts by kind and status, open per submission day (and assignee). */
  'application_stats',
  /** stats/appointments: appointments per day and status. */
  'appointment_stats',
  /** count() of my active visits. */
  'my_visits_count',
  /** count() of my open tasks, and of those overdue. */
  'my_tasks_count',
  'my_overdue_tasks_count',
  /** count() of messages to me not read. */
  'unread_count',
  /** count() and average(waitMinutes) of today's visits. */
  'visits_today',
  /** count() of the visits marked no_show from this week's Monday to today. */
  'visits_no_shows_week',
  /** count() of bank requests waiting for the desk (BANK_REQUESTS_WAITING). */
  'bank_requests_waiting',
  /** count() of my bank clients in KYC. */
  'my_kyc_clients_count',
  /** count() and sum(amountCents) of my commissions of this month. */
  'my_commissions_month',
] as const;
export type DashboardSource = (typeof DASHBOARD_SOURCES)[number];

interface CardRule {
  roles: readonly Role[];
  permission: Permission;
  sources: readonly DashboardSource[];
}

const CENTRE_ROLES: readonly Role[] = ['manager', 'admin', 'superadmin'];
const CASE_ROLES: readonly Role[] = ['agent', 'manager'];

const CARD_RULES: Readonly<Record<DashboardCard, CardRule>> = {
  queue_today: {
    roles: ['receptionist'],
    permission: 'view_visit_management',
    sources: ['queue_display'],
  },
  register_visitor: {
    roles: ['receptionist'],
    permission: 'manage_visitor_registration',
    sources: [],
  },
  my_assignments: {
    roles: CASE_ROLES,
    permission: 'view_applications',
    sources: ['application_stats', 'my_visits_count', 'my_tasks_count', 'my_overdue_tasks_count'],
  },
  unread_messages: { roles: CASE_ROLES, permission: 'view_messages', sources: ['unread_count'] },
  centre_today: {
    roles: CENTRE_ROLES,
    permission: 'view_visit_management',
    sources: ['visits_today', 'application_stats', 'visits_no_shows_week'],
  },
  staff_on_desk: {
    roles: CENTRE_ROLES,
    permission: 'view_visit_management',
    sources: ['queue_board'],
  },
  applications_by_status: {
    roles: ['agent', ...CENTRE_ROLES],
    permission: 'view_applications',
    sources: ['application_stats'],
  },
  appointments_today: {
    roles: ['receptionist', 'agent', ...CENTRE_ROLES],
    permission: 'view_appointments',
    sources: ['appointment_stats'],
  },
  bank_requests: {
    roles: ['bank_agent'],
    permission: 'view_bank_services',
    sources: ['bank_requests_waiting'],
  },
  bank_clients_kyc: {
    roles: ['bank_agent'],
    permission: 'view_bank_services',
    sources: ['my_kyc_clients_count'],
  },
  // Commissions are earned by whoever is a client's agent: bank agents and agents.
  my_commissions: {
    roles: ['bank_agent', 'agent'],
    permission: 'manage_bank_services',
    sources: ['my_commissions_month'],
  },
};

/** Bank requests that wait for the desk: not yet converted or closed (the bank_requests card). */
export const BANK_REQUESTS_WAITING = ['new', 'contacted'] as const satisfies readonly string[];

/** docs/product.md "Dashboard": every load stays within this many billed document reads. */
export const DASHBOARD_READ_BUDGET = 10;

/**
 * The cards a user sees, in page order: those listed for their role whose permission they hold
 * (so a role without view_dashboard, such as equity, sees none).
 */
export function dashboardCardsFor(user: AccessUser | null | undefined): DashboardCard[] {
  if (!user || !isRole(user.role) || !hasPermission(user, 'view_dashboard')) return [];
  const role = user.role;
  return DASHBOARD_CARDS.filter((card) => {
    const rule = CARD_RULES[card];
    return rule.roles.includes(role) && hasPermission(user, rule.permission);
  });
}

/** The sources the cards read, each once. */
export function dashboardSourcesFor(cards: readonly DashboardCard[]): DashboardSource[] {
  const wanted = new Set(cards.flatMap((card) => CARD_RULES[card].sources));
  return DASHBOARD_SOURCES.filter((source) => wanted.has(source));
}

// ---------------------------------------------------------------------------------------------
// Days

/** The Monday of `day`'s week (the centre's weeks start on Monday). */
export function weekStartOf(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

// ---------------------------------------------------------------------------------------------
// Applications: open statuses and the response target

/** Statuses in which an application still waits for the centre or the applicant. */
export const OPEN_APPLICATION_STATUSES = [
  'submitted',
  'in_review',
  'awaiting_info',
] as const satisfies readonly ApplicationStatus[];

export function isOpenApplication(status: ApplicationStatus): boolean {
  return (OPEN_APPLICATION_STATUSES as readonly ApplicationStatus[]).includes(status);
}

/**
 * The centre answers an application within this many days of its submission: an open application
 * submitted more than this many days ago is overdue (the manager's "awaiting action" card and My
 * assignments use the same target).
 */
export const APPLICATION_RESPONSE_DAYS = 5;

/** The day an application submitted on `submittedDay` is due. */
export function applicationDueDay(submittedDay: string): string {
  return addDays(submittedDay, APPLICATION_RESPONSE_DAYS);
}

// ---------------------------------------------------------------------------------------------
// Rollups: stats/{id}. One flat map of counters, kept by a trigger per collection that adds the
// difference between a document's contribution after and before the write (the same pure
// contribution functions rebuild the whole document from scratch). Zero counters are dropped, so
// the document holds only what is open or recent.

export type Counters = Record<string, number>;

export const STATS_COLLECTION = 'stats';
export const STATS_DOCS = { applications: 'applications', appointments: 'appointments' } as const;
export type StatsDoc = keyof typeof STATS_DOCS;
/** stats/{id}/events/{eventId}: one per event applied, so that a retried event counts once. */
export const STATS_EVENTS = 'events';
/** How long an applied event's id is kept (a retried event arrives within minutes). */
export const STATS_EVENT_TTL_DAYS = 7;

export const statsRecordSchema = z.object({
  counts: z.record(z.string(), z.number()).catch({}),
  updatedAt: timestampSchema,
});
export type StatsRecord = z.infer<typeof statsRecordSchema>;

/** What an application contributes: its kind, status, submission day and assignee. */
export interface ApplicationFacts {
  kind: ApplicationKind;
  status: ApplicationStatus;
  /** 'YYYY-MM-DD' in the centre's time zone. */
  submittedDay: string;
  assignedTo: string | null;
}

/** A stored Timestamp (either SDK's) or a Date as ms since the epoch; null when absent. */
export function millisOfStored(value: unknown): number | null {
  if (value instanceof Date) return value.getTime();
  const toMillis = (value as { toMillis?: unknown } | null | undefined)?.toMillis;
  return typeof toMillis === 'function' ? (toMillis.call(value) as number) : null;
}

/** The facts of a stored application (null when it has none to count: malformed, or deleted). */
export function applicationFactsOf(
  data: Record<string, unknown> | undefined,
  timezone: string,
): ApplicationFacts | null {
  if (!data) return null;
  const kind = data.kind ?? 'service';
  const status = data.status;
  const createdAt = millisOfStored(data.createdAt);
  if (
    !(APPLICATION_KINDS as readonly unknown[]).includes(kind) ||
    !(APPLICATION_STATUSES as readonly unknown[]).includes(status) ||
    createdAt === null
  ) {
    return null;
  }
  return {
    kind: kind as ApplicationKind,
    status: status as ApplicationStatus,
    submittedDay: queueDateOf(new Date(createdAt), timezone),
    assignedTo: typeof data.assignedTo === 'string' && data.assignedTo ? data.assignedTo : null,
  };
}

const statusKey = (kind: ApplicationKind, status: ApplicationStatus) => `status:${kind}:${status}`;
const openKey = (day: string) => `open:${day}`;
const mineKey = (uid: string, day: string) => `mine:${uid}:${day}`;

/** An application's counters: one by kind and status; when open, one by day (and assignee). */
export function applicationContribution(facts: ApplicationFacts | null): Counters {
  if (!facts) return {};
  const counters: Counters = { [statusKey(facts.kind, facts.status)]: 1 };
  if (isOpenApplication(facts.status)) {
    counters[openKey(facts.submittedDay)] = 1;
    if (facts.assignedTo) counters[mineKey(facts.assignedTo, facts.submittedDay)] = 1;
  }
  return counters;
}

/** What an appointment contributes: one by its day and status. */
export interface AppointmentFacts {
  date: string;
  status: AppointmentStatus;
}

const appointmentKey = (date: string, status: AppointmentStatus) => `day:${date}:${status}`;

/** The facts of a stored appointment (null when malformed or deleted). */
export function appointmentFactsOf(
  data: Record<string, unknown> | undefined,
): AppointmentFacts | null {
  if (!data || typeof data.date !== 'string') return null;
  if (!(APPOINTMENT_STATUSES as readonly unknown[]).includes(data.status)) return null;
  return { date: data.date, status: data.status as AppointmentStatus };
}

export function appointmentContribution(facts: AppointmentFacts | null): Counters {
  return facts ? { [appointmentKey(facts.date, facts.status)]: 1 } : {};
}

/** after - before, counter by counter (zeros left out). */
export function counterDelta(before: Counters, after: Counters): Counters {
  const delta: Counters = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const change = (after[key] ?? 0) - (before[key] ?? 0);
    if (change !== 0) delta[key] = change;
  }
  return delta;
}

/**
 * The counters plus a delta, zeros dropped; `keep` may drop counters that no longer matter
 * (appointments of days long past).
 */
export function addCounters(
  counters: Counters,
  delta: Counters,
  keep: (key: string) => boolean = () => true,
): Counters {
  const result: Counters = {};
  for (const key of new Set([...Object.keys(counters), ...Object.keys(delta)])) {
    const value = (counters[key] ?? 0) + (delta[key] ?? 0);
    if (value !== 0 && keep(key)) result[key] = value;
  }
  return result;
}

/** The counters of many documents (the rebuild). */
export function sumContributions(contributions: Iterable<Counters>): Counters {
  let total: Counters = {};
  for (const contribution of contributions) total = addCounters(total, contribution);
  return total;
}

/** Appointment days kept in stats/appointments: from two weeks back. */
export const APPOINTMENT_STATS_KEEP_DAYS = 14;

export function keepAppointmentCounter(today: string): (key: string) => boolean {
  const from = addDays(today, -APPOINTMENT_STATS_KEEP_DAYS);
  return (key) => (key.split(':')[1] ?? '') >= from;
}

// ---------------------------------------------------------------------------------------------
// Figures read from the rollups

export interface ApplicationFigures {
  /** Per kind and status. */
  byStatus: Record<ApplicationKind, Record<ApplicationStatus, number>>;
  /** Open applications submitted more than APPLICATION_RESPONSE_DAYS ago. */
  overdue: number;
  /** Open applications assigned to `uid`, and those of them overdue. */
  mine: number;
  mineOverdue: number;
}

export function applicationFigures(
  counts: Counters,
  today: string,
  uid: string,
): ApplicationFigures {
  const byStatus = Object.fromEntries(
    APPLICATION_KINDS.map((kind) => [
      kind,
      Object.fromEntries(
        APPLICATION_STATUSES.map((status) => [status, counts[statusKey(kind, status)] ?? 0]),
      ),
    ]),
  ) as ApplicationFigures['byStatus'];
  const lastOnTime = addDays(today, -APPLICATION_RESPONSE_DAYS);
  let overdue = 0;
  let mine = 0;
  let mineOverdue = 0;
  for (const [key, value] of Object.entries(counts)) {
    const [prefix, first, second] = key.split(':');
    if (prefix === 'open' && first && first < lastOnTime) overdue += value;
    if (prefix === 'mine' && first === uid && second) {
      mine += value;
      if (second < lastOnTime) mineOverdue += value;
    }
  }
  return { byStatus, overdue, mine, mineOverdue };
}

/**
 * Appointments of `day` per status. (The centre's "no-shows this week" are visits, not
 * appointments: the visits_no_shows_week source counts them.)
 */
export function appointmentFigures(
  counts: Counters,
  day: string,
): { today: Record<AppointmentStatus, number> } {
  const today = Object.fromEntries(
    APPOINTMENT_STATUSES.map((status) => [status, counts[appointmentKey(day, status)] ?? 0]),
  ) as Record<AppointmentStatus, number>;
  return { today };
}
