// The demo data as `npm start` seeds it at a real moment (scripts/seed.ts): on every day of the
// week, closed days included, today's checked-in appointment and its visit are of the queue's
// day and point at each other; nothing is dated after the moment of seeding, early or late in
// the day, and histories stay in order; staff messages are only between staff who have Messages.
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { localDateTime, slotInstant } from '../../domain/src/bookings';
import { ROLE_PERMISSIONS, type Permission } from '../../domain/src/permissions';
import { isRole } from '../../domain/src/roles';
import { queueDateOf } from '../../domain/src/visits';
import { demoBank, demoBankWrites } from './demo-bank';
import { demoCentre, demoWrites, type DemoRecord, type DemoService } from './demo-centre';
import { readDemoInputs } from './demo-inputs';
import { demoJobWrites, demoJobs } from './demo-jobs';
import { demoLicenceRenewalWrites, demoLicenceRenewals } from './demo-licence-renewals';
import { demoMessageThreads } from './demo-message-threads';

const { users, services, booking, settings } = readDemoInputs();
const { timezone } = settings;

/** The instant it is `time` on `date` in the centre's zone (America/Edmonton). */
const local = (date: string, time: string) => slotInstant(settings, date, time);

/** Everything the seed builds, for the moment `now`, as scripts/seed.ts builds it. */
function seededAt(now: Date) {
  const today = localDateTime(settings, now).date;
  const centre = demoCentre({
    today,
    now,
    settings,
    services: services as unknown as DemoService[],
    staff: users,
    examSessions: booking.examSessions,
  });
  const feature = { today, now, settings, staff: users };
  const jobs = demoJobs(feature);
  const renewals = demoLicenceRenewals(feature);
  const bank = demoBank(feature);
  const writes = [
    ...demoWrites(centre, { withDocuments: true }),
    ...demoJobWrites(jobs),
    ...demoLicenceRenewalWrites(renewals, { withDocuments: true }),
    ...demoBankWrites(bank, { withDocuments: true }),
  ];
  return { today, centre, jobs, renewals, bank, writes };
}

const built = new Map<number, ReturnType<typeof seededAt>>();
const demoAt = (now: Date) => {
  const demo = built.get(now.getTime()) ?? seededAt(now);
  built.set(now.getTime(), demo);
  return demo;
};

/** Every Timestamp in `value`, with where it is. */
function timestampsIn(value: unknown, where: string): { where: string; millis: number }[] {
  if (value instanceof Timestamp) return [{ where, millis: value.toMillis() }];
  if (Array.isArray(value)) return value.flatMap((item, i) => timestampsIn(item, `${where}[${i}]`));
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.entries(value).flatMap(([key, inner]) => timestampsIn(inner, `${where}.${key}`));
  }
  return [];
}

const millis = (value: unknown) => (value as Timestamp).toMillis();

// The QA report: Sunday 29 November 2026 (the centre is closed on Sundays) at 08:47 UTC.
const REPORTED = new Date('2026-11-29T08:47:00Z');
// A week, Monday to Sunday, and two holidays (Christmas, a Friday; Boxing Day, a Saturday).
const WEEK = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'];
const DAYS = [...WEEK, '2026-11-29', '2026-12-25', '2026-12-26'];

describe("the demo's day in progress, seeded on any day", () => {
  const moments = [
    REPORTED,
    ...DAYS.flatMap((date) => [local(date, '02:00'), local(date, '23:30')]),
  ];

  it.each(moments.map((now) => [now.toISOString(), now]))(
    "seeded at %s, today's checked-in appointment and its visit are of the queue's day and point at each other",
    (_, now) => {
      const { today, centre } = demoAt(now);
      expect(queueDateOf(now, timezone)).toBe(today);
      const checkedIn = centre.appointments.filter(({ data }) => data.status === 'checked_in');
      expect(checkedIn.map(({ data }) => data.date)).toEqual([today]);
      const appointment = checkedIn[0] as DemoRecord & { history: DemoRecord[] };
      const visit = centre.queue.visits.find(({ id }) => id === appointment.data.visitId);
      expect(visit?.data).toMatchObject({
        appointmentId: appointment.id,
        queueDate: today,
        serviceId: appointment.data.serviceId,
        status: 'waiting',
      });
      // Checked in on the queue's day, at the moment its history says, before the seeding.
      const checkedInAt = (visit?.data.checkedInAt as Timestamp).toDate();
      expect(queueDateOf(checkedInAt, timezone)).toBe(today);
      expect(checkedInAt.getTime()).toBeLessThanOrEqual(now.getTime());
      const entry = appointment.history.find(({ data }) => data.to === 'checked_in');
      expect(millis(entry?.data.at)).toBe(checkedInAt.getTime());
      // The only visit from an appointment; the day's appointments list shows it.
      expect(
        centre.queue.visits.filter(({ data }) => data.appointmentId !== null).map(({ id }) => id),
      ).toEqual([visit?.id]);
      expect(
        centre.appointments.filter(({ data }) => data.date === today).map(({ id }) => id),
      ).toContain(appointment.id);
      // Today's queue is the day's: every visit of it checked in on it; display and board too.
      const todays = centre.queue.visits.filter(({ data }) => data.queueDate === today);
      expect(todays.length).toBeGreaterThanOrEqual(12);
      for (const { data } of todays) {
        expect(queueDateOf((data.checkedInAt as Timestamp).toDate(), timezone)).toBe(today);
      }
      expect(centre.queue.queueDisplays.map(({ id }) => id)).toEqual([today]);
      expect(centre.queue.queueBoards.map(({ id }) => id)).toEqual([today]);
    },
  );
});

