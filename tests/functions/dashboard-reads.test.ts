import {
  APPLICATION_STATUSES,
  type ApplicationKind,
  type ApplicationStatus,
} from '@centre/domain/applications';
import { DEFAULT_BOOKING_SETTINGS, addDays } from '@centre/domain/bookings';
import { COLLECTIONS } from '@centre/domain/collections';
import {
  APPLICATION_RESPONSE_DAYS,
  DASHBOARD_READ_BUDGET,
  isOpenApplication,
  weekStartOf,
} from '@centre/domain/dashboard';
import type { Role } from '@centre/domain/roles';
import { queueDateOf } from '@centre/domain/visits';
import { Timestamp, doc, writeBatch, type Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { rebuildStats } from '../../scripts/seed/rebuild-stats';
import { ReadMeter } from '../../web/src/data/dashboard/read-meter';
import { loadDashboard, type DashboardData } from '../../web/src/data/dashboard/load-dashboard';
import { readRules } from '../support/emulators';
import { useOwnProject } from '../support/own-project';
import { uidOf, type Actor } from '../support/rules-actors';

// The dashboard's read budget (docs/product.md "Dashboard"): every role's load costs at most
// DASHBOARD_READ_BUDGET billed reads with 10,000 applications, and shows the right numbers.
// A project of its own, so that the functions emulator's triggers (which watch the default
// project) do not run 10,000 times: the data is written with rules off, and the rollups are
// built by rebuildStats, the same contribution code as the triggers'.

const PROJECT = 'demo-dashboard-reads';
const APPLICATIONS = 10_000;
const TZ = DEFAULT_BOOKING_SETTINGS.timezone;
const NOW = new Date();
const TODAY = queueDateOf(NOW, TZ);
const DAY_MS = 86_400_000;

const AGENT = uidOf('agent');
const MANAGER = uidOf('manager');
const BANK_AGENT = uidOf('bank_agent');

interface GeneratedApplication {
  kind: ApplicationKind;
  status: ApplicationStatus;
  createdAt: Date;
  assignedTo: string | null;
}

const applications: GeneratedApplication[] = Array.from({ length: APPLICATIONS }, (_, i) => ({
  kind: i % 10 === 0 ? 'hca' : 'service',
  status: APPLICATION_STATUSES[i % APPLICATION_STATUSES.length]!,
  createdAt: new Date(NOW.getTime() - (i % 30) * DAY_MS - 60_000),
  assignedTo: i % 4 === 0 ? AGENT : i % 4 === 1 ? MANAGER : null,
}));

const visits = [
  { queueDate: TODAY, status: 'waiting', waitMinutes: null, assignedTo: null },
  { queueDate: TODAY, status: 'in_service', waitMinutes: 10, assignedTo: AGENT },
  { queueDate: TODAY, status: 'called', waitMinutes: 20, assignedTo: AGENT },
  { queueDate: TODAY, status: 'completed', waitMinutes: 30, assignedTo: AGENT },
  { queueDate: addDays(TODAY, -1), status: 'completed', waitMinutes: 90, assignedTo: AGENT },
  // The front desk's no-shows: today and this week's Monday count, last Sunday and tomorrow not.
  { queueDate: TODAY, status: 'no_show', waitMinutes: null, assignedTo: null },
  { queueDate: weekStartOf(TODAY), status: 'no_show', waitMinutes: null, assignedTo: null },
  {
    queueDate: addDays(weekStartOf(TODAY), -1),
    status: 'no_show',
    waitMinutes: null,
    assignedTo: null,
  },
  { queueDate: addDays(TODAY, 1), status: 'no_show', waitMinutes: null, assignedTo: null },
];
const visitsNoShowsThisWeek = visits.filter(
  (v) => v.status === 'no_show' && v.queueDate >= weekStartOf(TODAY) && v.queueDate <= TODAY,
).length;
const visitsOfToday = visits.filter((v) => v.queueDate === TODAY).length;
const tasks = [
  { assignedTo: AGENT, status: 'open', dueDate: addDays(TODAY, -2) },
  { assignedTo: AGENT, status: 'in_progress', dueDate: TODAY },
  { assignedTo: AGENT, status: 'open', dueDate: addDays(TODAY, 3) },
  { assignedTo: AGENT, status: 'done', dueDate: addDays(TODAY, -4) },
  { assignedTo: MANAGER, status: 'open', dueDate: addDays(TODAY, -1) },
];
const messages = [
  { recipientId: AGENT, read: false },
  { recipientId: AGENT, read: false },
  { recipientId: AGENT, read: true },
  { recipientId: MANAGER, read: false },
];
// The bank desk: requests waiting (new, contacted) and not; clients per agent and status;
// commissions of this month and of last month (the centre's months).
const THIS_MONTH = TODAY.slice(0, 7);
const LAST_MONTH = addDays(`${THIS_MONTH}-01`, -1).slice(0, 7);
const bankRequests = ['new', 'new', 'contacted', 'converted', 'closed'].map((status) => ({
  status,
}));
const bankClients = [
  { agentId: BANK_AGENT, status: 'kyc_pending' },
  { agentId: BANK_AGENT, status: 'kyc_pending' },
  { agentId: BANK_AGENT, status: 'active' },
  { agentId: AGENT, status: 'kyc_pending' },
];
const commissions = [
  { agentId: BANK_AGENT, month: THIS_MONTH, amountCents: 2500 },
  { agentId: BANK_AGENT, month: THIS_MONTH, amountCents: 1250 },
  { agentId: BANK_AGENT, month: LAST_MONTH, amountCents: 2000 },
  { agentId: AGENT, month: THIS_MONTH, amountCents: 500 },
];
const appointments = [
  { date: TODAY, status: 'booked' },
  { date: TODAY, status: 'booked' },
  { date: TODAY, status: 'confirmed' },
  { date: weekStartOf(TODAY), status: 'no_show' },
  { date: addDays(weekStartOf(TODAY), -1), status: 'no_show' },
];

async function writeAll(db: Firestore, collection: string, records: readonly object[]) {
  for (let start = 0; start < records.length; start += 500) {
    const batch = writeBatch(db);
    records.slice(start, start + 500).forEach((record, offset) => {
      batch.set(doc(db, collection, `${collection}-${start + offset}`), record);
    });
    await batch.commit();
  }
}

const project = useOwnProject(
  PROJECT,
  async ({ withoutRules, admin }) => {
    await withoutRules(async (db) => {
      await writeAll(
        db,
        COLLECTIONS.applications,
        applications.map((a) => ({ ...a, createdAt: Timestamp.fromDate(a.createdAt) })),
      );
      await writeAll(db, COLLECTIONS.visits, visits);
      await writeAll(db, COLLECTIONS.tasks, tasks);
      await writeAll(db, COLLECTIONS.messages, messages);
      await writeAll(db, COLLECTIONS.appointments, appointments);
      await writeAll(db, COLLECTIONS.bankRequests, bankRequests);
      await writeAll(db, COLLECTIONS.bankClients, bankClients);
      await writeAll(db, COLLECTIONS.commissions, commissions);
      const queueDay = writeBatch(db);
      queueDay.set(doc(db, COLLECTIONS.queueDisplays, TODAY), {
        queueDate: TODAY,
        services: {
          passports: {
            waiting: 3,
            oldestWaitingSince: NOW.getTime() - 25 * 60_000,
            openDesks: 1,
            serviceMinutes: [12],
            served: 4,
          },
        },
        recentCalls: [],
      });
      queueDay.set(doc(db, COLLECTIONS.queueBoards, TODAY), {
        queueDate: TODAY,
        desks: {
          [AGENT]: {
            deskName: 'Desk 1',
            staffName: 'Achieng Agent',
            serviceIds: ['passports'],
            currentTicket: 'P-004',
            currentVisitId: null,
            currentStatus: 'in_service',
          },
        },
      });
      await queueDay.commit();
    });
    await rebuildStats(admin(), { timezone: TZ, today: TODAY });
  },
  300_000,
);

/** One role's load with rules off (the tasks rules belong to the tasks workflow), metered. */
async function loadAs(actor: Actor & Role): Promise<{ data: DashboardData; meter: ReadMeter }> {
  const meter = new ReadMeter();
  const data = await project.withoutRules((db) =>
    loadDashboard(db, { user: { uid: uidOf(actor), role: actor }, now: NOW, meter }),
  );
  return { data, meter };
}

const lastOnTime = addDays(TODAY, -APPLICATION_RESPONSE_DAYS);
const submittedDay = (a: GeneratedApplication) => queueDateOf(a.createdAt, TZ);
const open = applications.filter((a) => isOpenApplication(a.status));
const countOf = (list: GeneratedApplication[], accept: (a: GeneratedApplication) => boolean) =>
  list.filter(accept).length;

describe(`a dashboard load with ${APPLICATIONS} applications`, () => {
  it.each(['receptionist', 'agent', 'manager', 'admin', 'bank_agent'] as const)(
    'costs a %s at most the read budget',
    async (role) => {
      const { data, meter } = await loadAs(role);
      expect(data.failed).toEqual([]);
      expect(data.reads, JSON.stringify(meter.entries)).toBeLessThanOrEqual(DASHBOARD_READ_BUDGET);
      expect(data.reads).toBe(meter.reads);
      expect(data.reads).toBeGreaterThan(0);
    },
  );

  it("shows an agent's own open work, overdue included, and their unread messages", async () => {
    const { data } = await loadAs('agent');
    const mine = open.filter((a) => a.assignedTo === AGENT);
    expect(data.applications?.mine).toBe(mine.length);
    expect(data.applications?.mineOverdue).toBe(countOf(mine, (a) => submittedDay(a) < lastOnTime));
    expect(data.myVisits).toBe(2);
    expect(data.myTasks).toBe(3);
    expect(data.myOverdueTasks).toBe(1);
    expect(data.unreadMessages).toBe(2);
  });

  it('shows the applications by kind and status, counted from all 10,000', async () => {
    const { data } = await loadAs('manager');
    for (const kind of ['service', 'hca'] as const) {
      for (const status of APPLICATION_STATUSES) {
        expect(data.applications?.byStatus[kind][status]).toBe(
          countOf(applications, (a) => a.kind === kind && a.status === status),
        );
      }
    }
    expect(data.applications?.overdue).toBe(countOf(open, (a) => submittedDay(a) < lastOnTime));
  });

  it("shows a manager the centre's day: visits, average wait, no-shows, staff on desk", async () => {
    const { data } = await loadAs('manager');
    expect(data.visitsToday).toEqual({ count: visitsOfToday, averageWaitMinutes: 20 });
    // Visits, not appointments: the appointment no-show of this week's Monday is not counted.
    expect(visitsNoShowsThisWeek).toBe(2);
    expect(data.noShowsThisWeek).toBe(visitsNoShowsThisWeek);
    expect(data.appointmentsToday).toMatchObject({
      booked: 2,
      confirmed: 1,
      no_show: weekStartOf(TODAY) === TODAY ? 1 : 0,
    });
    expect(Object.values(data.desks ?? {}).map((desk) => desk.staffName)).toEqual([
      'Achieng Agent',
    ]);
  });

  it('shows a bank agent the waiting requests, their KYC clients and their month', async () => {
    const { data } = await loadAs('bank_agent');
    expect(data.bankRequestsWaiting).toBe(3);
    expect(data.myKycClients).toBe(2);
    expect(data.myCommissions).toEqual({ month: THIS_MONTH, count: 2, amountCents: 3750 });
    const agent = await loadAs('agent');
    expect(agent.data.myCommissions).toEqual({ month: THIS_MONTH, count: 1, amountCents: 500 });
    expect(agent.data.bankRequestsWaiting).toBeNull();
  });

  it("shows a receptionist today's queue per service and today's appointments", async () => {
    const { data } = await loadAs('receptionist');
    expect(data.queue?.passports).toMatchObject({ waiting: 3, served: 4 });
    expect(data.appointmentsToday?.booked).toBe(2);
    expect(data.applications).toBeNull();
  });

  it('reads every source under the rules as the roles themselves (tasks once their rules exist)', async () => {
    const tasksRulesExist = readRules('firestore.rules').includes('match /tasks/');
    for (const actor of ['receptionist', 'agent', 'manager', 'admin', 'bank_agent'] as const) {
      const data = await loadDashboard(project.dbOf(actor), {
        user: { uid: uidOf(actor), role: actor },
        now: NOW,
      });
      const refused = tasksRulesExist
        ? data.failed
        : data.failed.filter((source) => !source.includes('tasks'));
      expect(refused, actor).toEqual([]);
    }
  });
});
