import { COLLECTIONS, QUEUE_SETTINGS_PATH, SUBCOLLECTIONS } from '@centre/domain/collections';
import {
  DEFAULT_QUEUE_SETTINGS,
  newVisitRecord,
  ticketCounterId,
  visitorSearchTokens,
} from '@centre/domain/visits';
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { claimsFor } from '@centre/domain/users';
import { describe, it } from 'vitest';
import {
  STAFF_ACTOR_NAMES,
  recordFor,
  uidOf,
  type RulesDb,
  type StaffActor,
  VISIT_VIEWERS,
  listDocs,
} from '../support/rules-actors';
import {
  expectAccess,
  expectAllowed,
  expectDenied,
  describeHistoryAccess,
  describeStaffAccess,
  readOnly,
} from '../support/rules-assert';
import { useRulesEnvironment } from '../support/rules-environment';

// The front desk and the queue (issue 11): visitors, visits and their history, desks, ticket
// counters and settings/queue. Every write is a visit callable's (functions/src/visits/) or the
// seed's; the browser only reads. queueDisplays and queueBoards: queue-summaries.rules.test.ts.

/** Holders of manage_visits: the only ones who read full visitor records. */
const VISIT_MANAGERS: readonly StaffActor[] = ['agent', 'manager', 'admin'];
const QUEUE_DATE = '2030-01-07';
const VISITOR = 'visitor-amina';
const VISIT = '0b8f6c1e-2d3a-4f5b-9c7d-8e9f0a1b2c3d';
const HISTORY_EVENT = 'event-1';
const COUNTER = ticketCounterId('passport-renewal', QUEUE_DATE);
const at = (time: string) => Timestamp.fromDate(new Date(`${QUEUE_DATE}T${time}:00Z`));

const VISITOR_RECORD = {
  firstName: 'Amina',
  lastName: 'Wanjiru',
  phone: '+17805550100',
  email: 'amina@example.org',
  dateOfBirth: '1988-04-12',
  idType: 'passport',
  idNumber: 'AK1234567',
  nationality: 'Kenyan',
  address: '118 Avenue NW, Edmonton AB',
  language: 'sw',
  notes: '',
  visitCount: 1,
  lastVisitAt: at('16:02'),
  createdAt: at('16:02'),
  anonymised: false,
  searchTokens: visitorSearchTokens({
    firstName: 'Amina',
    lastName: 'Wanjiru',
    phone: '+17805550100',
    idNumber: 'AK1234567',
  }),
};

const VISIT_RECORD = newVisitRecord(
  {
    visitorId: VISITOR,
    visitorName: 'Amina Wanjiru',
    serviceId: 'passport-renewal',
    serviceName: 'Passport Application and Renewal',
    purpose: 'Renew an expired passport',
    ticket: 'A-001',
    queueDate: QUEUE_DATE,
    priority: 'normal',
    appointmentId: null,
    createdBy: uidOf('receptionist'),
    createdByName: 'Rehema Reception',
  },
  at('16:02'),
);

const HISTORY_RECORD = {
  event: 'checked_in',
  from: null,
  to: 'waiting',
  note: null,
  detail: null,
  by: uidOf('receptionist'),
  byName: 'Rehema Reception',
  at: at('16:02'),
};

const deskOf = (actor: StaffActor) => ({
  deskName: `Desk ${actor}`,
  serviceIds: ['passport-renewal'],
  staffName: actor,
  open: true,
  openedAt: at('15:30'),
  currentVisitId: null,
  currentTicket: null,
});

/** The second at which the revoked admin's sessions were ended (token times are in seconds). */
const REVOKED_AT = 1_900_000_000;
const REVOKED_ADMIN = 'revoked-admin-uid';

