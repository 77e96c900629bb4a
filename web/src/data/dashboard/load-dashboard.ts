import {
  ACTIVE_VISIT_STATUSES,
  queueBoardSchema,
  queueDateOf,
  queueDisplaySchema,
} from '@centre/domain/visits';
import {
  BOOKING_SETTINGS_PATH,
  DEFAULT_BOOKING_SETTINGS,
  bookingSettingsSchema,
} from '@centre/domain/bookings';
import { COLLECTIONS } from '@centre/domain/collections';
import {
  BANK_REQUESTS_WAITING,
  STATS_COLLECTION,
  STATS_DOCS,
  appointmentFigures,
  applicationFigures,
  dashboardCardsFor,
  dashboardSourcesFor,
  statsRecordSchema,
  weekStartOf,
  type ApplicationFigures,
  type DashboardCard,
  type DashboardSource,
} from '@centre/domain/dashboard';
import type { AccessUser } from '@centre/domain/access';
import { OPEN_TASK_STATUSES } from '@centre/domain/tasks';
import type { AppointmentStatus } from '@centre/domain/bookings';
import type { QueueBoard, ServiceQueue } from '@centre/domain/visits';
import {
  average,
  collection,
  doc,
  query,
  sum,
  where,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore';
import type { z } from 'zod';
import type { RecordCollection } from '../record-keys';
import { ReadMeter, meteredAggregate, meteredCount, meteredGetDoc } from './read-meter';

/** Each figure of the dashboard; null when its source was not read or could not be. */
export interface DashboardData {
  cards: DashboardCard[];
  /** The centre's day ('YYYY-MM-DD') the figures are for, and its week's Monday. */
  today: string;
  weekStart: string;
  queue: Record<string, ServiceQueue> | null;
  desks: QueueBoard['desks'] | null;
  applications: ApplicationFigures | null;
  appointmentsToday: Record<AppointmentStatus, number> | null;
  /** Visits marked no_show from weekStart to today (the front desk's, not appointments). */
  noShowsThisWeek: number | null;
  myVisits: number | null;
  myTasks: number | null;
  myOverdueTasks: number | null;
  unreadMessages: number | null;
  visitsToday: { count: number; averageWaitMinutes: number | null } | null;
  /** Bank requests new or contacted (every one, not only mine). */
  bankRequestsWaiting: number | null;
  /** My bank clients in KYC. */
  myKycClients: number | null;
  /** My commissions of this month (the centre's month, 'YYYY-MM'): entries and amount in cents. */
  myCommissions: { month: string; count: number; amountCents: number } | null;
  /** Sources that failed: their cards say so, the others still show. */
  failed: DashboardSource[];
  /** Billed document reads of this load (ReadMeter). */
  reads: number;
}

/** The figures that are one count() each (their readers: `countInto` in loadDashboard). */
type CountFigure =
  | 'myVisits'
  | 'myTasks'
  | 'myOverdueTasks'
  | 'unreadMessages'
  | 'noShowsThisWeek'
  | 'bankRequestsWaiting'
  | 'myKycClients';

/** The day-keyed summaries of the queue the dashboard reads today's document of. */
type QueueSummaryCollection = typeof COLLECTIONS.queueDisplays | typeof COLLECTIONS.queueBoards;

export interface DashboardLoadInput {
  user: AccessUser;
  now?: Date;
  meter?: ReadMeter;
}

async function centreToday(db: Firestore, meter: ReadMeter, now: Date): Promise<string> {
  let timezone = DEFAULT_BOOKING_SETTINGS.timezone;
  try {
    const snapshot = await meteredGetDoc(meter, 'settings/booking', doc(db, BOOKING_SETTINGS_PATH));
    const parsed = bookingSettingsSchema.shape.timezone.safeParse(snapshot.get('timezone'));
    if (parsed.success) timezone = parsed.data;
  } catch {
    // The default time zone, as the functions use when the settings cannot be read.
  }
  return queueDateOf(now, timezone);
}

/**
 * One dashboard load for `user`: the sources of their cards (domain dashboardSourcesFor), read in
 * parallel through `meter`, each at most one billed read while it matches up to 1000 entries,
 * plus settings/booking for the centre's day. Counts come from the stats/* rollups and from
 * count() aggregations, never from downloading a list. Takes the Firestore instance, so a node
 * test runs it against the emulator exactly as the page does.
 */
export async function loadDashboard(
  db: Firestore,
  { user, now = new Date(), meter = new ReadMeter() }: DashboardLoadInput,
): Promise<DashboardData> {
  const cards = dashboardCardsFor(user);
  const sources = dashboardSourcesFor(cards);
  const data: DashboardData = {
    cards,
    today: '',
    weekStart: '',
    queue: null,
    desks: null,
    applications: null,
    appointmentsToday: null,
    noShowsThisWeek: null,
    myVisits: null,
    myTasks: null,
    myOverdueTasks: null,
    unreadMessages: null,
    visitsToday: null,
    bankRequestsWaiting: null,
    myKycClients: null,
    myCommissions: null,
    failed: [],
    reads: 0,
  };
  if (sources.length === 0) return data;
  const today = await centreToday(db, meter, now);
  data.today = today;
  data.weekStart = weekStartOf(today);
  const uid = user.uid;
  const assignedToMe = where('assignedTo', '==', uid);

  const statsCounts = async (id: keyof typeof STATS_DOCS) => {
    const snapshot = await meteredGetDoc(
      meter,
      `stats/${id}`,
      doc(db, STATS_COLLECTION, STATS_DOCS[id]),
    );
    const parsed = statsRecordSchema.safeParse(snapshot.data() ?? {});
    return parsed.success ? parsed.data.counts : {};
  };

  /** Today's queue summary (queueDisplays or queueBoards), parsed; null when it does not parse. */
  const todaysSummary = async <T>(name: QueueSummaryCollection, schema: z.ZodType<T>) => {
    const snapshot = await meteredGetDoc(meter, `${name}/today`, doc(db, name, today));
    const parsed = schema.safeParse({ queueDate: today, ...snapshot.data() });
    return parsed.success ? parsed.data : null;
  };

  /** The reader of a figure that is one count() of `name` under `constraints`. */
  const countInto =
    (
      figure: CountFigure,
      what: string,
      name: RecordCollection,
      ...constraints: QueryConstraint[]
    ) =>
    async () => {
      data[figure] = await meteredCount(meter, what, query(collection(db, name), ...constraints));
    };

  const readers: Record<DashboardSource, () => Promise<void>> = {
    queue_display: async () => {
      data.queue =
        (await todaysSummary(COLLECTIONS.queueDisplays, queueDisplaySchema))?.services ?? {};
    },
    queue_board: async () => {
      data.desks = (await todaysSummary(COLLECTIONS.queueBoards, queueBoardSchema))?.desks ?? {};
    },
    application_stats: async () => {
      data.applications = applicationFigures(await statsCounts('applications'), today, uid);
    },
    appointment_stats: async () => {
      data.appointmentsToday = appointmentFigures(await statsCounts('appointments'), today).today;
    },
    my_visits_count: countInto(
      'myVisits',
      'count: my active visits',
      COLLECTIONS.visits,
      assignedToMe,
      where('status', 'in', [...ACTIVE_VISIT_STATUSES]),
    ),
    my_tasks_count: countInto(
      'myTasks',
      'count: my open tasks',
      COLLECTIONS.tasks,
      assignedToMe,
      where('status', 'in', [...OPEN_TASK_STATUSES]),
    ),
    my_overdue_tasks_count: countInto(
      'myOverdueTasks',
      'count: my overdue tasks',
      COLLECTIONS.tasks,
      assignedToMe,
      where('status', 'in', [...OPEN_TASK_STATUSES]),
      where('dueDate', '<', today),
    ),
    unread_count: countInto(
      'unreadMessages',
      'count: my unread messages',
      COLLECTIONS.messages,
      where('recipientId', '==', uid),
      where('read', '==', false),
    ),
    visits_today: async () => {
      const result = await meteredAggregate(
        meter,
        "count + average: today's visits",
        query(collection(db, COLLECTIONS.visits), where('queueDate', '==', today)),
        { averageWait: average('waitMinutes') },
      );
      data.visitsToday = { count: result.matched, averageWaitMinutes: result.averageWait };
    },
    // The front desk's no-shows (visits), from this week's Monday to today: one count().
    visits_no_shows_week: countInto(
      'noShowsThisWeek',
      'count: visits no-shows this week',
      COLLECTIONS.visits,
      where('status', '==', 'no_show'),
      where('queueDate', '>=', data.weekStart),
      where('queueDate', '<=', today),
    ),
    bank_requests_waiting: countInto(
      'bankRequestsWaiting',
      'count: bank requests waiting',
      COLLECTIONS.bankRequests,
      where('status', 'in', [...BANK_REQUESTS_WAITING]),
    ),
    my_kyc_clients_count: countInto(
      'myKycClients',
      'count: my bank clients in KYC',
      COLLECTIONS.bankClients,
      where('agentId', '==', uid),
      where('status', '==', 'kyc_pending'),
    ),
    my_commissions_month: async () => {
      // commissions' month is 'YYYY-MM' in the centre's time zone, as `today` is.
      const month = today.slice(0, 7);
      const result = await meteredAggregate(
        meter,
        'count + sum: my commissions this month',
        query(
          collection(db, COLLECTIONS.commissions),
          where('agentId', '==', uid),
          where('month', '==', month),
        ),
        { amount: sum('amountCents') },
      );
      data.myCommissions = { month, count: result.matched, amountCents: result.amount ?? 0 };
    },
  };

  const results = await Promise.allSettled(sources.map((source) => readers[source]()));
  data.failed = sources.filter((_, index) => results[index]?.status === 'rejected');
  data.reads = meter.reads;
  return data;
}
