// The dashboard's rollups rebuilt from scratch (docs/product.md §6.9): the seed runs it after
// loading the demo centre, the benchmark and the emulator tests after writing their data. The
// triggers in functions/src/dashboard keep the same counters change by change, with the same
// contribution functions (domain/src/dashboard.ts). Here, not in functions/, because the seed,
// the benchmark and the e2e global setup load it as an ES module.
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentData,
  type Firestore,
} from 'firebase-admin/firestore';
import { COLLECTIONS } from '../../domain/src/collections';
import {
  STATS_COLLECTION,
  STATS_DOCS,
  addCounters,
  applicationContribution,
  applicationFactsOf,
  appointmentContribution,
  appointmentFactsOf,
  keepAppointmentCounter,
  sumContributions,
  type Counters,
  type StatsDoc,
} from '../../domain/src/dashboard';

/** Documents read per page. */
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
 * Recomputes stats/applications and stats/appointments from every application and appointment,
 * and stamps them `rebuiltAt` (the triggers skip events from before it). Run it on a quiet
 * database: a write made while it reads may be counted twice.
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
    batch.set(firestore.collection(STATS_COLLECTION).doc(STATS_DOCS[doc]), {
      counts,
      rebuiltAt,
      updatedAt: FieldValue.serverTimestamp(),
    });
  }
  await batch.commit();
  return { applications, appointments: kept };
}
