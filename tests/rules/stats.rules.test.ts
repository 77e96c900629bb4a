import { COLLECTIONS } from '@centre/domain/collections';
import { STATS_COLLECTION, STATS_EVENTS } from '@centre/domain/dashboard';
import { Timestamp, doc, getDoc, setDoc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { ACTIVE_STAFF, listDocs } from '../support/rules-actors';
import { expectAllowed, expectDenied, describeStaffAccess } from '../support/rules-assert';
import { useRulesEnvironment } from '../support/rules-environment';

// stats/{id}: the dashboard's rollups (domain/src/dashboard.ts), written only by the functions
// in functions/src/dashboard; read by active staff with view_dashboard (every active role but
// equity). stats/{id}/events/{eventId}: the triggers' idempotency markers, never for a client.

const stats = {
  counts: { 'status:service:submitted': 3, 'open:2030-01-02': 3 },
  rebuiltAt: null,
  updatedAt: Timestamp.fromDate(new Date('2030-01-07T08:00:00Z')),
};

const { dbOf, documentOperations, dbOfManagerMustChangePassword, dbOfRestrictedAgent } =
  useRulesEnvironment({
    seed: async (db) => {
      await setDoc(doc(db, STATS_COLLECTION, 'applications'), stats);
      await setDoc(doc(db, STATS_COLLECTION, 'applications', STATS_EVENTS, 'event-1'), {
        at: stats.updatedAt,
      });
    },
  });

describeStaffAccess(
  STATS_COLLECTION,
  { get: ACTIVE_STAFF, list: [], create: [], update: [], delete: [] },
  documentOperations(STATS_COLLECTION, 'applications', stats),
);

describe('stats: the dashboard rollups', () => {
  it('lets a receptionist get a rollup that does not exist yet (an empty centre)', () =>
    expectAllowed(getDoc(doc(dbOf('receptionist'), STATS_COLLECTION, 'appointments'))));

  it('denies a manager inflating a count, and an admin resetting the rollup', async () => {
    await expectDenied(
      updateDoc(doc(dbOf('manager'), STATS_COLLECTION, 'applications'), {
        'counts.status:service:submitted': 0,
      }),
    );
    await expectDenied(setDoc(doc(dbOf('admin'), STATS_COLLECTION, 'applications'), stats));
  });

  it('denies the rollup to a manager who must still change the password and to the restricted', async () => {
    await expectDenied(
      getDoc(doc(dbOfManagerMustChangePassword(), STATS_COLLECTION, 'applications')),
    );
    await expectDenied(getDoc(doc(dbOfRestrictedAgent(), STATS_COLLECTION, 'applications')));
  });

  it('denies the idempotency markers to everyone, even an admin, for any operation', async () => {
    const marker = (actor: 'admin' | 'manager') =>
      doc(dbOf(actor), STATS_COLLECTION, 'applications', STATS_EVENTS, 'event-1');
    await expectDenied(getDoc(marker('admin')));
    await expectDenied(listDocs(dbOf('admin'), [STATS_COLLECTION, 'applications', STATS_EVENTS]));
    await expectDenied(setDoc(marker('manager'), { at: stats.updatedAt }));
    await expectDenied(
      setDoc(doc(dbOf('admin'), STATS_COLLECTION, 'applications', STATS_EVENTS, 'event-2'), {}),
    );
  });

  it('leaves the applications themselves to their own rules (stats is not a way around them)', () =>
    expectDenied(listDocs(dbOf('receptionist'), COLLECTIONS.applications)));
});
