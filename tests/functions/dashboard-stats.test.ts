import { COLLECTIONS } from '@centre/domain/collections';
import { DEFAULT_BOOKING_SETTINGS } from '@centre/domain/bookings';
import {
  STATS_COLLECTION,
  applicationContribution,
  statsRecordSchema,
  type ApplicationFacts,
} from '@centre/domain/dashboard';
import { queueDateOf } from '@centre/domain/visits';
import { Timestamp } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminDb, waitFor } from '../support/admin';
import { clearFirestore } from '../support/emulator-reset';
import { adminDbOf } from '../support/own-project';
import { applyStatsEvent } from '../../functions/src/dashboard/stats';
import { rebuildStats } from '../../scripts/seed/rebuild-stats';

// The dashboard's rollups (functions/src/dashboard/stats.ts): a retried trigger event counts
// once, an event from before a rebuild is not counted twice, and the deployed trigger keeps
// stats/applications in step with a real write.

const ISOLATED = 'demo-dashboard-stats';
const isolatedDb = adminDbOf(ISOLATED);
const TZ = DEFAULT_BOOKING_SETTINGS.timezone;
const TODAY = queueDateOf(new Date(), TZ);

const facts = (overrides: Partial<ApplicationFacts> = {}): ApplicationFacts => ({
  kind: 'service',
  status: 'submitted',
  submittedDay: TODAY,
  assignedTo: 'agent-uid',
  ...overrides,
});

async function countsOf(db = isolatedDb) {
  const snapshot = await db.collection(STATS_COLLECTION).doc('applications').get();
  return statsRecordSchema.parse(snapshot.data() ?? {}).counts;
}

async function clearIsolated() {
  await isolatedDb.recursiveDelete(isolatedDb.collection(STATS_COLLECTION));
  await isolatedDb.recursiveDelete(isolatedDb.collection(COLLECTIONS.applications));
}

describe('stats rollup events', () => {
  beforeEach(clearIsolated);

  it('applies a repeated event (same id) once', async () => {
    const event = { id: randomUUID(), time: new Date().toISOString() };
    const created = applicationContribution(facts());
    expect(await applyStatsEvent(isolatedDb, 'applications', event, {}, created)).toBe(true);
    expect(await applyStatsEvent(isolatedDb, 'applications', event, {}, created)).toBe(false);
    expect(await countsOf()).toEqual(created);
  });

  it('applies a status change as a move, dropping counters that reach zero', async () => {
    const before = applicationContribution(facts());
    const after = applicationContribution(facts({ status: 'completed' }));
    await applyStatsEvent(
      isolatedDb,
      'applications',
      { id: 'e1', time: new Date().toISOString() },
      {},
      before,
    );
    await applyStatsEvent(
      isolatedDb,
      'applications',
      { id: 'e2', time: new Date().toISOString() },
      before,
      after,
    );
    expect(await countsOf()).toEqual({ 'status:service:completed': 1 });
  });

  it('skips an event from before the last rebuild, which already counted it', async () => {
    const written = new Date(Date.now() - 60_000);
    await isolatedDb
      .collection(COLLECTIONS.applications)
      .doc('a1')
      .set({
        kind: 'service',
        status: 'submitted',
        createdAt: Timestamp.fromDate(written),
        assignedTo: null,
      });
    await rebuildStats(isolatedDb, { timezone: TZ, today: TODAY });
    const rebuilt = await countsOf();
    expect(rebuilt[`status:service:submitted`]).toBe(1);
    const late = { id: randomUUID(), time: written.toISOString() };
    const contribution = applicationContribution(
      facts({ assignedTo: null, submittedDay: queueDateOf(written, TZ) }),
    );
    expect(await applyStatsEvent(isolatedDb, 'applications', late, {}, contribution)).toBe(false);
    expect(await countsOf()).toEqual(rebuilt);
  });
});

describe('the onApplicationStats trigger', () => {
  beforeEach(clearFirestore);

  it('counts an application written to the centre, once, by status and day', async () => {
    // With its reference already given, onApplicationCreated leaves it as written (it would
    // otherwise unassign it, and the assignee's counter would rightly go).
    await adminDb.collection(COLLECTIONS.applications).doc(randomUUID()).set({
      reference: 'APP-STATS1',
      kind: 'hca',
      status: 'in_review',
      createdAt: Timestamp.now(),
      assignedTo: 'manager-uid',
    });
    const counts = await waitFor(
      () => countsOf(adminDb),
      (value) => value['status:hca:in_review'] === 1,
      { what: 'stats/applications to count the application' },
    );
    expect(counts[`mine:manager-uid:${TODAY}`]).toBe(1);
    expect(counts[`open:${TODAY}`]).toBe(1);
  });
});
