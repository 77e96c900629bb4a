// The queue under a rush (issue 11): 50 check-ins at once on one service, and two desks pressing
// Call next 20 times each at once. Run through the callables' own code in this process against
// the Firestore emulator (as the booking rush): the Functions emulator starts one worker process
// per concurrent request, and 40-50 of them do not load in time on a 2-core machine. The HTTP
// path is rushed by 6 below.
import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import {
  VISIT_MESSAGES,
  queueDateOf,
  ticketCounterId,
  type CheckedIn,
} from '@centre/domain/visits';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminDb, createStaff, type Staff } from '../support/admin';
import { callNextVisitFor } from '../../functions/src/visits/call-next-visit';
import { checkInVisitorFor } from '../../functions/src/visits/check-in-visitor';
import { openDeskFor } from '../../functions/src/visits/open-desk';
import { updateVisitFor } from '../../functions/src/visits/update-visit';
import { RUSH_TIMEOUT_MS, TEST_BOOKING_SETTINGS, warmWorkers } from '../support/bookings';
import { clearProject } from '../support/emulator-reset';
import { closeClients, signedInClient } from '../support/functions-client';
import { PASSPORT, readDisplay, readVisit, seedQueue, walkIn } from '../support/visits';

const today = () => queueDateOf(new Date(), TEST_BOOKING_SETTINGS.timezone);
const callerOf = (staff: Staff) => ({ uid: staff.uid, role: staff.record.role });

let receptionist: Staff;
beforeEach(async () => {
  await clearProject();
  await seedQueue();
  receptionist = await createStaff('receptionist');
});
afterEach(closeClients);

describe('checkInVisitor under a rush', () => {
  it(
    'gives 50 concurrent check-ins on one service 50 distinct consecutive tickets A-001..A-050',
    async () => {
      const started = Date.now();
      const results = await Promise.allSettled(
        Array.from({ length: 50 }, () => checkInVisitorFor(callerOf(receptionist), walkIn())),
      );
      const seconds = (Date.now() - started) / 1000;
      console.log(`50 concurrent check-ins: ${seconds.toFixed(1)} s`);
      const failed = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
      expect(failed).toEqual([]);
      const tickets = results
        .map((r) => (r as PromiseFulfilledResult<CheckedIn>).value.ticket)
        .sort();
      expect(tickets).toEqual(
        Array.from({ length: 50 }, (_, i) => `A-${String(i + 1).padStart(3, '0')}`),
      );
      const date = today();
      const counter = await adminDb
        .collection(COLLECTIONS.counters)
        .doc(ticketCounterId(PASSPORT, date))
        .get();
      expect(counter.get('next')).toBe(51);
      const display = await readDisplay(date);
      expect(display.services[PASSPORT].waiting).toBe(50);
      expect(typeof display.services[PASSPORT].oldestWaitingSince).toBe('number');
    },
    RUSH_TIMEOUT_MS,
  );

  it(
    'gives 6 concurrent callers of the callable distinct tickets',
    async () => {
      const client = await signedInClient(receptionist);
      const checkIn = (data: unknown) => client.call<CheckedIn>('checkInVisitor', data);
      await warmWorkers(checkIn, 6);
      const answers = await Promise.all(Array.from({ length: 6 }, () => checkIn(walkIn())));
      expect(new Set(answers.map((a) => a.ticket)).size).toBe(6);
      expect(answers.map((a) => a.ticket).sort()).toEqual([
        'A-001',
        'A-002',
        'A-003',
        'A-004',
        'A-005',
        'A-006',
      ]);
    },
    RUSH_TIMEOUT_MS,
  );
});

describe('callNextVisit under a rush', () => {
  it(
    'never calls a visit twice, nor a second at a desk, when two desks press Call next 3 times each at once, round after round, with 30 waiting',
    async () => {
      const [deskA, deskB] = await Promise.all([createStaff('agent'), createStaff('agent')]);
      await openDeskFor(callerOf(deskA), { deskName: 'Desk 1', serviceIds: [PASSPORT] });
      await openDeskFor(callerOf(deskB), { deskName: 'Desk 2', serviceIds: [PASSPORT] });
      const waiting: CheckedIn[] = [];
      for (let i = 0; i < 30; i += 1) {
        waiting.push(await checkInVisitorFor(callerOf(receptionist), walkIn()));
      }

      const started = Date.now();
      const called: string[] = [];
      for (let round = 0; round < 15; round += 1) {
        const desks = [deskA, deskB, deskA, deskB, deskA, deskB];
        const results = await Promise.allSettled(
          desks.map((desk) => callNextVisitFor(callerOf(desk), {})),
        );
        const answers = results.flatMap((r, i) =>
          r.status === 'fulfilled' && r.value.visitId
            ? [{ desk: desks[i]!, visitId: r.value.visitId }]
            : [],
        );
        // Each desk calls one visitor; its other presses are refused, with the reason.
        expect(answers.map((a) => a.desk.uid).sort()).toEqual([deskA.uid, deskB.uid].sort());
        for (const result of results) {
          if (result.status === 'rejected') {
            expect(result.reason).toMatchObject({
              code: 'failed-precondition',
              message: VISIT_MESSAGES.finishCurrent,
            });
          }
        }
        // Each desk ends its visit before the next round.
        for (const { desk, visitId } of answers) {
          called.push(visitId);
          await updateVisitFor(callerOf(desk), { visitId, action: 'start' });
          await updateVisitFor(callerOf(desk), { visitId, action: 'complete' });
        }
      }
      const seconds = (Date.now() - started) / 1000;
      console.log(`2 desks x 3 concurrent Call next, 15 rounds: ${seconds.toFixed(1)} s`);

      expect(called).toHaveLength(30);
      expect(new Set(called)).toEqual(new Set(waiting.map((w) => w.visitId)));
      // Each visit was called once, by the desk its record names, with one 'called' entry.
      for (const visitId of called) {
        const visit = await readVisit(visitId);
        expect(visit.status).toBe('completed');
        expect([deskA.uid, deskB.uid]).toContain(visit.deskStaffId);
        const calls = await adminDb
          .collection(`${COLLECTIONS.visits}/${visitId}/${SUBCOLLECTIONS.history}`)
          .where('event', '==', 'called')
          .get();
        expect(calls.size).toBe(1);
      }
      const display = await readDisplay(today());
      expect(display.services[PASSPORT].waiting).toBe(0);
      expect(display.services[PASSPORT].served).toBe(30);
      expect(display.services[PASSPORT].oldestWaitingSince).toBeNull();
      expect(display.services[PASSPORT].openDesks).toBe(2);
    },
    RUSH_TIMEOUT_MS,
  );
});