const { env, dbOf, dbWithRecord, documentOperations, withoutRules } = useRulesEnvironment({
  seed: async (db) => {
    await setDoc(doc(db, QUEUE_SETTINGS_PATH), DEFAULT_QUEUE_SETTINGS);
    await setDoc(doc(db, COLLECTIONS.visitors, VISITOR), VISITOR_RECORD);
    await setDoc(doc(db, COLLECTIONS.visitors, VISITOR, SUBCOLLECTIONS.notes, 'note-1'), {
      body: 'Prefers Swahili.',
    });
    await setDoc(doc(db, COLLECTIONS.visits, VISIT), VISIT_RECORD);
    await setDoc(
      doc(db, COLLECTIONS.visits, VISIT, SUBCOLLECTIONS.history, HISTORY_EVENT),
      HISTORY_RECORD,
    );
    for (const actor of STAFF_ACTOR_NAMES) {
      await setDoc(doc(db, COLLECTIONS.desks, uidOf(actor)), deskOf(actor));
    }
    await setDoc(doc(db, COLLECTIONS.counters, COUNTER), {
      serviceId: 'passport-renewal',
      queueDate: QUEUE_DATE,
      last: 1,
    });
    await setDoc(doc(db, COLLECTIONS.userRevocations, REVOKED_ADMIN), { revokedAt: REVOKED_AT });
  },
});

// ---- settings/queue

describeStaffAccess(
  QUEUE_SETTINGS_PATH,
  { get: VISIT_VIEWERS, list: [], create: [], update: [], delete: [] },
  {
    get: (actor) => getDoc(doc(dbOf(actor), QUEUE_SETTINGS_PATH)),
    list: (actor) => listDocs(dbOf(actor), COLLECTIONS.settings),
    create: async (actor) => {
      await withoutRules((db) => deleteDoc(doc(db, QUEUE_SETTINGS_PATH)));
      return setDoc(doc(dbOf(actor), QUEUE_SETTINGS_PATH), DEFAULT_QUEUE_SETTINGS);
    },
    update: (actor) =>
      updateDoc(doc(dbOf(actor), QUEUE_SETTINGS_PATH), {
        displayFirstNames: true,
        updatedBy: uidOf(actor),
        updatedAt: serverTimestamp(),
      }),
    delete: (actor) => deleteDoc(doc(dbOf(actor), QUEUE_SETTINGS_PATH)),
  },
);

describe('settings/queue: what it shows and to whom', () => {
  it('denies the public and staff without view_visit_management', async () => {
    for (const actor of ['anonymous', 'bank_agent', 'equity', 'inactive_admin'] as const) {
      await expectDenied(getDoc(doc(dbOf(actor), QUEUE_SETTINGS_PATH)));
    }
  });

  it('denies even an admin turning first names on for the public display', () =>
    expectDenied(
      setDoc(doc(dbOf('admin'), QUEUE_SETTINGS_PATH), {
        ...DEFAULT_QUEUE_SETTINGS,
        displayFirstNames: true,
      }),
    ));

  it('leaves settings/booking readable by anyone, as before', () =>
    expectAllowed(getDoc(doc(dbOf('anonymous'), COLLECTIONS.settings, 'booking'))));
});

// ---- visitors

describeStaffAccess(
  COLLECTIONS.visitors,
  readOnly(VISIT_MANAGERS),
  documentOperations(COLLECTIONS.visitors, VISITOR, { ...VISITOR_RECORD, notes: 'changed' }),
);

describeStaffAccess(
  `${COLLECTIONS.visitors}/{id}/{any subcollection}`,
  readOnly(VISIT_MANAGERS),
  documentOperations(`${COLLECTIONS.visitors}/${VISITOR}/${SUBCOLLECTIONS.notes}`, 'note-1', {
    body: 'changed',
  }),
);

describe('visitors: full records only for manage_visits', () => {
  const byToken = (db: RulesDb, token: string) =>
    listDocs(db, COLLECTIONS.visitors, where('searchTokens', 'array-contains', token));

  it('denies a receptionist the record, though they check visitors in (findVisitors masks it)', async () => {
    const reception = dbOf('receptionist');
    await expectDenied(getDoc(doc(reception, COLLECTIONS.visitors, VISITOR)));
    await expectDenied(byToken(reception, 'amina'));
    await expectDenied(
      listDocs(reception, COLLECTIONS.visitors, where('phone', '==', '+17805550100')),
    );
  });

  it('allows an agent the same search by token, and the record with its contact details', async () => {
    const agent = dbOf('agent');
    await expectAllowed(byToken(agent, 'amina'));
    await expectAllowed(byToken(agent, '780555'));
    await expectAllowed(getDoc(doc(agent, COLLECTIONS.visitors, VISITOR)));
  });

  it('denies the public a search by phone digits or ID number', async () => {
    await expectDenied(byToken(dbOf('anonymous'), '17805550100'));
    await expectDenied(byToken(dbOf('anonymous'), 'ak1234567'));
  });

  it('denies an agent registering or editing a visitor directly (saveVisitor does)', async () => {
    const agent = dbOf('agent');
    await expectDenied(
      setDoc(doc(agent, COLLECTIONS.visitors, 'visitor-new'), { ...VISITOR_RECORD, visitCount: 0 }),
    );
    await expectDenied(
      updateDoc(doc(agent, COLLECTIONS.visitors, VISITOR), { anonymised: true, phone: null }),
    );
  });
});

