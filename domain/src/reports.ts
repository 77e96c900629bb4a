import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import {
  APPLICATION_KINDS,
  APPLICATION_STATUSES,
  applicationRecordSchema,
  type ApplicationKind,
  type ApplicationStatus,
} from './applications';
import {
  BANK_PRODUCTS,
  BANK_REQUEST_STATUSES,
  bankClientRecordSchema,
  bankRequestRecordSchema,
  commissionRecordSchema,
  type BankProduct,
  type BankRequestStatus,
} from './bank';
import {
  APPOINTMENT_STATUSES,
  addDays,
  appointmentRecordSchema,
  examSessionRecordSchema,
  type AppointmentStatus,
} from './bookings';
import { COLLECTIONS } from './collections';
import { counterDelta, type Counters } from './dashboard';
import { JOB_STATUSES, jobRecordSchema, type JobStatus } from './jobs';
import {
  LICENCE_RENEWAL_STATUSES,
  licenceRenewalRecordSchema,
  type LicenceRenewalStatus,
} from './licence-renewals';
import { timestampSchema } from './timestamps';
import { VISIT_STATUSES, queueDateOf, visitRecordSchema, type VisitStatus } from './visits';

/**
 * Reports (/reports, docs/product.md "Reports"): what a centre manager and a funder ask for, cheap
 * at any size.
 *
 * One rollup document per day of the centre's own calendar, `reportDays/{YYYY-MM-DD}`, holds flat
 * counters (and sums, and small histograms of times) of everything that happened on that day.
 * A report over a range reads one document per day (a 31-day report: 31 + the settings), whatever
 * the number of visits. Percentiles come from the histograms.
 *
 * Each record contributes counters to exactly one day (its *report day*, below). A trigger per
 * collection adds the difference between a document's contribution after and before each write
 * (the dashboard's stats/* design, domain/src/dashboard.ts), guarded by the event id so that a
 * retried event counts once; a rebuild of a day sums the contributions of every record of that day
 * with the same functions, so a rebuilt day equals the incremental one.
 *
 * Report days ("cohorts"):
 * - visits: the queue date (the day of check-in). Arrivals by service and hour, statuses by
 *   service, transfers, and the wait and service times by service and staff member (the desk's
 *   member of staff who served it; '-' when nobody did).
 * - applications, licence renewals, bank requests: the day of submission, with their *current*
 *   status: "of the applications received in this period, how many are approved now". The time
 *   to decision counts those decided so far.
 * - appointments: the appointment's own date. HCA exam sessions: the session's date.
 * - jobs: the day of publication (drafts count nowhere).
 * - bank clients: the day of activation (others count nowhere). Commissions: the day earned.
 */

// ---------------------------------------------------------------------------------------------
// Where the rollups live

export const REPORT_DAYS_COLLECTION = COLLECTIONS.reportDays;
/** reportDays/{day}/events/{eventId}: one per event applied to that day (idempotency). */
export const REPORT_EVENTS = 'events';
/** How long an applied event's id is kept (a retried event arrives within minutes). */
export const REPORT_EVENT_TTL_DAYS = 7;

