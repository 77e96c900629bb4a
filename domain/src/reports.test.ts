import { describe, expect, it } from 'vitest';
import { addDays } from './bookings';
import type { Counters } from './dashboard';
import {
  rebuildReportDayInput,
  addReportCounters,
  DAY_BUCKETS,
  MINUTE_BUCKETS,
  REPORT_CONTRIBUTIONS,
  REPORT_MAX_DAYS,
  REPORT_RANGE_MESSAGES,
  bucketOf,
  dayBoundsOf,
  daysOfRange,
  emptyHistogram,
  histogramPercentile,
  histogramShareAbove,
  localHourOf,
  reportDeltas,
  reportRange,
  reportRangeSchema,
  sumReportContributions,
  summariseReport,
  weekdayOf,
  type ReportContribution,
  type ReportDayRecord,
  type ReportSource,
} from './reports';
import { queueDateOf } from './visits';

const NAIROBI = 'Africa/Nairobi';
const EDMONTON = 'America/Edmonton';

/** A stored Timestamp as the domain reads it (duck-typed on toDate). */
const ts = (iso: string) => ({ toDate: () => new Date(iso) });

/** A small deterministic generator (mulberry32), so a failing case can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
  };
}

function histogramOf(values: readonly number[], edges: readonly number[]) {
  const histogram = emptyHistogram(edges);
  for (const value of values) histogram[bucketOf(value, edges)]! += 1;
  return histogram;
}

/** The exact p-th percentile by nearest rank. */
function exactPercentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
}

// ---------------------------------------------------------------------------------------------

