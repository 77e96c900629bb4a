import { COLLECTIONS } from '@centre/domain/collections';
import {
  REPORT_CONTRIBUTIONS,
  REPORT_DAYS_COLLECTION,
  REPORT_EVENTS,
  REPORT_EVENT_TTL_DAYS,
  REPORT_SOURCES,
  REPORT_SOURCE_DAY_FIELDS,
  addReportCounters,
  dayBoundsOf,
  reportDayRecordSchema,
  sumReportContributions,
  type RebuildReportDayAnswer,
  type ReportContribution,
  type ReportDayDelta,
  type ReportSource,
} from '@centre/domain/reports';
import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { countedAlready, writeRollup, type RollupEvent } from '../shared/rollup-event';

/**
 * The reports' daily rollups, reportDays/{YYYY-MM-DD} (docs/product.md "Reports"), kept by the
 * triggers in ./on-report-sources.ts and rebuilt from the raw records by rebuildReportDayFor
 * (the rebuildReportDay callable, the nightly rebuild, the seed). Free of ../admin so the seed
 * and the emulator tests call these with their own Firestore.
 *
 * Idempotency, as the dashboard's stats/* (functions/src/dashboard/stats.ts): each event applied
 * to a day leaves reportDays/{day}/events/{eventId} (with an expiresAt for a TTL policy), written
 * in the same transaction as the counters, so a retried event finds it and changes nothing; an
 * event from before a day's rebuild (rebuiltAt) is skipped, the rebuild read its result already.
 */

const dayRef = (firestore: Firestore, day: string) =>
  firestore.collection(REPORT_DAYS_COLLECTION).doc(day);

export type ReportEvent = RollupEvent;

/**
 * Applies one event's per-day changes (reportDeltas) in one transaction, each day once: a day
 * that already has this event's marker, or that was rebuilt after the event, is left alone.
 * Returns the days it changed.
 */
export async function applyReportEvent(
  firestore: Firestore,
  event: ReportEvent,
  deltas: readonly ReportDayDelta[],
): Promise<string[]> {
  if (deltas.length === 0) return [];
  return firestore.runTransaction(async (transaction) => {
    const reads = await Promise.all(
      deltas.map(async (change) => {
        const ref = dayRef(firestore, change.day);
        const marker = ref.collection(REPORT_EVENTS).doc(event.id);
        const [snapshot, seen] = await Promise.all([transaction.get(ref), transaction.get(marker)]);
        return { change, marker, snapshot, seen };
      }),
    );
    const applied: string[] = [];
    for (const { change, marker, snapshot, seen } of reads) {
      if (countedAlready(snapshot, seen, event)) continue;
      const current = reportDayRecordSchema.safeParse({ ...snapshot.data(), id: change.day });
      const counts = addReportCounters(current.success ? current.data.counts : {}, change.delta);
      const labels = { ...(current.success ? current.data.labels : {}), ...change.labels };
      writeRollup(transaction, snapshot, { counts, labels }, marker, REPORT_EVENT_TTL_DAYS);
      applied.push(change.day);
    }
    return applied;
  });
}

/** The records of `source` whose report day is `day` (REPORT_SOURCE_DAY_FIELDS). */
async function recordsOfDay(
  firestore: Firestore,
  source: ReportSource,
  day: string,
  timezone: string,
) {
  const { field, kind } = REPORT_SOURCE_DAY_FIELDS[source];
  const records = firestore.collection(COLLECTIONS[source]);
  if (kind === 'day') return (await records.where(field, '==', day).get()).docs;
  const { start, end } = dayBoundsOf(day, timezone);
  return (
    await records
      .where(field, '>=', Timestamp.fromDate(start))
      .where(field, '<', Timestamp.fromDate(end))
      .get()
  ).docs;
}

/**
 * Recomputes reportDays/{day} from the records of that day with the triggers' contribution
 * functions, and stamps it rebuiltAt (taken before reading: the triggers skip events from before
 * it, which the reads saw). A day with nothing keeps an empty document, so its rebuiltAt still
 * guards it. Run it on a quiet day: a write made while it reads may be counted twice.
 */
export async function rebuildReportDayFor(
  firestore: Firestore,
  day: string,
  timezone: string,
): Promise<RebuildReportDayAnswer> {
  const rebuiltAt = Timestamp.now();
  const perSource = await Promise.all(
    REPORT_SOURCES.map(async (source) => {
      const docs = await recordsOfDay(firestore, source, day, timezone);
      const contributions = docs
        .map((doc) => REPORT_CONTRIBUTIONS[source](doc.data(), doc.id, timezone))
        .filter((contribution): contribution is ReportContribution => contribution?.day === day);
      return { source, read: docs.length, contributions };
    }),
  );
  const { counts, labels } = sumReportContributions(
    perSource.flatMap(({ contributions }) => contributions),
  );
  await dayRef(firestore, day).set({
    counts,
    labels,
    rebuiltAt,
    updatedAt: FieldValue.serverTimestamp(),
  });
  return {
    day,
    records: Object.fromEntries(perSource.map(({ source, read }) => [source, read])) as Record<
      ReportSource,
      number
    >,
    counters: Object.keys(counts).length,
  };
}