/** reportDays/{day} as stored. The id is the day. */
export const reportDayRecordSchema = z.object({
  id: z.string(),
  counts: z.record(z.string(), z.number()).catch({}),
  /** Names for the ids in the keys: `service:{id}`, `staff:{uid}`, `session:{id}`. */
  labels: z.record(z.string(), z.string()).catch({}),
  rebuiltAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type ReportDayRecord = z.infer<typeof reportDayRecordSchema>;

// ---------------------------------------------------------------------------------------------
// Histograms

/** Lower edges (minutes) of the wait and service time buckets; the last is open-ended. */
export const MINUTE_BUCKETS = [
  0, 5, 10, 15, 20, 25, 30, 40, 50, 60, 75, 90, 120, 180, 240,
] as const;
/** Lower edges (days) of the buckets of days: time to decision, booking lead time, age. */
export const DAY_BUCKETS = [0, 1, 2, 3, 5, 7, 10, 14, 21, 30, 45, 60, 90] as const;

/** The bucket (index of the last lower edge <= value) that a value falls in. */
export function bucketOf(value: number, edges: readonly number[]): number {
  let index = 0;
  for (let i = 0; i < edges.length; i += 1) if (value >= edges[i]!) index = i;
  return index;
}

/** A histogram: counts per bucket of `edges`, one entry per edge. */
export type Histogram = number[];

export function emptyHistogram(edges: readonly number[]): Histogram {
  return edges.map(() => 0);
}

/** The upper edge of bucket i (the last bucket: its lower edge, i.e. "that or more"). */
function upperEdge(edges: readonly number[], i: number): number {
  return edges[i + 1] ?? edges[i]!;
}

/**
 * The p-th percentile (0 < p <= 1) of the values a histogram counts, interpolated linearly
 * inside the bucket that holds it; null when it counts nothing. A percentile in the open-ended
 * last bucket is that bucket's lower edge.
 */
export function histogramPercentile(
  histogram: readonly number[],
  edges: readonly number[],
  p: number,
): number | null {
  const total = histogram.reduce((sum, n) => sum + n, 0);
  if (total === 0) return null;
  const rank = p * total;
  let below = 0;
  for (let i = 0; i < histogram.length; i += 1) {
    const n = histogram[i] ?? 0;
    if (n > 0 && below + n >= rank) {
      const lower = edges[i]!;
      const upper = upperEdge(edges, i);
      return lower + ((rank - below) / n) * (upper - lower);
    }
    below += n;
  }
  return edges[edges.length - 1]!;
}

/**
 * The share (0..1) of the counted values at or above `target`, a bucket that straddles the target
 * counted in proportion; null when it counts nothing.
 */
export function histogramShareAbove(
  histogram: readonly number[],
  edges: readonly number[],
  target: number,
): number | null {
  const total = histogram.reduce((sum, n) => sum + n, 0);
  if (total === 0) return null;
  let above = 0;
  for (let i = 0; i < histogram.length; i += 1) {
    const n = histogram[i] ?? 0;
    const lower = edges[i]!;
    const upper = upperEdge(edges, i);
    if (lower >= target) above += n;
    else if (upper > target) above += (n * (upper - target)) / (upper - lower);
  }
  return above / total;
}

/** count, average (from the exact sum), median and 90th percentile of one measure. */
export interface TimeStats {
  count: number;
  average: number | null;
  median: number | null;
  p90: number | null;
}

export function timeStats(
  histogram: readonly number[],
  sum: number,
  edges: readonly number[],
): TimeStats {
  const count = histogram.reduce((total, n) => total + n, 0);
  return {
    count,
    average: count > 0 ? sum / count : null,
    median: histogramPercentile(histogram, edges, 0.5),
    p90: histogramPercentile(histogram, edges, 0.9),
  };
}

// ---------------------------------------------------------------------------------------------
// Counter keys. Ids never hold ':' (document ids, uids, enum values).

/** Who a time or case is counted for when nobody is: not served, not assigned. */
export const NOBODY = '-';

export const REPORT_KEYS = {
  /** Visits checked in, per service and local hour of check-in (0-23). */
  visitArrival: (service: string, hour: number) => `v:in:${service}:${hour}`,
  /** Visits per service and current status. */
  visitStatus: (service: string, status: VisitStatus) => `v:st:${service}:${status}`,
  /** Transfers of visits now in this service's queue. */
  visitTransfers: (service: string) => `v:tr:${service}`,
  /** Wait (check-in to first call) histogram per service and staff member, and its sum. */
  wait: (service: string, staff: string, bucket: number) => `v:w:${service}:${staff}:${bucket}`,
  waitSum: (service: string, staff: string) => `v:ws:${service}:${staff}`,
  /** Service time (start to complete) histogram per service and staff member, and its sum. */
  service: (service: string, staff: string, bucket: number) => `v:s:${service}:${staff}:${bucket}`,
  serviceSum: (service: string, staff: string) => `v:ss:${service}:${staff}`,
  /** Applications received, per kind, service, assignee and current status. */
  application: (
    kind: ApplicationKind,
    service: string,
    assignee: string,
    status: ApplicationStatus,
  ) => `a:in:${kind}:${service}:${assignee}:${status}`,
  /** Days from submission to decision (approved or rejected), per service: histogram and sum. */
  decision: (service: string, bucket: number) => `a:d:${service}:${bucket}`,
  decisionSum: (service: string) => `a:ds:${service}`,
  /** Appointments on this date per service and current status. */
  appointment: (service: string, status: AppointmentStatus) => `p:st:${service}:${status}`,
  /** Appointments on this date that were rescheduled at least once. */
  rescheduled: (service: string) => `p:rs:${service}`,
  /** Days from booking to the appointment: histogram and sum. */
  leadTime: (service: string, bucket: number) => `p:l:${service}:${bucket}`,
  leadTimeSum: (service: string) => `p:ls:${service}`,
  /** HCA exam session on this date: its capacity and seats booked. */
  examCapacity: (session: string) => `x:cap:${session}`,
  examBooked: (session: string) => `x:bk:${session}`,
  /** Jobs published on this date, per current status. */
  job: (status: JobStatus) => `j:st:${status}`,
  /** Licence renewals received, per current status; days to completion or rejection. */
  renewal: (status: LicenceRenewalStatus) => `l:st:${status}`,
  renewalDecision: (bucket: number) => `l:d:${bucket}`,
  renewalDecisionSum: () => `l:ds`,
  /** Bank requests received, per product, assignee and current status. */
  bankRequest: (product: BankProduct, assignee: string, status: BankRequestStatus) =>
    `b:rq:${product}:${assignee}:${status}`,
  /** Bank clients activated, per product and agent (a client with two products counts in each). */
  bankActivation: (product: BankProduct, agent: string) => `b:ac:${product}:${agent}`,
  /** Commissions earned per agent: how many, and their sum in cents. */
  commissionCount: (agent: string) => `b:cn:${agent}`,
  commissionCents: (agent: string) => `b:cc:${agent}`,
} as const;

export const REPORT_LABEL_KEYS = {
  service: (id: string) => `service:${id}`,
  staff: (uid: string) => `staff:${uid}`,
  session: (id: string) => `session:${id}`,
} as const;

// ---------------------------------------------------------------------------------------------
// The centre's days and hours

/** The centre-local hour (0-23) of an instant. */
export function localHourOf(instant: Date, timezone: string): number {
  return new TZDate(instant.getTime(), timezone).getHours();
}

/** 0 = Monday ... 6 = Sunday, of a 'YYYY-MM-DD' day. */
export function weekdayOf(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7;
}

/** The instants at which a centre-local day starts and the next one starts. */
export function dayBoundsOf(day: string, timezone: string): { start: Date; end: Date } {
  const at = (d: string) => {
    const [year, month, date] = d.split('-').map(Number) as [number, number, number];
    return new Date(new TZDate(year, month - 1, date, timezone).getTime());
  };
  return { start: at(day), end: at(addDays(day, 1)) };
}

/** Whole days from `from` to `to` ('YYYY-MM-DD'), negative when `to` is earlier. */
export function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * Days (fractional) between two instants, in 1/1024ths of a day (about 1.4 minutes): sums of such
 * binary fractions are exact in floating point, so that adding and taking off a record's days
 * returns a sum to what a rebuild computes (and a counter back to exactly 0, which is dropped).
 */
const daysBetweenInstants = (from: Date, to: Date) =>
  Math.max(0, Math.round(((to.getTime() - from.getTime()) / 86_400_000) * 1024) / 1024);

/**
 * Counters are rounded to this many decimals after every addition: sums of times (minutes to a
 * tenth, days to 1/10,000) added in any order then come out exactly equal, so a rebuilt day
 * equals the incremental one and a sum that returns to zero vanishes.
 */
const COUNTER_DECIMALS = 1e6;
const tidy = (value: number) => Math.round(value * COUNTER_DECIMALS) / COUNTER_DECIMALS;

/** A report day's counters plus a delta, rounded (COUNTER_DECIMALS), zeros dropped. */
export function addReportCounters(counts: Counters, delta: Counters): Counters {
  const result: Counters = {};
  for (const key of new Set([...Object.keys(counts), ...Object.keys(delta)])) {
    const value = tidy((counts[key] ?? 0) + (delta[key] ?? 0));
    if (value !== 0) result[key] = value;
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Contributions: what one stored record adds to its report day

export interface ReportContribution {
  day: string;
  counts: Counters;
  labels: Record<string, string>;
}

/** Collections whose records feed the reports. */
export const REPORT_SOURCES = [
  'visits',
  'applications',
  'appointments',
  'examSessions',
  'jobs',
  'licenceRenewals',
  'bankRequests',
  'bankClients',
  'commissions',
] as const satisfies readonly (keyof typeof COLLECTIONS)[];
export type ReportSource = (typeof REPORT_SOURCES)[number];

/**
 * How a rebuild finds the records of one day: an equality on a day field, or a range of
 * instants [start, end) of the centre-local day on a timestamp field.
 */
export const REPORT_SOURCE_DAY_FIELDS: Readonly<
  Record<ReportSource, { field: string; kind: 'day' | 'instant' }>
> = {
  visits: { field: 'queueDate', kind: 'day' },
  applications: { field: 'createdAt', kind: 'instant' },
  appointments: { field: 'date', kind: 'day' },
  examSessions: { field: 'date', kind: 'day' },
  jobs: { field: 'publishedAt', kind: 'instant' },
  licenceRenewals: { field: 'createdAt', kind: 'instant' },
  bankRequests: { field: 'createdAt', kind: 'instant' },
  bankClients: { field: 'activatedAt', kind: 'instant' },
  commissions: { field: 'earnedAt', kind: 'instant' },
};

type Data = Record<string, unknown> | undefined;

function parse<T extends z.ZodTypeAny>(schema: T, data: Data, id: string): z.infer<T> | null {
  if (!data) return null;
  const result = schema.safeParse({ ...data, id });
  return result.success ? (result.data as z.infer<T>) : null;
}

const add = (counts: Counters, key: string, value = 1) => {
  if (value !== 0) counts[key] = (counts[key] ?? 0) + value;
};

function visitContribution(data: Data, id: string, timezone: string): ReportContribution | null {
  const visit = parse(visitRecordSchema, data, id);
  if (!visit || !visit.queueDate || !visit.serviceId) return null;
  const service = visit.serviceId;
  const staff = visit.deskStaffId ?? NOBODY;
  const counts: Counters = {};
  const labels: Record<string, string> = {};
  if (visit.serviceName) labels[REPORT_LABEL_KEYS.service(service)] = visit.serviceName;
  if (visit.deskStaffId && visit.deskStaffName) {
    labels[REPORT_LABEL_KEYS.staff(visit.deskStaffId)] = visit.deskStaffName;
  }
  if (visit.checkedInAt) {
    add(counts, REPORT_KEYS.visitArrival(service, localHourOf(visit.checkedInAt, timezone)));
  }
  add(counts, REPORT_KEYS.visitStatus(service, visit.status));
  add(counts, REPORT_KEYS.visitTransfers(service), visit.transferCount);
  if (visit.waitMinutes !== null) {
    add(counts, REPORT_KEYS.wait(service, staff, bucketOf(visit.waitMinutes, MINUTE_BUCKETS)));
    add(counts, REPORT_KEYS.waitSum(service, staff), visit.waitMinutes);
  }
  if (visit.status === 'completed' && visit.serviceMinutes !== null) {
    add(
      counts,
      REPORT_KEYS.service(service, staff, bucketOf(visit.serviceMinutes, MINUTE_BUCKETS)),
    );
    add(counts, REPORT_KEYS.serviceSum(service, staff), visit.serviceMinutes);
  }
  return { day: visit.queueDate, counts, labels };
}

/** Decided: approved or rejected (the time to decision). */
export const DECIDED_APPLICATION_STATUSES = ['approved', 'rejected'] as const;

function applicationContribution(
  data: Data,
  id: string,
  timezone: string,
): ReportContribution | null {
  const application = parse(applicationRecordSchema, data, id);
  if (!application?.createdAt || !application.serviceId) return null;
  const service = application.serviceId;
  const assignee = application.assignedTo ?? NOBODY;
  const counts: Counters = {};
  const labels: Record<string, string> = {};
  if (application.assignedTo && application.assignedToName) {
    labels[REPORT_LABEL_KEYS.staff(application.assignedTo)] = application.assignedToName;
  }
  add(counts, REPORT_KEYS.application(application.kind, service, assignee, application.status));
  if (application.decidedAt) {
    const days = daysBetweenInstants(application.createdAt, application.decidedAt);
    add(counts, REPORT_KEYS.decision(service, bucketOf(days, DAY_BUCKETS)));
    add(counts, REPORT_KEYS.decisionSum(service), days);
  }
  return { day: queueDateOf(application.createdAt, timezone), counts, labels };
}

function appointmentContribution(
  data: Data,
  id: string,
  timezone: string,
): ReportContribution | null {
  const appointment = parse(appointmentRecordSchema, data, id);
  if (!appointment || !/^\d{4}-\d{2}-\d{2}$/.test(appointment.date) || !appointment.serviceId) {
    return null;
  }
  const service = appointment.serviceId;
  const counts: Counters = {};
  const labels: Record<string, string> = {};
  if (appointment.serviceName) labels[REPORT_LABEL_KEYS.service(service)] = appointment.serviceName;
  add(counts, REPORT_KEYS.appointment(service, appointment.status));
  if (appointment.rescheduleCount > 0) add(counts, REPORT_KEYS.rescheduled(service));
  if (appointment.createdAt) {
    const lead = Math.max(
      0,
      daysFrom(queueDateOf(appointment.createdAt, timezone), appointment.date),
    );
    add(counts, REPORT_KEYS.leadTime(service, bucketOf(lead, DAY_BUCKETS)));
    add(counts, REPORT_KEYS.leadTimeSum(service), lead);
  }
  return { day: appointment.date, counts, labels };
}

function examSessionContribution(data: Data, id: string): ReportContribution | null {
  const session = parse(examSessionRecordSchema, data, id);
  if (!session) return null;
  const counts: Counters = {};
  add(counts, REPORT_KEYS.examCapacity(id), session.capacity);
  add(counts, REPORT_KEYS.examBooked(id), session.booked);
  return {
    day: session.date,
    counts,
    labels: {
      [REPORT_LABEL_KEYS.session(id)]: `${session.date} ${session.startTime} ${session.location}`,
    },
  };
}

function jobContribution(data: Data, id: string, timezone: string): ReportContribution | null {
  const job = parse(jobRecordSchema, data, id);
  // Drafts count nowhere, even one that carries a publication date.
  if (!job?.publishedAt || job.status === 'draft') return null;
  return {
    day: queueDateOf(job.publishedAt, timezone),
    counts: { [REPORT_KEYS.job(job.status)]: 1 },
    labels: {},
  };
}

function renewalContribution(data: Data, id: string, timezone: string): ReportContribution | null {
  const renewal = parse(licenceRenewalRecordSchema, data, id);
  if (!renewal?.createdAt) return null;
  const counts: Counters = { [REPORT_KEYS.renewal(renewal.status)]: 1 };
  if (
    (renewal.status === 'completed' || renewal.status === 'rejected') &&
    renewal.statusChangedAt
  ) {
    const days = daysBetweenInstants(renewal.createdAt, renewal.statusChangedAt);
    add(counts, REPORT_KEYS.renewalDecision(bucketOf(days, DAY_BUCKETS)));
    add(counts, REPORT_KEYS.renewalDecisionSum(), days);
  }
  return { day: queueDateOf(renewal.createdAt, timezone), counts, labels: {} };
}

function bankRequestContribution(
  data: Data,
  id: string,
  timezone: string,
): ReportContribution | null {
  const request = parse(bankRequestRecordSchema, data, id);
  if (!request?.createdAt) return null;
  const labels: Record<string, string> = {};
  if (request.assignedTo && request.assignedToName) {
    labels[REPORT_LABEL_KEYS.staff(request.assignedTo)] = request.assignedToName;
  }
  return {
    day: queueDateOf(request.createdAt, timezone),
    counts: {
      [REPORT_KEYS.bankRequest(request.product, request.assignedTo ?? NOBODY, request.status)]: 1,
    },
    labels,
  };
}

function bankClientContribution(
  data: Data,
  id: string,
  timezone: string,
): ReportContribution | null {
  const client = parse(bankClientRecordSchema, data, id);
  if (!client?.activatedAt || client.activationCount < 1) return null;
  const agent = client.agentId ?? NOBODY;
  const counts: Counters = {};
  for (const product of client.products) add(counts, REPORT_KEYS.bankActivation(product, agent));
  const labels: Record<string, string> = {};
  if (client.agentId && client.agentName) {
    labels[REPORT_LABEL_KEYS.staff(client.agentId)] = client.agentName;
  }
  return { day: queueDateOf(client.activatedAt, timezone), counts, labels };
}

function commissionContribution(
  data: Data,
  id: string,
  timezone: string,
): ReportContribution | null {
  const commission = parse(commissionRecordSchema, data, id);
  if (!commission?.earnedAt || !commission.agentId) return null;
  const counts: Counters = {};
  add(counts, REPORT_KEYS.commissionCount(commission.agentId));
  add(counts, REPORT_KEYS.commissionCents(commission.agentId), commission.amountCents);
  const labels: Record<string, string> = {};
  if (commission.agentName) {
    labels[REPORT_LABEL_KEYS.staff(commission.agentId)] = commission.agentName;
  }
  return { day: queueDateOf(commission.earnedAt, timezone), counts, labels };
}

/**
 * What a stored record (its data as read, its id) contributes to the reports, by collection;
 * null when it contributes nothing (malformed, deleted, or not yet countable).
 */
export const REPORT_CONTRIBUTIONS: Readonly<
  Record<ReportSource, (data: Data, id: string, timezone: string) => ReportContribution | null>
> = {
  visits: visitContribution,
  applications: applicationContribution,
  appointments: appointmentContribution,
  examSessions: examSessionContribution,
  jobs: jobContribution,
  licenceRenewals: renewalContribution,
  bankRequests: bankRequestContribution,
  bankClients: bankClientContribution,
  commissions: commissionContribution,
};

/** One report day's change from one write. */
export interface ReportDayDelta {
  day: string;
  delta: Counters;
  labels: Record<string, string>;
}

/** The entry of `key` in `map`, made by `make` and added the first time it is asked for. */
function entryOf<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let found = map.get(key);
  if (found === undefined) {
    found = make();
    map.set(key, found);
  }
  return found;
}

/**
 * The per-day changes of a write whose record contributed `before` and contributes `after`:
 * one day when the report day is unchanged, two when it moved (an appointment rescheduled to
 * another date); days whose delta is empty are left out.
 */
export function reportDeltas(
  before: ReportContribution | null,
  after: ReportContribution | null,
): ReportDayDelta[] {
  const days = new Map<string, ReportDayDelta>();
  const entry = (day: string) => entryOf(days, day, () => ({ day, delta: {}, labels: {} }));
  if (before) entry(before.day).delta = addReportCounters({}, counterDelta(before.counts, {}));
  if (after) {
    const target = entry(after.day);
    target.delta = addReportCounters(target.delta, after.counts);
    target.labels = { ...after.labels };
  }
  return [...days.values()].filter((change) => Object.keys(change.delta).length > 0);
}

/** The counters and labels of many records of one day (the rebuild). */
export function sumReportContributions(contributions: Iterable<ReportContribution | null>): {
  counts: Counters;
  labels: Record<string, string>;
} {
  let counts: Counters = {};
  const labels: Record<string, string> = {};
  for (const contribution of contributions) {
    if (!contribution) continue;
    counts = addReportCounters(counts, contribution.counts);
    Object.assign(labels, contribution.labels);
  }
  return { counts, labels };
}

// ---------------------------------------------------------------------------------------------
// Ranges

export const REPORT_PRESETS = ['today', 'this_week', 'this_month', 'last_month', 'custom'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

/**
 * The longest range a report reads (one rollup per day: a quarter is 92 documents). Longer
 * questions go to BigQuery (README, "Reports beyond Firestore").
 */
export const REPORT_MAX_DAYS = 92;
/** docs/product.md "Reports": a 31-day report reads at most this many documents. */
export const REPORT_READ_BUDGET_31_DAYS = 40;

export interface ReportRange {
  from: string;
  to: string;
}

const isoDayPattern = /^\d{4}-\d{2}-\d{2}$/;
const isRealDay = (day: string) => {
  if (!isoDayPattern.test(day)) return false;
  // '9999-99-99' matches the pattern but is no date: an Invalid Date, whose toISOString throws.
  const instant = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(instant.getTime()) && instant.toISOString().slice(0, 10) === day;
};

export const REPORT_RANGE_MESSAGES = {
  invalidDay: 'Enter a real date',
  order: 'The end date must be on or after the start date',
  tooLong: `Choose at most ${REPORT_MAX_DAYS} days`,
} as const;

/** Both ends real days: only then are the order and the length checked (one message a field). */
const realRange = (range: { from: string; to: string }) =>
  isRealDay(range.from) && isRealDay(range.to);

/** A custom range: real days, in order, at most REPORT_MAX_DAYS long. */
export const reportRangeSchema = z
  .object({
    from: z.string().refine(isRealDay, REPORT_RANGE_MESSAGES.invalidDay),
    to: z.string().refine(isRealDay, REPORT_RANGE_MESSAGES.invalidDay),
  })
  .refine((range) => !realRange(range) || range.from <= range.to, {
    message: REPORT_RANGE_MESSAGES.order,
    path: ['to'],
  })
  .refine((range) => !realRange(range) || daysFrom(range.from, range.to) < REPORT_MAX_DAYS, {
    message: REPORT_RANGE_MESSAGES.tooLong,
    path: ['to'],
  });

/**
 * The days of a preset seen from `today` (the centre's date, queueDateOf(now, timezone)): weeks
 * start on Monday; 'custom' takes `custom` as it is (check it with reportRangeSchema first).
 */
export function reportRange(
  preset: ReportPreset,
  today: string,
  custom?: ReportRange,
): ReportRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'this_week':
      return { from: addDays(today, -weekdayOf(today)), to: today };
    case 'this_month':
      return { from: `${today.slice(0, 7)}-01`, to: today };
    case 'last_month': {
      const firstOfThisMonth = `${today.slice(0, 7)}-01`;
      const lastOfLastMonth = addDays(firstOfThisMonth, -1);
      return { from: `${lastOfLastMonth.slice(0, 7)}-01`, to: lastOfLastMonth };
    }
    case 'custom':
      return custom ?? { from: today, to: today };
  }
}

/** Every day from `from` to `to`, in order. */
export function daysOfRange(range: ReportRange): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}

// ---------------------------------------------------------------------------------------------
// Summaries: what a report shows, from the rollups of its days

export interface ReportFilters {
  /** Only this service (visits, times, applications, appointments). */
  serviceId?: string | null;
  /** Only this member of staff (times and served visits, applications, bank). */
  staffId?: string | null;
}

export interface ServiceTimes {
  wait: TimeStats;
  service: TimeStats;
  /** Share of waits at or above the target; null when no wait was measured. */
  waitAboveTarget: number | null;
}

export interface ReportSummary {
  range: ReportRange;
  days: string[];
  labels: Record<string, string>;
  visits: {
    arrivals: number;
    served: number;
    noShows: number;
    cancelled: number;
    transfers: number;
    byStatus: Record<VisitStatus, number>;
    /** Per day of the range: arrivals, served, no-shows. */
    byDay: { day: string; arrivals: number; served: number; noShows: number }[];
    /** Arrivals by weekday (0 = Monday) x local hour (0-23). */
    heatmap: number[][];
    byService: {
      serviceId: string;
      arrivals: number;
      served: number;
      noShows: number;
      transfers: number;
    }[];
  };
  times: ServiceTimes & {
    targetMinutes: number;
    byService: ({ serviceId: string } & ServiceTimes)[];
    byStaff: ({ staffId: string } & ServiceTimes)[];
  };
  applications: {
    received: number;
    byKind: Record<ApplicationKind, number>;
    byStatus: Record<ApplicationStatus, number>;
    byService: { serviceId: string; received: number; open: number; decided: number }[];
    /** Open now, by age in days (DAY_BUCKETS), counted from `today`. */
    openAge: Histogram;
    decision: TimeStats;
  };
  appointments: {
    booked: number;
    byStatus: Record<AppointmentStatus, number>;
    cancelled: number;
    rescheduled: number;
    noShows: number;
    /** No-shows over the appointments whose day is decided (completed, checked in, no-show). */
    noShowRate: number | null;
    leadTime: TimeStats;
    byService: {
      serviceId: string;
      booked: number;
      cancelled: number;
      rescheduled: number;
      noShows: number;
    }[];
    exams: { sessionId: string; day: string; capacity: number; booked: number }[];
  };
  jobs: { published: number; byStatus: Record<JobStatus, number> };
  renewals: {
    received: number;
    byStatus: Record<LicenceRenewalStatus, number>;
    decision: TimeStats;
  };
  bank: {
    requests: number;
    requestsByStatus: Record<BankRequestStatus, number>;
    requestsByProduct: Record<BankProduct, number>;
    activations: number;
    activationsByProduct: Record<BankProduct, number>;
    commissions: { count: number; cents: number };
    byAgent: { staffId: string; activations: number; commissions: number; cents: number }[];
  };
}

const zeros = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;

const OPEN_STATUSES: readonly ApplicationStatus[] = ['submitted', 'in_review', 'awaiting_info'];

/**
 * The report of a range from its days' rollups (missing days count as empty), seen from `today`
 * (for the ages of open applications), with the wait target in minutes.
 */
export function summariseReport(
  range: ReportRange,
  records: readonly ReportDayRecord[],
  options: { today: string; targetMinutes: number; filters?: ReportFilters },
): ReportSummary {
  const serviceFilter = options.filters?.serviceId || null;
  const staffFilter = options.filters?.staffId || null;
  const serviceOk = (service: string) => !serviceFilter || service === serviceFilter;
  const staffOk = (staff: string) => !staffFilter || staff === staffFilter;
  const days = daysOfRange(range);
  const byDay = new Map(records.map((record) => [record.id, record]));
  const labels: Record<string, string> = {};

  const visitStatus = zeros(VISIT_STATUSES);
  const visitDays: ReportSummary['visits']['byDay'] = [];
  const heatmap = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
  const visitServices = new Map<string, ReportSummary['visits']['byService'][number]>();
  const visitService = (serviceId: string) =>
    entryOf(visitServices, serviceId, () => ({
      serviceId,
      arrivals: 0,
      served: 0,
      noShows: 0,
      transfers: 0,
    }));
  let arrivals = 0;
  let transfers = 0;

  interface TimeAcc {
    wait: Histogram;
    waitSum: number;
    service: Histogram;
    serviceSum: number;
  }
  const newAcc = (): TimeAcc => ({
    wait: emptyHistogram(MINUTE_BUCKETS),
    waitSum: 0,
    service: emptyHistogram(MINUTE_BUCKETS),
    serviceSum: 0,
  });
  const allTimes = newAcc();
  const serviceTimes = new Map<string, TimeAcc>();
  const staffTimes = new Map<string, TimeAcc>();
  const accOf = (map: Map<string, TimeAcc>, id: string) => entryOf(map, id, newAcc);

  const appByKind = zeros(APPLICATION_KINDS);
  const appByStatus = zeros(APPLICATION_STATUSES);
  const appServices = new Map<string, ReportSummary['applications']['byService'][number]>();
  const openAge = emptyHistogram(DAY_BUCKETS);
  const decision = emptyHistogram(DAY_BUCKETS);
  let decisionSum = 0;
  let received = 0;

  const apptByStatus = zeros(APPOINTMENT_STATUSES);
  const apptServices = new Map<string, ReportSummary['appointments']['byService'][number]>();
  const apptService = (serviceId: string) =>
    entryOf(apptServices, serviceId, () => ({
      serviceId,
      booked: 0,
      cancelled: 0,
      rescheduled: 0,
      noShows: 0,
    }));
  let rescheduled = 0;
  const lead = emptyHistogram(DAY_BUCKETS);
  let leadSum = 0;
  const exams = new Map<string, ReportSummary['appointments']['exams'][number]>();

  const jobsByStatus = zeros(JOB_STATUSES);
  const renewalsByStatus = zeros(LICENCE_RENEWAL_STATUSES);
  const renewalDecision = emptyHistogram(DAY_BUCKETS);
  let renewalDecisionSum = 0;

  const requestsByStatus = zeros(BANK_REQUEST_STATUSES);
  const requestsByProduct = zeros(BANK_PRODUCTS);
  const activationsByProduct = zeros(BANK_PRODUCTS);
  const agents = new Map<string, ReportSummary['bank']['byAgent'][number]>();
  const agentOf = (staffId: string) =>
    entryOf(agents, staffId, () => ({ staffId, activations: 0, commissions: 0, cents: 0 }));
  let requests = 0;
  let activations = 0;
  let commissionCount = 0;
  let commissionCents = 0;

  for (const day of days) {
    const record = byDay.get(day);
    const dayFigures = { day, arrivals: 0, served: 0, noShows: 0 };
    visitDays.push(dayFigures);
    if (!record) continue;
    Object.assign(labels, record.labels);
    const weekday = weekdayOf(day);
    for (const [key, value] of Object.entries(record.counts)) {
      const parts = key.split(':');
      const [area, what] = parts;
      if (area === 'v') {
        const service = parts[2]!;
        if (!serviceOk(service)) continue;
        if (what === 'in') {
          const hour = Number(parts[3]);
          arrivals += value;
          dayFigures.arrivals += value;
          visitService(service).arrivals += value;
          if (heatmap[weekday] && hour >= 0 && hour < 24) heatmap[weekday]![hour]! += value;
        } else if (what === 'st') {
          const status = parts[3] as VisitStatus;
          if (status in visitStatus) visitStatus[status] += value;
          if (status === 'completed') {
            dayFigures.served += value;
            visitService(service).served += value;
          }
          if (status === 'no_show') {
            dayFigures.noShows += value;
            visitService(service).noShows += value;
          }
        } else if (what === 'tr') {
          transfers += value;
          visitService(service).transfers += value;
        } else {
          const staff = parts[3]!;
          if (!staffOk(staff)) continue;
          const targets = [allTimes, accOf(serviceTimes, service), accOf(staffTimes, staff)];
          for (const acc of targets) {
            if (what === 'w') acc.wait[Number(parts[4])]! += value;
            else if (what === 'ws') acc.waitSum += value;
            else if (what === 's') acc.service[Number(parts[4])]! += value;
            else if (what === 'ss') acc.serviceSum += value;
          }
        }
      } else if (area === 'a') {
        if (what === 'in') {
          const [, , kind, service, assignee, status] = parts as [
            string,
            string,
            ApplicationKind,
            string,
            string,
            ApplicationStatus,
          ];
          if (!serviceOk(service) || !staffOk(assignee)) continue;
          received += value;
          if (kind in appByKind) appByKind[kind] += value;
          if (status in appByStatus) appByStatus[status] += value;
          const entry = entryOf(appServices, service, () => ({
            serviceId: service,
            received: 0,
            open: 0,
            decided: 0,
          }));
          entry.received += value;
          if (OPEN_STATUSES.includes(status)) {
            entry.open += value;
            openAge[bucketOf(Math.max(0, daysFrom(day, options.today)), DAY_BUCKETS)]! += value;
          }
          if ((DECIDED_APPLICATION_STATUSES as readonly string[]).includes(status)) {
            entry.decided += value;
          }
        } else if (!staffFilter) {
          // Times to decision are per service only.
          const service = parts[2]!;
          if (!serviceOk(service)) continue;
          if (what === 'd') decision[Number(parts[3])]! += value;
          else if (what === 'ds') decisionSum += value;
        }
      } else if (area === 'p') {
        const service = parts[2]!;
        if (!serviceOk(service)) continue;
        if (what === 'st') {
          const status = parts[3] as AppointmentStatus;
          if (status in apptByStatus) apptByStatus[status] += value;
          const entry = apptService(service);
          entry.booked += value;
          if (status === 'cancelled') entry.cancelled += value;
          if (status === 'no_show') entry.noShows += value;
        } else if (what === 'rs') {
          rescheduled += value;
          apptService(service).rescheduled += value;
        } else if (what === 'l') lead[Number(parts[3])]! += value;
        else if (what === 'ls') leadSum += value;
      } else if (area === 'x') {
        if (serviceFilter && serviceFilter !== 'hca-exam') continue;
        const session = parts[2]!;
        const entry = entryOf(exams, session, () => ({
          sessionId: session,
          day,
          capacity: 0,
          booked: 0,
        }));
        if (what === 'cap') entry.capacity += value;
        else if (what === 'bk') entry.booked += value;
      } else if (area === 'j') {
        const status = parts[2] as JobStatus;
        if (status in jobsByStatus) jobsByStatus[status] += value;
      } else if (area === 'l') {
        if (what === 'st') {
          const status = parts[2] as LicenceRenewalStatus;
          if (status in renewalsByStatus) renewalsByStatus[status] += value;
        } else if (what === 'd') renewalDecision[Number(parts[2])]! += value;
        else if (what === 'ds') renewalDecisionSum += value;
      } else if (area === 'b') {
        if (what === 'rq') {
          const [, , product, assignee, status] = parts as [
            string,
            string,
            BankProduct,
            string,
            BankRequestStatus,
          ];
          if (!staffOk(assignee)) continue;
          requests += value;
          if (product in requestsByProduct) requestsByProduct[product] += value;
          if (status in requestsByStatus) requestsByStatus[status] += value;
        } else if (what === 'ac') {
          const [, , product, agent] = parts as [string, string, BankProduct, string];
          if (!staffOk(agent)) continue;
          activations += value;
          if (product in activationsByProduct) activationsByProduct[product] += value;
          agentOf(agent).activations += value;
        } else if (what === 'cn' || what === 'cc') {
          const agent = parts[2]!;
          if (!staffOk(agent)) continue;
          if (what === 'cn') {
            commissionCount += value;
            agentOf(agent).commissions += value;
          } else {
            commissionCents += value;
            agentOf(agent).cents += value;
          }
        }
      }
    }
  }

  const timesOf = (acc: TimeAcc): ServiceTimes => ({
    wait: timeStats(acc.wait, acc.waitSum, MINUTE_BUCKETS),
    service: timeStats(acc.service, acc.serviceSum, MINUTE_BUCKETS),
    waitAboveTarget: histogramShareAbove(acc.wait, MINUTE_BUCKETS, options.targetMinutes),
  });
  const byId = <T extends { serviceId?: string; staffId?: string }>(a: T, b: T) =>
    (a.serviceId ?? a.staffId ?? '').localeCompare(b.serviceId ?? b.staffId ?? '');

  const decidedDay = apptByStatus.completed + apptByStatus.checked_in + apptByStatus.no_show;
  const appointmentsBooked = Object.values(apptByStatus).reduce((sum, n) => sum + n, 0);
  const renewalsReceived = Object.values(renewalsByStatus).reduce((sum, n) => sum + n, 0);

  return {
    range,
    days,
    labels,
    visits: {
      arrivals,
      served: visitStatus.completed,
      noShows: visitStatus.no_show,
      cancelled: visitStatus.cancelled,
      transfers,
      byStatus: visitStatus,
      byDay: visitDays,
      heatmap,
      byService: [...visitServices.values()].sort(byId),
    },
    times: {
      ...timesOf(allTimes),
      targetMinutes: options.targetMinutes,
      byService: [...serviceTimes.entries()]
        .map(([serviceId, acc]) => ({ serviceId, ...timesOf(acc) }))
        .sort(byId),
      byStaff: [...staffTimes.entries()]
        .map(([staffId, acc]) => ({ staffId, ...timesOf(acc) }))
        .sort(byId),
    },
    applications: {
      received,
      byKind: appByKind,
      byStatus: appByStatus,
      byService: [...appServices.values()].sort(byId),
      openAge,
      decision: timeStats(decision, decisionSum, DAY_BUCKETS),
    },
    appointments: {
      booked: appointmentsBooked,
      byStatus: apptByStatus,
      cancelled: apptByStatus.cancelled,
      rescheduled,
      noShows: apptByStatus.no_show,
      noShowRate: decidedDay > 0 ? apptByStatus.no_show / decidedDay : null,
      leadTime: timeStats(lead, leadSum, DAY_BUCKETS),
      byService: [...apptServices.values()].sort(byId),
      exams: [...exams.values()].sort((a, b) => a.day.localeCompare(b.day)),
    },
    jobs: {
      published: Object.values(jobsByStatus).reduce((sum, n) => sum + n, 0),
      byStatus: jobsByStatus,
    },
    renewals: {
      received: renewalsReceived,
      byStatus: renewalsByStatus,
      decision: timeStats(renewalDecision, renewalDecisionSum, DAY_BUCKETS),
    },
    bank: {
      requests,
      requestsByStatus,
      requestsByProduct,
      activations,
      activationsByProduct,
      commissions: { count: commissionCount, cents: commissionCents },
      byAgent: [...agents.values()].sort(byId),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// The report pages

/** The reports, in page order (each a tab of /reports, `?report=`). */
export const REPORT_KINDS = [
  'visits',
  'times',
  'applications',
  'appointments',
  'other',
  'monthly',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_KIND_LABELS: Record<ReportKind, string> = {
  visits: 'Visits',
  times: 'Waiting and service times',
  applications: 'Applications',
  appointments: 'Appointments and exams',
  other: 'Jobs, licences and bank',
  monthly: 'Monthly summary',
};

export const REPORT_PRESET_LABELS: Record<ReportPreset, string> = {
  today: 'Today',
  this_week: 'This week',
  this_month: 'This month',
  last_month: 'Last month',
  custom: 'Custom',
};

// ---------------------------------------------------------------------------------------------
// The admins' rebuild callable

export const REPORT_MESSAGES = {
  dayInvalid: 'Choose a day to rebuild',
  dayInFuture: 'A day that has not come yet has nothing to rebuild',
} as const;

/** rebuildReportDay (manage_reports): recompute one day's rollup from its records. */
export const rebuildReportDayInput = z.strictObject({
  day: z.string().refine(isRealDay, REPORT_MESSAGES.dayInvalid),
});
export type RebuildReportDayInput = z.infer<typeof rebuildReportDayInput>;

export interface RebuildReportDayAnswer {
  day: string;
  /** Records read per source. */
  records: Record<ReportSource, number>;
  counters: number;
}