describe('histograms', () => {
  it('puts a value in the bucket of the last lower edge at or below it', () => {
    expect(bucketOf(0, MINUTE_BUCKETS)).toBe(0);
    expect(bucketOf(4.99, MINUTE_BUCKETS)).toBe(0);
    expect(bucketOf(5, MINUTE_BUCKETS)).toBe(1);
    expect(bucketOf(12, MINUTE_BUCKETS)).toBe(2);
    expect(bucketOf(239, MINUTE_BUCKETS)).toBe(MINUTE_BUCKETS.length - 2);
    expect(bucketOf(240, MINUTE_BUCKETS)).toBe(MINUTE_BUCKETS.length - 1);
    expect(bucketOf(10_000, MINUTE_BUCKETS)).toBe(MINUTE_BUCKETS.length - 1);
    expect(bucketOf(3.5, DAY_BUCKETS)).toBe(3); // [3, 5)
    expect(bucketOf(-1, DAY_BUCKETS)).toBe(0);
  });

  it.each([1, 2, 3])(
    'estimates percentiles within one bucket width of the exact ones (data set %i)',
    (seed) => {
      const rng = random(seed);
      // Skewed waits, as queues have: mostly short, a tail up to 200 minutes.
      const values = Array.from(
        { length: 500 + seed * 100 },
        () => Math.round(200 * rng.next() ** 2 * 10) / 10,
      );
      const histogram = histogramOf(values, MINUTE_BUCKETS);
      for (const p of [0.1, 0.25, 0.5, 0.75, 0.9, 0.99]) {
        const exact = exactPercentile(values, p);
        const bucket = bucketOf(exact, MINUTE_BUCKETS);
        const width = MINUTE_BUCKETS[bucket + 1]! - MINUTE_BUCKETS[bucket]!;
        const estimate = histogramPercentile(histogram, MINUTE_BUCKETS, p)!;
        expect(Math.abs(estimate - exact), `p${p * 100}`).toBeLessThanOrEqual(width);
      }
    },
  );

  it('interpolates inside the bucket that holds the percentile', () => {
    const histogram = emptyHistogram(MINUTE_BUCKETS);
    histogram[2] = 4; // four waits in [10, 15)
    expect(histogramPercentile(histogram, MINUTE_BUCKETS, 0.5)).toBe(12.5);
    expect(histogramPercentile(histogram, MINUTE_BUCKETS, 1)).toBe(15);
  });

  it('has no percentile of nothing, and the open last bucket gives its lower edge', () => {
    expect(histogramPercentile(emptyHistogram(MINUTE_BUCKETS), MINUTE_BUCKETS, 0.5)).toBeNull();
    const last = emptyHistogram(MINUTE_BUCKETS);
    last[MINUTE_BUCKETS.length - 1] = 5;
    expect(histogramPercentile(last, MINUTE_BUCKETS, 0.5)).toBe(240);
    expect(histogramPercentile(last, MINUTE_BUCKETS, 0.9)).toBe(240);
    expect(histogramShareAbove(last, MINUTE_BUCKETS, 30)).toBe(1);
  });

  it('gives the share at or above a target on an edge and between edges', () => {
    const histogram = emptyHistogram(MINUTE_BUCKETS);
    histogram[2] = 2; // [10, 15)
    histogram[3] = 2; // [15, 20)
    expect(histogramShareAbove(histogram, MINUTE_BUCKETS, 15)).toBe(0.5); // on an edge
    expect(histogramShareAbove(histogram, MINUTE_BUCKETS, 12.5)).toBe(0.75); // half of [10, 15)
    expect(histogramShareAbove(histogram, MINUTE_BUCKETS, 10)).toBe(1);
    expect(histogramShareAbove(histogram, MINUTE_BUCKETS, 20)).toBe(0);
    expect(histogramShareAbove(emptyHistogram(MINUTE_BUCKETS), MINUTE_BUCKETS, 15)).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------

describe('ranges', () => {
  // 2026-11-25 is a Wednesday.
  it.each([
    ['today', '2026-11-25', { from: '2026-11-25', to: '2026-11-25' }],
    ['this_week', '2026-11-25', { from: '2026-11-23', to: '2026-11-25' }],
    ['this_week', '2026-11-23', { from: '2026-11-23', to: '2026-11-23' }], // a Monday
    ['this_week', '2026-11-29', { from: '2026-11-23', to: '2026-11-29' }], // a Sunday
    ['this_week', '2026-01-01', { from: '2025-12-29', to: '2026-01-01' }],
    ['this_month', '2026-11-25', { from: '2026-11-01', to: '2026-11-25' }],
    ['this_month', '2026-11-01', { from: '2026-11-01', to: '2026-11-01' }],
    ['last_month', '2026-01-10', { from: '2025-12-01', to: '2025-12-31' }], // across the year
    ['last_month', '2026-03-31', { from: '2026-02-01', to: '2026-02-28' }],
    ['last_month', '2024-03-01', { from: '2024-02-01', to: '2024-02-29' }], // a leap year
  ] as const)('%s seen from %s is %j', (preset, today, range) => {
    expect(reportRange(preset, today)).toEqual(range);
  });

  it('takes a custom range as it is, today when none is given', () => {
    const custom = { from: '2026-10-03', to: '2026-11-02' };
    expect(reportRange('custom', '2026-11-25', custom)).toEqual(custom);
    expect(reportRange('custom', '2026-11-25')).toEqual({ from: '2026-11-25', to: '2026-11-25' });
  });

  it('lists the days of a range in order', () => {
    expect(daysOfRange({ from: '2026-02-27', to: '2026-03-02' })).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
  });

  const errorsOf = (range: unknown) => {
    const result = reportRangeSchema.safeParse(range);
    return result.success
      ? []
      : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it('accepts a real range of at most REPORT_MAX_DAYS days', () => {
    expect(errorsOf({ from: '2026-11-25', to: '2026-11-25' })).toEqual([]);
    const from = '2026-01-01';
    expect(daysOfRange({ from, to: addDays(from, REPORT_MAX_DAYS - 1) })).toHaveLength(
      REPORT_MAX_DAYS,
    );
    expect(errorsOf({ from, to: addDays(from, REPORT_MAX_DAYS - 1) })).toEqual([]);
  });

  it('refuses an unreal date, a range out of order and one too long', () => {
    expect(errorsOf({ from: '2026-02-30', to: '2026-03-01' })).toEqual([
      ['from', REPORT_RANGE_MESSAGES.invalidDay],
    ]);
    expect(errorsOf({ from: '2026-03-01', to: '26-3-1' })).toEqual([
      ['to', REPORT_RANGE_MESSAGES.invalidDay],
    ]);
    expect(errorsOf({ from: '2026-03-02', to: '2026-03-01' })).toEqual([
      ['to', REPORT_RANGE_MESSAGES.order],
    ]);
    expect(errorsOf({ from: '2026-01-01', to: addDays('2026-01-01', REPORT_MAX_DAYS) })).toEqual([
      ['to', REPORT_RANGE_MESSAGES.tooLong],
    ]);
  });
});

// ---------------------------------------------------------------------------------------------

describe("the centre's days and hours", () => {
  const hours = (bounds: { start: Date; end: Date }) =>
    (bounds.end.getTime() - bounds.start.getTime()) / 3_600_000;

  it('bounds a day in Nairobi (UTC+3, no daylight saving)', () => {
    const bounds = dayBoundsOf('2026-11-25', NAIROBI);
    expect(bounds.start.toISOString()).toBe('2026-11-24T21:00:00.000Z');
    expect(bounds.end.toISOString()).toBe('2026-11-25T21:00:00.000Z');
    expect(localHourOf(new Date('2026-11-24T21:00:00Z'), NAIROBI)).toBe(0);
    expect(localHourOf(new Date('2026-11-25T20:30:00Z'), NAIROBI)).toBe(23);
  });

  it('bounds the days of the daylight-saving changes in Edmonton (23 and 25 hours)', () => {
    const spring = dayBoundsOf('2026-03-08', EDMONTON);
    expect(spring.start.toISOString()).toBe('2026-03-08T07:00:00.000Z'); // MST, UTC-7
    expect(spring.end.toISOString()).toBe('2026-03-09T06:00:00.000Z'); // MDT, UTC-6
    expect(hours(spring)).toBe(23);
    const autumn = dayBoundsOf('2026-11-01', EDMONTON);
    expect(autumn.start.toISOString()).toBe('2026-11-01T06:00:00.000Z');
    expect(autumn.end.toISOString()).toBe('2026-11-02T07:00:00.000Z');
    expect(hours(autumn)).toBe(25);
    expect(hours(dayBoundsOf('2026-11-02', EDMONTON))).toBe(24);
  });

  it('reads local hours across the changes in Edmonton', () => {
    // Spring: 01:59 MST is followed by 03:00 MDT.
    expect(localHourOf(new Date('2026-03-08T08:30:00Z'), EDMONTON)).toBe(1);
    expect(localHourOf(new Date('2026-03-08T09:30:00Z'), EDMONTON)).toBe(3);
    // Autumn: 01:00-01:59 happens twice.
    expect(localHourOf(new Date('2026-11-01T07:30:00Z'), EDMONTON)).toBe(1);
    expect(localHourOf(new Date('2026-11-01T08:30:00Z'), EDMONTON)).toBe(1);
    expect(localHourOf(new Date('2026-11-01T09:30:00Z'), EDMONTON)).toBe(2);
    // The last instant of a day is in it, the next day's start is not.
    const { end } = dayBoundsOf('2026-11-01', EDMONTON);
    expect(queueDateOf(new Date(end.getTime() - 1), EDMONTON)).toBe('2026-11-01');
    expect(queueDateOf(end, EDMONTON)).toBe('2026-11-02');
  });

  it('counts a visit checked in at 23:30 local on that local day, at hour 23', () => {
    for (const [timezone, checkedIn] of [
      [NAIROBI, '2026-11-25T20:30:00Z'],
      [EDMONTON, '2026-11-26T06:30:00Z'], // 23:30 MST on the 25th
    ] as const) {
      const at = new Date(checkedIn);
      expect(queueDateOf(at, timezone)).toBe('2026-11-25');
      const contribution = REPORT_CONTRIBUTIONS.visits(
        visitData({ queueDate: queueDateOf(at, timezone), checkedInAt: ts(checkedIn) }),
        'v1',
        timezone,
      );
      expect(contribution?.day).toBe('2026-11-25');
      expect(contribution?.counts).toHaveProperty(['v:in:passports:23'], 1);
      const summary = summariseReport(
        { from: '2026-11-25', to: '2026-11-25' },
        [dayRecord('2026-11-25', [contribution])],
        { today: '2026-11-25', targetMinutes: 30 },
      );
      expect(summary.visits.heatmap[weekdayOf('2026-11-25')]![23]).toBe(1);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// Contributions per source

/** The builder of one source's stored record: `base`, with the fields a test changes. */
const recordWith =
  (base: Record<string, unknown>) =>
  (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({ ...base, ...overrides });

const visitData = recordWith({
  serviceId: 'passports',
  serviceName: 'Passports',
  queueDate: '2026-11-25',
  status: 'completed',
  deskStaffId: 'amina',
  deskStaffName: 'Amina Otieno',
  transferCount: 1,
  checkedInAt: ts('2026-11-25T07:10:00Z'), // 10:10 in Nairobi
  waitMinutes: 12,
  serviceMinutes: 20,
});

const applicationData = recordWith({
  serviceId: 'passports',
  kind: 'service',
  status: 'approved',
  assignedTo: 'amina',
  assignedToName: 'Amina Otieno',
  createdAt: ts('2026-11-20T08:00:00Z'),
  decidedAt: ts('2026-11-23T20:00:00Z'), // 3.5 days later
});

const appointmentData = recordWith({
  serviceId: 'passports',
  serviceName: 'Passports',
  date: '2026-11-30',
  status: 'booked',
  rescheduleCount: 2,
  createdAt: ts('2026-11-25T09:00:00Z'),
});

const contribute = (
  source: ReportSource,
  data: Record<string, unknown> | undefined,
  id = 'r1',
  timezone = NAIROBI,
) => REPORT_CONTRIBUTIONS[source](data, id, timezone);

describe('REPORT_CONTRIBUTIONS', () => {
  it('counts a visit on its queue date: arrival hour, status, transfers, wait and service times', () => {
    expect(contribute('visits', visitData())).toEqual({
      day: '2026-11-25',
      counts: {
        'v:in:passports:10': 1,
        'v:st:passports:completed': 1,
        'v:tr:passports': 1,
        'v:w:passports:amina:2': 1, // 12 min: [10, 15)
        'v:ws:passports:amina': 12,
        'v:s:passports:amina:4': 1, // 20 min: [20, 25)
        'v:ss:passports:amina': 20,
      },
      labels: { 'service:passports': 'Passports', 'staff:amina': 'Amina Otieno' },
    });
  });

  it('counts a no-show’s wait for nobody when no desk served it, and no service time', () => {
    const counts = contribute(
      'visits',
      visitData({
        status: 'no_show',
        deskStaffId: null,
        deskStaffName: null,
        transferCount: 0,
        waitMinutes: 31,
        serviceMinutes: 5,
      }),
    )?.counts;
    expect(counts).toEqual({
      'v:in:passports:10': 1,
      'v:st:passports:no_show': 1,
      'v:w:passports:-:6': 1,
      'v:ws:passports:-': 31,
    });
  });

  it('counts no times for a visit still waiting, and nothing for a visit without a service', () => {
    expect(
      contribute(
        'visits',
        visitData({ status: 'waiting', waitMinutes: null, serviceMinutes: null }),
      )?.counts,
    ).toEqual({ 'v:in:passports:10': 1, 'v:st:passports:waiting': 1, 'v:tr:passports': 1 });
    expect(contribute('visits', visitData({ serviceId: '' }))).toBeNull();
    expect(contribute('visits', visitData({ status: 'lost' }))).toBeNull();
    expect(contribute('visits', undefined)).toBeNull();
  });

  it('counts an application on its submission day, with the days to decision when decided', () => {
    expect(contribute('applications', applicationData())).toEqual({
      day: '2026-11-20',
      counts: {
        'a:in:service:passports:amina:approved': 1,
        'a:d:passports:3': 1, // 3.5 days: [3, 5)
        'a:ds:passports': 3.5,
      },
      labels: { 'staff:amina': 'Amina Otieno' },
    });
    // Submitted at 01:30 in Nairobi: that local day. Open, unassigned: no decision.
    expect(
      contribute(
        'applications',
        applicationData({
          kind: 'hca',
          status: 'in_review',
          assignedTo: null,
          assignedToName: null,
          createdAt: ts('2026-11-24T22:30:00Z'),
          decidedAt: null,
        }),
      ),
    ).toEqual({ day: '2026-11-25', counts: { 'a:in:hca:passports:-:in_review': 1 }, labels: {} });
    expect(contribute('applications', applicationData({ createdAt: null }))).toBeNull();
  });

  it('counts an appointment on its date, rescheduled or not, with its lead time', () => {
    expect(contribute('appointments', appointmentData())).toEqual({
      day: '2026-11-30',
      counts: {
        'p:st:passports:booked': 1,
        'p:rs:passports': 1,
        'p:l:passports:4': 1, // booked 5 days ahead: [5, 7)
        'p:ls:passports': 5,
      },
      labels: { 'service:passports': 'Passports' },
    });
    expect(
      contribute(
        'appointments',
        appointmentData({ status: 'no_show', rescheduleCount: 0, date: '2026-11-25' }),
      )?.counts,
    ).toEqual({ 'p:st:passports:no_show': 1, 'p:l:passports:0': 1 });
    expect(contribute('appointments', appointmentData({ date: '30/11/2026' }))).toBeNull();
  });

  it('counts an exam session’s capacity and seats on its date', () => {
    expect(
      contribute(
        'examSessions',
        {
          date: '2026-12-02',
          startTime: '09:00',
          location: 'Hall A',
          capacity: 20,
          booked: 7,
          status: 'open',
        },
        's1',
      ),
    ).toEqual({
      day: '2026-12-02',
      counts: { 'x:cap:s1': 20, 'x:bk:s1': 7 },
      labels: { 'session:s1': '2026-12-02 09:00 Hall A' },
    });
    expect(contribute('examSessions', { date: '2026-12-02' }, 's1')).toBeNull();
  });

  it('counts a job on its day of publication by its status; drafts count nowhere', () => {
    const job = { title: 'Driver', publishedAt: ts('2026-11-25T07:00:00Z') };
    expect(contribute('jobs', { ...job, status: 'closed' })).toEqual({
      day: '2026-11-25',
      counts: { 'j:st:closed': 1 },
      labels: {},
    });
    expect(contribute('jobs', { ...job, status: 'draft', publishedAt: null })).toBeNull();
    expect(contribute('jobs', { ...job, status: 'draft' })).toBeNull();
  });

  it('counts a licence renewal on its day by status, and days to completion or rejection', () => {
    const renewal = {
      serviceId: 'licence-renewal',
      createdAt: ts('2026-11-10T06:00:00Z'),
      statusChangedAt: ts('2026-11-12T06:00:00Z'),
    };
    expect(contribute('licenceRenewals', { ...renewal, status: 'completed' })).toEqual({
      day: '2026-11-10',
      counts: { 'l:st:completed': 1, 'l:d:2': 1, 'l:ds': 2 },
      labels: {},
    });
    expect(contribute('licenceRenewals', { ...renewal, status: 'in_review' })?.counts).toEqual({
      'l:st:in_review': 1,
    });
  });

  it('counts a bank request on its day by product, assignee and status', () => {
    expect(
      contribute('bankRequests', {
        product: 'current_account',
        status: 'contacted',
        assignedTo: 'juma',
        assignedToName: 'Juma Bank',
        createdAt: ts('2026-11-25T05:00:00Z'),
      }),
    ).toEqual({
      day: '2026-11-25',
      counts: { 'b:rq:current_account:juma:contacted': 1 },
      labels: { 'staff:juma': 'Juma Bank' },
    });
    expect(
      contribute('bankRequests', {
        product: 'current_account',
        status: 'new',
        createdAt: ts('2026-11-25T05:00:00Z'),
      })?.counts,
    ).toEqual({ 'b:rq:current_account:-:new': 1 });
  });

  it('counts a bank client only once activated, once per product', () => {
    const client = {
      name: 'Wanjiru',
      products: ['diaspora_savings', 'current_account'],
      agentId: 'juma',
      agentName: 'Juma Bank',
    };
    expect(
      contribute('bankClients', {
        ...client,
        status: 'active',
        activationCount: 1,
        activatedAt: ts('2026-11-25T10:00:00Z'),
      }),
    ).toEqual({
      day: '2026-11-25',
      counts: { 'b:ac:diaspora_savings:juma': 1, 'b:ac:current_account:juma': 1 },
      labels: { 'staff:juma': 'Juma Bank' },
    });
    expect(contribute('bankClients', { ...client, status: 'kyc_pending' })).toBeNull();
    expect(
      contribute('bankClients', { ...client, status: 'prospect', activationCount: 0 }),
    ).toBeNull();
  });

  it('counts a commission on the day earned: one, and its cents, for its agent', () => {
    const commission = {
      agentId: 'juma',
      agentName: 'Juma Bank',
      amountCents: 2500,
      month: '2026-11',
      earnedAt: ts('2026-11-30T21:30:00Z'), // 00:30 on 1 December in Nairobi
    };
    expect(contribute('commissions', commission)).toEqual({
      day: '2026-12-01',
      counts: { 'b:cn:juma': 1, 'b:cc:juma': 2500 },
      labels: { 'staff:juma': 'Juma Bank' },
    });
    expect(contribute('commissions', { ...commission, agentId: '' })).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------

describe('reportDeltas', () => {
  const visit = (overrides: Record<string, unknown>) => contribute('visits', visitData(overrides));

  it('moves the counters within the day when the report day stays', () => {
    const before = visit({ status: 'waiting', waitMinutes: null, serviceMinutes: null });
    const after = visit({ status: 'called', serviceMinutes: null });
    expect(reportDeltas(before, after)).toEqual([
      {
        day: '2026-11-25',
        delta: {
          'v:st:passports:waiting': -1,
          'v:st:passports:called': 1,
          'v:w:passports:amina:2': 1,
          'v:ws:passports:amina': 12,
        },
        labels: after!.labels,
      },
    ]);
  });

  it('takes the counters off the old day and adds them to the new one when the day moves', () => {
    const before = contribute('appointments', appointmentData());
    const after = contribute(
      'appointments',
      appointmentData({ date: '2026-12-01', rescheduleCount: 3 }),
    );
    expect(reportDeltas(before, after)).toEqual([
      {
        day: '2026-11-30',
        delta: {
          'p:st:passports:booked': -1,
          'p:rs:passports': -1,
          'p:l:passports:4': -1,
          'p:ls:passports': -5,
        },
        labels: {},
      },
      {
        day: '2026-12-01',
        delta: {
          'p:st:passports:booked': 1,
          'p:rs:passports': 1,
          'p:l:passports:4': 1, // 6 days ahead: [5, 7)
          'p:ls:passports': 6,
        },
        labels: { 'service:passports': 'Passports' },
      },
    ]);
  });

  it('takes a deleted record’s counters off, and adds a new one’s', () => {
    const record = visit({});
    expect(reportDeltas(record, null)).toEqual([
      {
        day: '2026-11-25',
        delta: Object.fromEntries(Object.entries(record!.counts).map(([k, v]) => [k, -v])),
        labels: {},
      },
    ]);
    expect(reportDeltas(null, record)).toEqual([
      { day: '2026-11-25', delta: record!.counts, labels: record!.labels },
    ]);
  });

  it('changes nothing when the contribution is the same', () => {
    expect(reportDeltas(visit({}), visit({ visitorName: 'renamed' }))).toEqual([]);
    expect(reportDeltas(null, null)).toEqual([]);
  });

  it('rebuilds to what the deltas of every write reached (a random sequence of writes)', () => {
    const rng = random(7);
    const days = ['2026-11-23', '2026-11-24', '2026-11-25'];
    const services = ['passports', 'ids'];
    const staff = ['amina', 'juma', null];
    const writers: Record<
      'visits' | 'appointments' | 'applications',
      () => Record<string, unknown>
    > = {
      visits: () =>
        visitData({
          serviceId: rng.pick(services),
          queueDate: rng.pick(days),
          status: rng.pick(['waiting', 'called', 'in_service', 'completed', 'no_show'] as const),
          deskStaffId: rng.pick(staff),
          transferCount: rng.int(0, 2),
          waitMinutes: rng.next() < 0.2 ? null : rng.int(0, 300),
          serviceMinutes: rng.next() < 0.2 ? null : rng.int(0, 90),
        }),
      appointments: () =>
        appointmentData({
          serviceId: rng.pick(services),
          date: rng.pick(days),
          status: rng.pick(['booked', 'confirmed', 'completed', 'cancelled', 'no_show'] as const),
          rescheduleCount: rng.int(0, 2),
        }),
      applications: () =>
        applicationData({
          serviceId: rng.pick(services),
          status: rng.pick(['submitted', 'in_review', 'approved', 'rejected'] as const),
          assignedTo: rng.pick(staff),
          // Whole and half days: sums stay exact.
          createdAt: ts(`${rng.pick(days)}T0${rng.int(0, 9)}:00:00Z`),
          decidedAt: rng.next() < 0.5 ? null : ts(`2026-11-26T${rng.pick(['00', '12'])}:00:00Z`),
        }),
    };
    const sources = Object.keys(writers) as (keyof typeof writers)[];
    const store = new Map<string, Record<string, unknown> | undefined>();
    const live = new Map<string, Counters>();
    for (let write = 0; write < 400; write += 1) {
      const source = rng.pick(sources);
      const id = `${source}/${rng.int(1, 12)}`;
      const before = contribute(source, store.get(id), id);
      const data = rng.next() < 0.15 ? undefined : writers[source]();
      store.set(id, data);
      for (const change of reportDeltas(before, contribute(source, data, id))) {
        live.set(change.day, addReportCounters(live.get(change.day) ?? {}, change.delta));
      }
    }
    const rebuilt = new Map<string, Counters>();
    const finals = [...store.entries()].map(([id, data]) =>
      contribute(id.split('/')[0] as ReportSource, data, id),
    );
    for (const day of days) {
      const { counts } = sumReportContributions(finals.filter((c) => c?.day === day));
      if (Object.keys(counts).length > 0) rebuilt.set(day, counts);
    }
    const nonEmpty = new Map([...live].filter(([, counts]) => Object.keys(counts).length > 0));
    expect(nonEmpty).toEqual(rebuilt);
    expect(rebuilt.size).toBeGreaterThan(0);
  });
});

// ---------------------------------------------------------------------------------------------

function dayRecord(day: string, contributions: (ReportContribution | null)[]): ReportDayRecord {
  const { counts, labels } = sumReportContributions(contributions);
  return { id: day, counts, labels, rebuiltAt: null, updatedAt: null };
}

describe('summariseReport', () => {
  const visits = [
    visitData(), // passports, amina, completed, 12 + 20 min, 1 transfer, 10:00
    visitData({ status: 'no_show', deskStaffId: 'juma', waitMinutes: 40, serviceMinutes: null }),
    visitData({
      serviceId: 'ids',
      serviceName: 'IDs',
      deskStaffId: 'juma',
      deskStaffName: 'Juma',
      transferCount: 0,
      waitMinutes: 2,
      serviceMinutes: 6,
      checkedInAt: ts('2026-11-25T11:00:00Z'), // 14:00
    }),
  ].map((data, i) => contribute('visits', data, `v${i}`));
  const monday = [
    contribute('visits', visitData({ queueDate: '2026-11-23', transferCount: 0 }), 'v9'),
    contribute(
      'applications',
      applicationData({
        status: 'submitted',
        decidedAt: null,
        createdAt: ts('2026-11-23T08:00:00Z'),
      }),
      'a1',
    ),
    contribute(
      'applications',
      applicationData({
        serviceId: 'ids',
        assignedTo: 'juma',
        createdAt: ts('2026-11-23T08:00:00Z'),
        decidedAt: ts('2026-11-24T08:00:00Z'),
      }),
      'a2',
    ),
  ];
  const appointments = (['completed', 'completed', 'checked_in', 'no_show', 'booked'] as const).map(
    (status, i) =>
      contribute(
        'appointments',
        appointmentData({ date: '2026-11-25', status, rescheduleCount: i === 0 ? 1 : 0 }),
        `p${i}`,
      ),
  );
  const records = [
    dayRecord('2026-11-23', monday),
    dayRecord('2026-11-25', [...visits, ...appointments]),
  ];
  const range = { from: '2026-11-23', to: '2026-11-25' };
  const options = { today: '2026-11-25', targetMinutes: 30 };

  it('adds up the days of the range, a missing day counting as empty', () => {
    const summary = summariseReport(range, records, options);
    expect(summary.days).toEqual(['2026-11-23', '2026-11-24', '2026-11-25']);
    expect(summary.visits).toMatchObject({ arrivals: 4, served: 3, noShows: 1, transfers: 2 });
    expect(summary.visits.byDay).toEqual([
      { day: '2026-11-23', arrivals: 1, served: 1, noShows: 0 },
      { day: '2026-11-24', arrivals: 0, served: 0, noShows: 0 },
      { day: '2026-11-25', arrivals: 3, served: 2, noShows: 1 },
    ]);
    expect(summary.visits.byService).toEqual([
      { serviceId: 'ids', arrivals: 1, served: 1, noShows: 0, transfers: 0 },
      { serviceId: 'passports', arrivals: 3, served: 2, noShows: 1, transfers: 2 },
    ]);
    expect(summary.times.wait).toMatchObject({ count: 4, average: (12 + 40 + 2 + 12) / 4 });
    expect(summary.times.waitAboveTarget).toBe(0.25); // the 40-minute wait
    expect(summary.applications).toMatchObject({ received: 2 });
    expect(summary.applications.byStatus).toMatchObject({ submitted: 1, approved: 1 });
    expect(summary.applications.decision).toMatchObject({ count: 1, average: 1 });
    expect(summary.labels).toMatchObject({ 'service:ids': 'IDs', 'staff:juma': 'Juma' });
    const empty = summariseReport({ from: '2026-11-24', to: '2026-11-24' }, records, options);
    expect(empty.visits.arrivals).toBe(0);
    expect(empty.times.wait).toEqual({ count: 0, average: null, median: null, p90: null });
    expect(empty.appointments.noShowRate).toBeNull();
  });

  it('puts arrivals on the weekday (Monday first) and local hour of the heatmap', () => {
    const { heatmap } = summariseReport(range, records, options).visits;
    expect(heatmap).toHaveLength(7);
    expect(heatmap[0]![10]).toBe(1); // Monday 23rd, 10:00
    expect(heatmap[2]![10]).toBe(2); // Wednesday 25th
    expect(heatmap[2]![14]).toBe(1);
    expect(heatmap.flat().reduce((sum, n) => sum + n, 0)).toBe(4);
  });

  it('filters by service', () => {
    const summary = summariseReport(range, records, { ...options, filters: { serviceId: 'ids' } });
    expect(summary.visits).toMatchObject({ arrivals: 1, served: 1, noShows: 0, transfers: 0 });
    expect(summary.times.wait.count).toBe(1);
    expect(summary.applications.received).toBe(1);
    expect(summary.appointments.booked).toBe(0);
  });

  it('filters by member of staff: their times, applications and nothing of others', () => {
    const summary = summariseReport(range, records, { ...options, filters: { staffId: 'juma' } });
    expect(summary.times.wait).toMatchObject({ count: 2, average: (40 + 2) / 2 });
    expect(summary.times.byStaff.map((entry) => entry.staffId)).toEqual(['juma']);
    expect(summary.applications.received).toBe(1);
    expect(summary.applications.byStatus.approved).toBe(1);
  });

  it('gives the no-show rate over the appointments whose day is decided', () => {
    const { appointments: figures } = summariseReport(range, records, options);
    expect(figures).toMatchObject({ booked: 5, noShows: 1, rescheduled: 1 });
    expect(figures.noShowRate).toBe(1 / 4); // completed 2, checked in 1, no-show 1
  });

  it('ages open applications from today', () => {
    const ageBucket = (today: string) =>
      summariseReport(range, records, { ...options, today }).applications.openAge.indexOf(1);
    expect(ageBucket('2026-11-25')).toBe(bucketOf(2, DAY_BUCKETS));
    expect(ageBucket('2026-11-23')).toBe(0);
    expect(ageBucket('2026-12-03')).toBe(bucketOf(10, DAY_BUCKETS));
  });
});

describe('rebuildReportDayInput', () => {
  it('refuses a day that matches YYYY-MM-DD but is no date (never throws)', () => {
    for (const day of ['9999-99-99', '2027-02-30', '2027-13-01']) {
      expect(rebuildReportDayInput.safeParse({ day }).success, day).toBe(false);
    }
    expect(rebuildReportDayInput.safeParse({ day: '2026-11-27' }).success).toBe(true);
  });
});
