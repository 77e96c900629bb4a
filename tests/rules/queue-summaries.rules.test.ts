import { COLLECTIONS } from '@centre/domain/collections';
import {
  Timestamp,
  doc,
  getDoc,
  limit,
  orderBy,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { STAFF_ACTOR_NAMES, VISIT_VIEWERS, uidOf, listDocs } from '../support/rules-actors';
import {
  expectAccess,
  expectAllowed,
  expectDenied,
  describeStaffAccess,
} from '../support/rules-assert';
import { useRulesEnvironment } from '../support/rules-environment';

// The two summaries of a queue day (domain queueDisplaySchema, queueBoardSchema), written only by
// the visit callables in the transactions that change visits and desks:
// - queueDisplays/{date}: public (the waiting-room display and the public wait estimate);
// - queueBoards/{date}: the staff board (view_visit_management).
// One document per day, got by its date. Only the newest display is listable (one document: the
// public pages' wait estimate, which trusts it until its validUntil); boards are not.

const TODAY = '2030-01-07';
const YESTERDAY = '2030-01-06';
const UPDATED = Timestamp.fromDate(new Date(`${TODAY}T17:30:00Z`));

const display = (queueDate: string) => ({
  queueDate,
  services: {
    'passport-renewal': {
      waiting: 3,
      oldestWaitingSince: Date.parse(`${queueDate}T17:05:00Z`),
      openDesks: 1,
      serviceMinutes: [12, 15, 18],
      served: 3,
    },
  },
  recentCalls: [
    {
      ticket: 'A-004',
      serviceId: 'passport-renewal',
      desk: 'Desk 1',
      calledAt: Date.parse(`${queueDate}T17:28:00Z`),
      firstName: null,
    },
  ],
  updatedAt: UPDATED,
  // The end of the centre's day (midnight in UTC-7), as the callables write it.
  validUntil: Timestamp.fromMillis(Date.parse(`${queueDate}T07:00:00Z`) + 86_400_000),
});

const board = (queueDate: string) => ({
  queueDate,
  desks: {
    [uidOf('agent')]: {
      deskName: 'Desk 1',
      staffName: 'Achieng Agent',
      serviceIds: ['passport-renewal'],
      currentTicket: 'A-004',
      currentVisitId: '0b8f6c1e-2d3a-4f5b-9c7d-8e9f0a1b2c3d',
      currentStatus: 'in_service',
    },
  },
  updatedAt: UPDATED,
});

const { dbOf, documentOperations, dbOfManagerMustChangePassword, dbOfRestrictedAgent } =
  useRulesEnvironment({
    seed: async (db) => {
      for (const date of [TODAY, YESTERDAY]) {
        await setDoc(doc(db, COLLECTIONS.queueDisplays, date), display(date));
        await setDoc(doc(db, COLLECTIONS.queueBoards, date), board(date));
      }
    },
  });

// ---- queueDisplays

describeStaffAccess(
  COLLECTIONS.queueDisplays,
  { get: STAFF_ACTOR_NAMES, list: [], create: [], update: [], delete: [] },
  documentOperations(COLLECTIONS.queueDisplays, TODAY, {
    ...display(TODAY),
    recentCalls: [],
  }),
);

describe('queueDisplays: the public waiting-room display', () => {
  it("lets anyone get today's display, and a day not started yet (no document)", async () => {
    await expectAllowed(getDoc(doc(dbOf('anonymous'), COLLECTIONS.queueDisplays, TODAY)));
    await expectAllowed(getDoc(doc(dbOf('anonymous'), COLLECTIONS.queueDisplays, '2030-01-08')));
  });

  it('lets anyone list the newest display, one document, and nothing longer', async () => {
    const newest = await listDocs(
      dbOf('anonymous'),
      COLLECTIONS.queueDisplays,
      orderBy('validUntil', 'desc'),
      limit(1),
    );
    expect(newest.docs.map((snapshot) => snapshot.id)).toEqual([TODAY]);
    for (const actor of ['anonymous', 'receptionist', 'admin'] as const) {
      await expectDenied(
        listDocs(dbOf(actor), COLLECTIONS.queueDisplays, where('queueDate', '==', TODAY)),
      );
      await expectDenied(
        listDocs(dbOf(actor), COLLECTIONS.queueDisplays, orderBy('validUntil', 'desc'), limit(2)),
      );
    }
  });

  it('denies the public putting a ticket on the display or emptying the queue', async () => {
    const today = doc(dbOf('anonymous'), COLLECTIONS.queueDisplays, TODAY);
    await expectDenied(
      updateDoc(today, {
        recentCalls: [
          {
            ticket: 'A-099',
            serviceId: 'passport-renewal',
            desk: 'Desk 1',
            calledAt: Date.now(),
            firstName: 'Someone',
          },
        ],
      }),
    );
    await expectDenied(updateDoc(today, { 'services.passport-renewal.waiting': 0 }));
    await expectDenied(
      setDoc(doc(dbOf('admin'), COLLECTIONS.queueDisplays, TODAY), display(TODAY)),
    );
  });
});

// ---- queueBoards

describeStaffAccess(
  COLLECTIONS.queueBoards,
  { get: VISIT_VIEWERS, list: [], create: [], update: [], delete: [] },
  documentOperations(COLLECTIONS.queueBoards, TODAY, { desks: {} }),
);

describe('queueBoards: the staff board', () => {
  it("lets a receptionist get today's and a past day's board, never list them", async () => {
    const reception = dbOf('receptionist');
    await expectAllowed(getDoc(doc(reception, COLLECTIONS.queueBoards, TODAY)));
    await expectAllowed(getDoc(doc(reception, COLLECTIONS.queueBoards, YESTERDAY)));
    await expectDenied(
      listDocs(reception, COLLECTIONS.queueBoards, where('queueDate', '==', TODAY)),
    );
  });

  it('denies the board (desks, staff names, visit ids) to the public and to non-queue staff', async () => {
    for (const actor of STAFF_ACTOR_NAMES) {
      await expectAccess(
        VISIT_VIEWERS.includes(actor),
        getDoc(doc(dbOf(actor), COLLECTIONS.queueBoards, TODAY)),
      );
    }
  });

  it('denies it to a manager who must still change the password, and to a restricted agent', async () => {
    await expectDenied(
      getDoc(doc(dbOfManagerMustChangePassword(), COLLECTIONS.queueBoards, TODAY)),
    );
    await expectDenied(getDoc(doc(dbOfRestrictedAgent(), COLLECTIONS.queueBoards, TODAY)));
  });

  it('keeps the public display readable for those same tokens (it is public)', () =>
    expectAllowed(getDoc(doc(dbOfManagerMustChangePassword(), COLLECTIONS.queueDisplays, TODAY))));

  it('denies an agent clearing their desk off the board directly', () =>
    expectDenied(
      updateDoc(doc(dbOf('agent'), COLLECTIONS.queueBoards, TODAY), {
        [`desks.${uidOf('agent')}.currentTicket`]: null,
      }),
    ));
});