describe('the demo, seeded early or late in the day', () => {
  const moments = [
    REPORTED,
    local('2026-11-29', '00:20'),
    local('2026-11-29', '02:00'),
    local('2026-11-29', '23:30'),
    local('2026-11-25', '00:01'),
    local('2026-11-25', '02:00'),
    local('2026-11-25', '11:00'),
    local('2026-11-28', '23:30'),
    local('2026-12-25', '02:00'),
    // The night the clocks go back (a 25-hour day in Node 20's time-zone data).
    local('2026-11-01', '01:30'),
  ];

  it.each(moments.map((now) => [now.toISOString(), now]))(
    'seeded at %s, dates nothing after that moment',
    (_, now) => {
      const { writes, centre } = demoAt(now);
      const late: string[] = [];
      for (const { path, data } of writes) {
        for (const { where, millis: at } of timestampsIn(data, path)) {
          // The display's validUntil is when it goes stale (the day's end), not an event.
          if (/^queueDisplays\/[^/]+\.validUntil$/.test(where)) continue;
          if (at > now.getTime()) late.push(`${where} ${new Date(at).toISOString()}`);
        }
      }
      expect(late).toEqual([]);
      // The display's times in milliseconds too.
      for (const display of centre.queue.queueDisplays) {
        const { services: lines, recentCalls } = display.data as {
          services: Record<string, { oldestWaitingSince: number | null }>;
          recentCalls: { calledAt: number }[];
        };
        for (const line of Object.values(lines)) {
          expect(line.oldestWaitingSince ?? 0).toBeLessThanOrEqual(now.getTime());
        }
        for (const call of recentCalls) expect(call.calledAt).toBeLessThanOrEqual(now.getTime());
      }
    },
  );

  it.each(moments.map((now) => [now.toISOString(), now]))(
    'seeded at %s, keeps every history in order, from the record made first',
    (_, now) => {
      const { centre, jobs, renewals, bank } = demoAt(now);
      const withHistory: { kind: string; records: (DemoRecord & { history: DemoRecord[] })[] }[] = [
        { kind: 'application', records: centre.applications },
        { kind: 'appointment', records: centre.appointments },
        { kind: 'visit', records: centre.queue.visits },
        { kind: 'task', records: centre.tasks },
        { kind: 'job', records: jobs },
        { kind: 'licence renewal', records: renewals },
        { kind: 'bank request', records: bank.requests },
        { kind: 'bank client', records: bank.clients },
      ];
      for (const { kind, records } of withHistory) {
        for (const { id, data, history } of records) {
          const times = history.map((entry) => millis(entry.data.at));
          expect(times, `${kind} ${id}`).toEqual([...times].sort((a, b) => a - b));
          expect(times[0], `${kind} ${id}`).toBe(millis(data.createdAt ?? data.checkedInAt));
          expect(Math.max(...times), `${kind} ${id}`).toBeLessThanOrEqual(now.getTime());
        }
      }
    },
  );
});

describe('the demo staff messages', () => {
  const { centre } = demoAt(REPORTED);
  const roleOf = new Map(users.map((user) => [user.uid, user.role]));
  const holds = (uid: unknown, permission: Permission) => {
    const role = roleOf.get(String(uid));
    return isRole(role) && ROLE_PERMISSIONS[role].includes(permission);
  };

  it('are sent only by staff whose role holds send_messages, to staff who can read them', () => {
    expect(centre.messages.length).toBeGreaterThan(0);
    for (const { id, data } of centre.messages) {
      expect(holds(data.senderId, 'send_messages'), `${id} from ${String(data.senderId)}`).toBe(
        true,
      );
      expect(holds(data.recipientId, 'view_messages'), `${id} to ${String(data.recipientId)}`).toBe(
        true,
      );
    }
  });

  it('keep a conversation going for every demo account with Messages', () => {
    const threads = demoMessageThreads(centre.messages);
    const talking = new Set(threads.flatMap(({ data }) => data.participants as string[]));
    for (const user of users.filter((u) => holds(u.uid, 'send_messages'))) {
      expect(talking, user.uid).toContain(user.uid);
    }
    // tests/e2e/messages.spec.ts: the manager and the bank agent have nothing unread, and no
    // thread with each other yet.
    const unread = (role: string) =>
      centre.messages.filter(
        ({ data }) => roleOf.get(String(data.recipientId)) === role && data.read === false,
      ).length;
    expect(unread('manager')).toBe(0);
    expect(unread('bank_agent')).toBe(0);
    const pairs = threads.map(({ data }) =>
      (data.participants as string[]).map((uid) => roleOf.get(uid)).sort(),
    );
    expect(pairs).not.toContainEqual(['bank_agent', 'manager']);
  });
});