// ---- visits and their history

describeStaffAccess(
  COLLECTIONS.visits,
  readOnly(VISIT_VIEWERS),
  documentOperations(COLLECTIONS.visits, VISIT, { status: 'called' }),
);

describeHistoryAccess({
  collection: COLLECTIONS.visits,
  id: VISIT,
  eventId: HISTORY_EVENT,
  readers: VISIT_VIEWERS,
  documentOperations,
});

describe('visits: the pages read, the callables write', () => {
  it("allows the board's query (today's waiting and called visits) to a receptionist", () =>
    expectAllowed(
      listDocs(
        dbOf('receptionist'),
        COLLECTIONS.visits,
        where('queueDate', '==', QUEUE_DATE),
        where('status', 'in', ['waiting', 'called', 'in_service']),
      ),
    ));

  it('allows "my visits" (by desk staff) to an agent, and denies it to a bank agent', async () => {
    const mine = (actor: StaffActor) =>
      listDocs(dbOf(actor), COLLECTIONS.visits, where('deskStaffId', '==', uidOf(actor)));
    await expectAllowed(mine('agent'));
    await expectDenied(mine('bank_agent'));
  });

  it('denies the public a visit by its id (the check-in requestId)', () =>
    expectDenied(getDoc(doc(dbOf('anonymous'), COLLECTIONS.visits, VISIT))));

  it('denies staff with manage_visits moving a visit or its ticket directly', async () => {
    for (const actor of VISIT_MANAGERS) {
      const db = dbOf(actor);
      await expectDenied(
        updateDoc(doc(db, COLLECTIONS.visits, VISIT), {
          status: 'called',
          desk: 'Desk 1',
          deskStaffId: uidOf(actor),
          calledAt: serverTimestamp(),
        }),
      );
      await expectDenied(updateDoc(doc(db, COLLECTIONS.visits, VISIT), { priority: 'priority' }));
      await expectDenied(updateDoc(doc(db, COLLECTIONS.visits, VISIT), { ticket: 'A-000' }));
    }
  });

  it('denies a receptionist checking a visitor in by writing the visit (checkInVisitor does)', () =>
    expectDenied(
      setDoc(
        doc(dbOf('receptionist'), COLLECTIONS.visits, 'c9d1e2f3-0000-4000-8000-000000000001'),
        {
          ...VISIT_RECORD,
          ticket: 'A-002',
          createdBy: uidOf('receptionist'),
        },
      ),
    ));

  it('denies rewriting or adding to a visit history, even to an admin', async () => {
    const admin = dbOf('admin');
    const history = collection(admin, COLLECTIONS.visits, VISIT, SUBCOLLECTIONS.history);
    await expectDenied(setDoc(doc(history, 'event-2'), { ...HISTORY_RECORD, event: 'completed' }));
    await expectDenied(deleteDoc(doc(history, HISTORY_EVENT)));
  });
});

// ---- desks

describeStaffAccess(COLLECTIONS.desks, readOnly(VISIT_VIEWERS), {
  ...documentOperations(COLLECTIONS.desks, uidOf('agent'), { open: false }),
  // The attack that matters: a member of staff opening, changing or closing their own desk
  // without openDesk / closeDesk (which keep queueBoards and queueDisplays in step).
  create: async (actor) => {
    await withoutRules((db) => deleteDoc(doc(db, COLLECTIONS.desks, uidOf(actor))));
    return setDoc(doc(dbOf(actor), COLLECTIONS.desks, uidOf(actor)), deskOf(actor));
  },
  update: (actor) =>
    updateDoc(doc(dbOf(actor), COLLECTIONS.desks, uidOf(actor)), {
      serviceIds: ['passport-renewal', 'banking'],
    }),
  delete: (actor) => deleteDoc(doc(dbOf(actor), COLLECTIONS.desks, uidOf(actor))),
});

