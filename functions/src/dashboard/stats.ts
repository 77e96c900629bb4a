import { APPLICATION_KINDS, APPLICATION_STATUSES } from '@centre/domain/applications';
import { APPOINTMENT_STATUSES } from '@centre/domain/bookings';
import { COLLECTIONS } from '@centre/domain/collections';
import {
  STATS_COLLECTION,
  STATS_DOCS,
  STATS_EVENTS,
  STATS_EVENT_TTL_DAYS,
  addCounters,
  appointmentContribution,
  applicationContribution,
  counterDelta,
  keepAppointmentCounter,
  statsRecordSchema,
  sumContributions,
  type AppointmentFacts,
  type ApplicationFacts,
  type Counters,
  type StatsDoc,
} from '@centre/domain/dashboard';
import { queueDateOf } from '@centre/domain/visits';
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentData,
  type Firestore,
} from 'firebase-admin/firestore';

/**
 * The dashboard's rollups, stats/applications and stats/appointments (docs/product.md
 * "Dashboard"): counters that a trigger per collection keeps by adding the difference between a
 * document's contribution after and before each write, and that rebuildStats recomputes from
 * every document with the same contribution functions.
 *
 * Idempotency: each applied event leaves stats/{doc}/events/{eventId} (with an expiresAt for a
 * TTL policy), created in the same transaction as the counters change, so a retried event finds
 * it and changes nothing. Events from before a rebuild's start are skipped: the rebuild read
 * their result already (the seed writes thousands of documents, then rebuilds, while their
 * triggers are still queued).
 */

/**
 * A stored Timestamp (either SDK's) or Date as ms; null when absent. Duck-typed, and this module
 * imports no functions module that initialises the Admin app, so the seed can call rebuildStats.
 */
function millisOf(value: unknown): number | null {
  if (value instanceof Date) return value.getTime();
  const toMillis = (value as { toMillis?: unknown } | null)?.toMillis;
  return typeof toMillis === 'function' ? (toMillis.call(value) as number) : null;
}

const statsRef = (firestore: Firestore, doc: StatsDoc) =>
  firestore.collection(STATS_COLLECTION).doc(STATS_DOCS[doc]);

export function applicationFactsOf(
  data: DocumentData | undefined,
  timezone: string,
): ApplicationFacts | null {
  if (!data) return null;
  const kind: unknown = data.kind ?? 'service';
  const status: unknown = data.status;
  const createdAt = millisOf(data.createdAt);
  if (
    !(APPLICATION_KINDS as readonly unknown[]).includes(kind) ||
    !(APPLICATION_STATUSES as readonly unknown[]).includes(status) ||
    createdAt === null
  ) {
    return null;
  }
  return {
    kind: kind as ApplicationFacts['kind'],
    status: status as ApplicationFacts['status'],
    submittedDay: queueDateOf(new Date(createdAt), timezone),
    assignedTo: typeof data.assignedTo === 'string' && data.assignedTo ? data.assignedTo : null,
  };
}

export function appointmentFactsOf(data: DocumentData | undefined): AppointmentFacts | null {
  if (!data || typeof data.date !== 'string') return null;
  if (!(APPOINTMENT_STATUSES as readonly unknown[]).includes(data.status)) return null;
  return { date: data.date, status: data.status as AppointmentFacts['status'] };
}

export interface StatsEvent {
  id: string;
  /** The event's time (RFC 3339), when the write happened. */
  time: string;
}

/**
 * Applies one event's change to stats/{doc} in a transaction, once: a repeated event id, or an
 * event from before the last rebuild, changes nothing. Returns whether it applied.
 */
export async function applyStatsEvent(
  firestore: Firestore,
  doc: StatsDoc,
  event: StatsEvent,
  before: Counters,
  after: Counters,
  keep?: (key: string) => boolean,
): Promise<boolean> {
  const delta = counterDelta(before, after);
  if (Object.keys(delta).length === 0) return false;
  const ref = statsRef(firestore, doc);
  const marker = ref.collection(STATS_EVENTS).doc(event.id);
  return firestore.runTransaction(async (transaction) => {
    const [stats, seen] = await Promise.all([transaction.get(ref), transaction.get(marker)]);
    if (seen.exists) return false;
    const rebuiltAt = millisOf(stats.get('rebuiltAt'));
    if (rebuiltAt !== null && Date.parse(event.time) < rebuiltAt) return false;
    const current = statsRecordSchema.safeParse(stats.data() ?? {});
    const counts = addCounters(current.success ? current.data.counts : {}, delta, keep);
    // The whole document: a merge would keep the counters that reached zero.
    transaction.set(ref, {
      counts,
      rebuiltAt: stats.get('rebuiltAt') ?? null,
      updatedAt: FieldValue.serverTimestamp(),
    });
    transaction.set(marker, {
      at: FieldValue.serverTimestamp(),
      expiresAt: Timestamp.fromMillis(Date.now() + STATS_EVENT_TTL_DAYS * 86_400_000),
    });
    return true;
  });
}

/** Documents read per page by the rebuild. */
const REBUILD_PAGE = 1000;

async function sumCollection(
  firestore: Firestore,
  collection: string,
  fields: string[],
  contribution: (data: DocumentData) => Counters,
): Promise<Counters> {
  const parts: Counters[] = [];
  let query = firestore
    .collection(collection)
    .select(...fields)
    .orderBy(FieldPath.documentId())
    .limit(REBUILD_PAGE);
  for (;;) {
    const page = await query.get();
    parts.push(sumContributions(page.docs.map((doc) => contribution(doc.data()))));
    if (page.size < REBUILD_PAGE) break;
    query = query.startAfter(page.docs[page.size - 1]!.id);
  }
  return sumContributions(parts);
}

/**
 * Recomputes both rollups from every application and appointment (the seed after loading, or a
 * repair). Run it on a quiet database: a write made while it reads may be counted twice.
 */
export async function rebuildStats(
  firestore: Firestore,
  { timezone, today }: { timezone: string; today: string },
): Promise<Record<StatsDoc, Counters>> {
  const rebuiltAt = Timestamp.now();
  const [applications, appointments] = await Promise.all([
    sumCollection(
      firestore,
      COLLECTIONS.applications,
      ['kind', 'status', 'createdAt', 'assignedTo'],
      (data) => applicationContribution(applicationFactsOf(data, timezone)),
    ),
    sumCollection(firestore, COLLECTIONS.appointments, ['date', 'status'], (data) =>
      appointmentContribution(appointmentFactsOf(data)),
    ),
  ]);
  const kept = addCounters({}, appointments, keepAppointmentCounter(today));
  const batch = firestore.batch();
  for (const [doc, counts] of [
    ['applications', applications],
    ['appointments', kept],
  ] as const) {
    batch.set(statsRef(firestore, doc), {
      counts,
      rebuiltAt,
      updatedAt: FieldValue.serverTimestamp(),
    });
  }
  await batch.commit();
  return { applications, appointments: kept };
}
