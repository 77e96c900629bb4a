import {
  STATS_COLLECTION,
  STATS_DOCS,
  STATS_EVENTS,
  STATS_EVENT_TTL_DAYS,
  addCounters,
  counterDelta,
  statsRecordSchema,
  type Counters,
  type StatsDoc,
} from '@centre/domain/dashboard';
import type { Firestore } from 'firebase-admin/firestore';
import { countedAlready, writeRollup, type RollupEvent } from '../shared/rollup-event';

/**
 * The dashboard's rollups, stats/applications and stats/appointments (docs/product.md
 * "Dashboard"): counters that a trigger per collection keeps by adding the difference between a
 * document's contribution after and before each write, and that rebuildStats
 * (scripts/seed/rebuild-stats.ts) recomputes from every document with the same contribution
 * functions.
 *
 * Idempotency: each applied event leaves stats/{doc}/events/{eventId} (with an expiresAt for a
 * TTL policy), created in the same transaction as the counters change, so a retried event finds
 * it and changes nothing. Events from before a rebuild's start are skipped: the rebuild read
 * their result already (the seed writes thousands of documents, then rebuilds, while their
 * triggers are still queued).
 */

const statsRef = (firestore: Firestore, doc: StatsDoc) =>
  firestore.collection(STATS_COLLECTION).doc(STATS_DOCS[doc]);

export type StatsEvent = RollupEvent;

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
    if (countedAlready(stats, seen, event)) return false;
    const current = statsRecordSchema.safeParse(stats.data() ?? {});
    const counts = addCounters(current.success ? current.data.counts : {}, delta, keep);
    writeRollup(transaction, stats, { counts }, marker, STATS_EVENT_TTL_DAYS);
    return true;
  });
}