describe("desks: another member of staff's desk", () => {
  it('shows the open desks to a receptionist, and to nobody without view_visit_management', async () => {
    for (const actor of STAFF_ACTOR_NAMES) {
      await expectAccess(
        VISIT_VIEWERS.includes(actor),
        listDocs(dbOf(actor), COLLECTIONS.desks, where('open', '==', true)),
      );
    }
  });

  it("denies a manager taking over an agent's desk or its current visit", async () => {
    const desk = doc(dbOf('manager'), COLLECTIONS.desks, uidOf('agent'));
    await expectDenied(updateDoc(desk, { currentVisitId: VISIT, currentTicket: 'A-001' }));
    await expectDenied(updateDoc(desk, { open: false }));
  });
});

// ---- counters

describeStaffAccess(
  COLLECTIONS.counters,
  { get: [], list: [], create: [], update: [], delete: [] },
  documentOperations(COLLECTIONS.counters, COUNTER, { last: 0 }),
);

describe('counters: ticket sequences are for the check-in transaction only', () => {
  it('denies an admin resetting today’s ticket sequence or reading it', async () => {
    const admin = dbOf('admin');
    await expectDenied(setDoc(doc(admin, COLLECTIONS.counters, COUNTER), { last: 0 }));
    await expectDenied(getDoc(doc(admin, COLLECTIONS.counters, COUNTER)));
  });
});

// ---- Tokens that must get nothing here

describe('front desk and queue: tokens that grant nothing', () => {
  /** Every read a holder of every permission has here (made one at a time, when awaited). */
  const reads: ((db: RulesDb) => Promise<unknown>)[] = [
    (db) => getDoc(doc(db, QUEUE_SETTINGS_PATH)),
    (db) => getDoc(doc(db, COLLECTIONS.visitors, VISITOR)),
    (db) => listDocs(db, COLLECTIONS.visitors),
    (db) => getDoc(doc(db, COLLECTIONS.visits, VISIT)),
    (db) => listDocs(db, COLLECTIONS.visits),
    (db) => listDocs(db, [COLLECTIONS.visits, VISIT, SUBCOLLECTIONS.history]),
    (db) => getDoc(doc(db, COLLECTIONS.desks, uidOf('agent'))),
    (db) => listDocs(db, COLLECTIONS.desks),
  ];
  const expectAll = async (allowed: boolean, db: RulesDb) => {
    for (const read of reads) await expectAccess(allowed, read(db));
  };
  const adminClaims = () => claimsFor(recordFor(uidOf('admin'), 'admin'), []);

  it('denies a manager who must still change the password (docs/product.md §12.2)', () =>
    expectAll(
      false,
      dbWithRecord(recordFor(uidOf('manager'), 'manager', { mustChangePassword: true })),
    ));

  it('allows the same manager every read once the password is changed', () =>
    expectAll(
      true,
      dbWithRecord(recordFor(uidOf('manager'), 'manager', { mustChangePassword: false })),
    ));

  it('denies a token still listing permissions while it must change the password', () =>
    expectAll(
      false,
      env()
        .authenticatedContext(uidOf('admin'), { ...adminClaims(), mustChangePassword: true })
        .firestore(),
    ));

  it('denies a token whose claims lack the mustChangePassword flag', () => {
    const { mustChangePassword: _flag, ...claims } = adminClaims();
    return expectAll(false, env().authenticatedContext(uidOf('admin'), claims).firestore());
  });

  it.each(['suspended', 'on_leave'])('denies a %s agent', (status) =>
    expectAll(false, dbWithRecord(recordFor(uidOf('agent'), 'agent', { status }))),
  );

  it('denies an agent whose id is configured as restricted (the token keeps its permissions)', () =>
    expectAll(false, dbWithRecord(recordFor(uidOf('agent'), 'agent'), [uidOf('agent')])));

  it('denies an admin token from a sign-in before its sessions were revoked, and allows a later one', async () => {
    const signedInAt = (authTime: number) =>
      dbWithRecord(recordFor(REVOKED_ADMIN, 'admin'), [], { auth_time: authTime });
    await expectAll(false, signedInAt(REVOKED_AT - 60));
    await expectAll(true, signedInAt(REVOKED_AT + 60));
  });
});
