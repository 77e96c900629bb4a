// The bank desk (docs/product.md §3.4, §4.14, §4.15, §6.5): bank staff and restricted users read
// requests, clients and commission rules; the full numbers only admins and the client's agent;
// commissions the manager roles and the agent they belong to; no client writes anything.
import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import { BANK_CLIENT_NUMBERS_DOC, DEFAULT_COMMISSION_RULES } from '@centre/domain/bank';
import {
  addDoc,
  collection,
  count,
  doc,
  getAggregateFromServer,
  getCountFromServer,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  sum,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  BANK_ACTOR_NAMES,
  BANK_READERS,
  RESTRICTED_ACTORS,
  listDocs,
  recordFor,
  uidOf,
  type BankActor,
  type RulesDb,
} from '../support/rules-actors';
import { expectAllowed, expectDenied, itChecksAccess, readOnly } from '../support/rules-assert';
import { useRulesEnvironment } from '../support/rules-environment';

const REQUEST = 'c3d1f0a2-5b7e-4c19-9a4e-2f8b6d0e1a77';
const CLIENT = 'client-wanjiru';
const OTHER_CLIENT = 'client-otieno';
const MONTH = '2026-11';
/** The commission of the seeded client: earned by the bank agent. */
const COMMISSION = `${CLIENT}_1`;
/** The commission of another client: earned by the agent. */
const AGENT_COMMISSION = `${OTHER_CLIENT}_1`;

const history = (id: string) => ({
  kind: 'created',
  from: null,
  to: 'new',
  fromName: null,
  toName: null,
  by: id,
  byName: null,
  at: serverTimestamp(),
  note: null,
});
const note = (author: BankActor) => ({
  body: 'Called back; she will bring her passport on Friday.',
  authorId: uidOf(author),
  authorName: `${author} name`,
  createdAt: serverTimestamp(),
});
const commission = (clientId: string, agent: BankActor, amountCents: number) => ({
  agentId: uidOf(agent),
  agentName: `${agent} name`,
  clientId,
  clientName: 'A client',
  products: ['diaspora_savings'],
  amountCents,
  currency: 'CAD',
  month: MONTH,
  earnedAt: serverTimestamp(),
  lines: [{ product: 'diaspora_savings', amountCents }],
});

/** What the restricted users must not read: one document of each collection, seeded. */
const OUT_OF_BOUNDS = {
  application: `${COLLECTIONS.applications}/app-1`,
  visit: `${COLLECTIONS.visits}/visit-1`,
  visitor: `${COLLECTIONS.visitors}/visitor-1`,
  task: `${COLLECTIONS.tasks}/task-1`,
  message: `${COLLECTIONS.messages}/message-1`,
  licenceRenewal: `${COLLECTIONS.licenceRenewals}/renewal-1`,
  appointment: `${COLLECTIONS.appointments}/appointment-1`,
  contactMessage: `${COLLECTIONS.contactMessages}/contact-1`,
  otherUser: `${COLLECTIONS.users}/${uidOf('manager')}`,
} as const;

async function seedBank(db: RulesDb): Promise<void> {
  const request = doc(db, COLLECTIONS.bankRequests, REQUEST);
  await setDoc(request, {
    reference: 'BNK-7K3Q9D',
    name: 'Wanjiru Njoroge',
    phone: '+1 780 555 0142',
    email: 'wanjiru@example.org',
    countryOfResidence: 'Canada',
    product: 'diaspora_savings',
    preferredContactTime: 'evening',
    language: 'en',
    consent: true,
    status: 'converted',
    assignedTo: uidOf('bank_agent'),
    assignedToName: 'bank_agent name',
    clientId: CLIENT,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    statusChangedAt: serverTimestamp(),
  });
  await setDoc(doc(request, SUBCOLLECTIONS.history, 'event-1'), history('public'));
  await setDoc(doc(request, SUBCOLLECTIONS.notes, 'note-1'), note('bank_agent'));
  await setDoc(doc(db, COLLECTIONS.bankRequestReferences, 'BNK-7K3Q9D'), { requestId: REQUEST });

  const client = doc(db, COLLECTIONS.bankClients, CLIENT);
  await setDoc(client, {
    name: 'Wanjiru Njoroge',
    phone: '+17805550142',
    status: 'kyc_pending',
    products: ['diaspora_savings'],
    agentId: uidOf('bank_agent'),
    agentName: 'bank_agent name',
    idNumberMasked: '•••••4471',
    accountNumberMasked: null,
    searchTokens: ['wan', 'wanj'],
    createdAt: serverTimestamp(),
  });
  await setDoc(doc(client, SUBCOLLECTIONS.documents, 'id_front'), {
    kind: 'id_front',
    status: 'uploaded',
    storagePath: `bankClients/${CLIENT}/id_front/passport.pdf`,
  });
  await setDoc(doc(client, SUBCOLLECTIONS.history, 'event-1'), history(uidOf('bank_agent')));
  await setDoc(doc(client, SUBCOLLECTIONS.notes, 'note-1'), note('bank_agent'));
  await setDoc(doc(client, SUBCOLLECTIONS.private, BANK_CLIENT_NUMBERS_DOC), {
    idNumber: 'A1234471',
    accountNumber: '',
  });

  await setDoc(
    doc(db, COLLECTIONS.commissions, COMMISSION),
    commission(CLIENT, 'bank_agent', 2500),
  );
  await setDoc(
    doc(db, COLLECTIONS.commissions, AGENT_COMMISSION),
    commission(OTHER_CLIENT, 'agent', 500),
  );
  const rule = doc(db, COLLECTIONS.commissionRules, 'diaspora_savings');
  const ruleData = {
    ...DEFAULT_COMMISSION_RULES.diaspora_savings,
    effectiveFrom: serverTimestamp(),
    updatedBy: null,
    updatedByName: null,
  };
  await setDoc(rule, ruleData);
  await setDoc(doc(rule, SUBCOLLECTIONS.versions, 'version-1'), ruleData);
}

/** Records of other features, each involving the restricted actors where it can. */
async function seedOutOfBounds(db: RulesDb): Promise<void> {
  const at = serverTimestamp();
  await setDoc(doc(db, OUT_OF_BOUNDS.application), { status: 'submitted', createdAt: at });
  await setDoc(doc(db, OUT_OF_BOUNDS.visit), { status: 'waiting', queueDate: '2026-11-25' });
  await setDoc(doc(db, OUT_OF_BOUNDS.visitor), { firstName: 'Juma', phone: '+17805550141' });
  await setDoc(doc(db, OUT_OF_BOUNDS.task), {
    title: 'Call the client back',
    status: 'open',
    assignedTo: uidOf('restricted_agent'),
    createdBy: uidOf('agent'),
  });
  await setDoc(doc(db, OUT_OF_BOUNDS.message), {
    senderId: uidOf('agent'),
    recipientId: uidOf('restricted_agent'),
    participants: [uidOf('agent'), uidOf('restricted_agent')],
    body: 'Hello',
    read: false,
  });
  await setDoc(doc(db, OUT_OF_BOUNDS.licenceRenewal), { status: 'submitted' });
  await setDoc(doc(db, OUT_OF_BOUNDS.appointment), { status: 'booked' });
  await setDoc(doc(db, OUT_OF_BOUNDS.contactMessage), { status: 'new' });
  for (const actor of ['manager', ...RESTRICTED_ACTORS] as const) {
    await setDoc(doc(db, COLLECTIONS.users, uidOf(actor)), {
      uid: uidOf(actor),
      displayName: `${actor} name`,
    });
  }
}

const { dbOf, dbWithRecord, documentOperations, withoutRules } = useRulesEnvironment({
  seed: async (db) => {
    await seedBank(db);
    await seedOutOfBounds(db);
  },
});

/** The plain operations on `path/id`, with create and update as a desk write would send them. */
function deskOperations(path: string, id: string) {
  const operations = documentOperations(path, id, { status: 'closed' });
  return {
    ...operations,
    create: (actor: BankActor) =>
      addDoc(collection(dbOf(actor), path), { status: 'new', createdAt: serverTimestamp() }),
  };
}

const requestPath = `${COLLECTIONS.bankRequests}/${REQUEST}`;
const clientPath = `${COLLECTIONS.bankClients}/${CLIENT}`;

describe('bankRequests: role x operation', () => {
  itChecksAccess(
    BANK_ACTOR_NAMES,
    readOnly<BankActor>(BANK_READERS),
    deskOperations(COLLECTIONS.bankRequests, REQUEST),
  );
});

describe.each([SUBCOLLECTIONS.history, SUBCOLLECTIONS.notes])(
  'bankRequests/{id}/%s: written only by functions',
  (sub) => {
    const id = sub === SUBCOLLECTIONS.history ? 'event-1' : 'note-1';
    itChecksAccess(
      BANK_ACTOR_NAMES,
      readOnly<BankActor>(BANK_READERS),
      deskOperations(`${requestPath}/${sub}`, id),
    );
  },
);

describe('bankRequestReferences: the reservations of submitBankRequest', () => {
  itChecksAccess(BANK_ACTOR_NAMES, readOnly<BankActor>([]), {
    ...documentOperations(COLLECTIONS.bankRequestReferences, 'BNK-7K3Q9D', { requestId: 'x' }),
    create: (actor) =>
      setDoc(doc(dbOf(actor), COLLECTIONS.bankRequestReferences, 'BNK-2M8XQH'), {
        requestId: REQUEST,
      }),
  });
});

describe('bankClients: role x operation', () => {
  itChecksAccess(
    BANK_ACTOR_NAMES,
    readOnly<BankActor>(BANK_READERS),
    deskOperations(COLLECTIONS.bankClients, CLIENT),
  );

  it('denies the agent of the client changing its status or agent directly', async () => {
    const ref = doc(dbOf('bank_agent'), COLLECTIONS.bankClients, CLIENT);
    await expectDenied(updateDoc(ref, { status: 'active' }));
    await expectDenied(updateDoc(ref, { agentId: uidOf('self') }));
  });
});

describe.each([
  [SUBCOLLECTIONS.documents, 'id_front'],
  [SUBCOLLECTIONS.history, 'event-1'],
  [SUBCOLLECTIONS.notes, 'note-1'],
])('bankClients/{id}/%s: written only by functions', (sub, id) => {
  itChecksAccess(
    BANK_ACTOR_NAMES,
    readOnly<BankActor>(BANK_READERS),
    deskOperations(`${clientPath}/${sub}`, id),
  );
});

describe('bankClients/{id}/private/numbers: admins and the client agent only', () => {
  const numbersPath = `${clientPath}/${SUBCOLLECTIONS.private}`;
  // bank_agent is the client's agent; self is another bank agent, agent an agent of the desk.
  itChecksAccess(
    BANK_ACTOR_NAMES,
    readOnly<BankActor>(['admin', 'bank_agent'], []),
    documentOperations(numbersPath, BANK_CLIENT_NUMBERS_DOC, { idNumber: 'B7' }),
  );

  it('follows the client to its new agent when it is reassigned', async () => {
    await withoutRules((db) =>
      updateDoc(doc(db, COLLECTIONS.bankClients, CLIENT), { agentId: uidOf('self') }),
    );
    const numbers = (actor: BankActor) =>
      getDoc(doc(dbOf(actor), numbersPath, BANK_CLIENT_NUMBERS_DOC));
    await expectAllowed(numbers('self'));
    await expectDenied(numbers('bank_agent'));
  });

  it('denies a client agent who is no longer a bank reader (must change password)', async () => {
    const locked = dbWithRecord(
      recordFor(uidOf('bank_agent'), 'bank_agent', { mustChangePassword: true }),
    );
    await expectDenied(getDoc(doc(locked, numbersPath, BANK_CLIENT_NUMBERS_DOC)));
  });
});

describe('commissions: the manager roles, and each agent their own', () => {
  itChecksAccess(
    BANK_ACTOR_NAMES,
    readOnly<BankActor>(['manager', 'admin', 'bank_agent'], ['manager', 'admin']),
    {
      ...documentOperations(COLLECTIONS.commissions, COMMISSION, { amountCents: 1 }),
      create: (actor) =>
        setDoc(
          doc(dbOf(actor), COLLECTIONS.commissions, `${CLIENT}_2`),
          commission(CLIENT, 'bank_agent', 2500),
        ),
    },
  );

  const own = (actor: BankActor, agent: BankActor = actor) =>
    query(collection(dbOf(actor), COLLECTIONS.commissions), where('agentId', '==', uidOf(agent)));

  it.each(['bank_agent', 'agent'] as const)(
    'lets %s list, count and sum their own commissions of the month',
    async (actor) => {
      const mine = query(own(actor), where('month', '==', MONTH));
      const listed = await getDocs(mine);
      expect(listed.docs.map((entry) => entry.id)).toEqual([
        actor === 'bank_agent' ? COMMISSION : AGENT_COMMISSION,
      ]);
      const totals = await getAggregateFromServer(mine, {
        entries: count(),
        amount: sum('amountCents'),
      });
      expect(totals.data()).toEqual({ entries: 1, amount: actor === 'bank_agent' ? 2500 : 500 });
    },
  );

  it.each(['self', 'agent', 'equity', 'restricted_agent', 'receptionist'] as const)(
    "denies %s the bank agent's commissions, even as a count",
    async (actor) => {
      await expectDenied(getDocs(own(actor, 'bank_agent')));
      await expectDenied(getCountFromServer(own(actor, 'bank_agent')));
    },
  );

  it('lets a manager count and sum every commission, and denies an inactive admin', async () => {
    const all = collection(dbOf('manager'), COLLECTIONS.commissions);
    const totals = await getAggregateFromServer(all, { amount: sum('amountCents') });
    expect(totals.data().amount).toBe(3000);
    await expectDenied(getDocs(own('inactive_admin', 'bank_agent')));
  });

  it('denies the agent their own commissions once the account is inactive', async () => {
    const inactive = dbWithRecord(
      recordFor(uidOf('bank_agent'), 'bank_agent', { isActive: false, status: 'inactive' }),
    );
    await expectDenied(getDoc(doc(inactive, COLLECTIONS.commissions, COMMISSION)));
  });
});

describe('commissionRules: bank readers and the manager roles', () => {
  const RULE_READERS: readonly BankActor[] = [...BANK_READERS, 'manager'];
  const rulePath = `${COLLECTIONS.commissionRules}/diaspora_savings`;
  const change = { kind: 'flat', amountCents: 99_00, percent: 0 };

  itChecksAccess(BANK_ACTOR_NAMES, readOnly(RULE_READERS), {
    ...documentOperations(COLLECTIONS.commissionRules, 'diaspora_savings', change),
    create: (actor) =>
      setDoc(doc(dbOf(actor), COLLECTIONS.commissionRules, 'money_transfer'), {
        ...DEFAULT_COMMISSION_RULES.money_transfer,
        effectiveFrom: serverTimestamp(),
      }),
  });

  describe('versions', () => {
    itChecksAccess(BANK_ACTOR_NAMES, readOnly(RULE_READERS), {
      ...documentOperations(`${rulePath}/${SUBCOLLECTIONS.versions}`, 'version-1', change),
      create: (actor) =>
        addDoc(collection(dbOf(actor), rulePath, SUBCOLLECTIONS.versions), {
          ...change,
          product: 'diaspora_savings',
          effectiveFrom: serverTimestamp(),
        }),
    });
  });
});

describe('bank readers: sessions that must not read the desk', () => {
  const REVOKED_AT = 1_900_000_000;
  const readRequest = (db: RulesDb) => getDoc(doc(db, COLLECTIONS.bankRequests, REQUEST));

  it('denies a bank agent who must still change their password, allows them after', async () => {
    const record = (mustChangePassword: boolean) =>
      recordFor(uidOf('bank_agent'), 'bank_agent', { mustChangePassword });
    await expectDenied(readRequest(dbWithRecord(record(true))));
    await expectAllowed(readRequest(dbWithRecord(record(false))));
  });

  it('denies an inactive equity account, allows an active one', async () => {
    const inactive = recordFor(uidOf('equity'), 'equity', { isActive: false, status: 'inactive' });
    await expectDenied(readRequest(dbWithRecord(inactive)));
    await expectAllowed(readRequest(dbWithRecord(recordFor(uidOf('equity'), 'equity'))));
  });

  it('denies a token from before the revocation of its sessions, allows a later sign-in', async () => {
    await withoutRules((db) =>
      setDoc(doc(db, COLLECTIONS.userRevocations, uidOf('equity')), { revokedAt: REVOKED_AT }),
    );
    const equity = recordFor(uidOf('equity'), 'equity');
    await expectDenied(readRequest(dbWithRecord(equity, [], { auth_time: REVOKED_AT })));
    await expectAllowed(readRequest(dbWithRecord(equity, [], { auth_time: REVOKED_AT + 1 })));
  });
});

describe.each(RESTRICTED_ACTORS)('restricted user %s: the bank desk and nothing else', (actor) => {
  const db = () => dbOf(actor);

  it('reads the requests, clients, documents and rules of the desk', async () => {
    await expectAllowed(getDocs(collection(db(), COLLECTIONS.bankRequests)));
    await expectAllowed(
      listDocs(db(), [COLLECTIONS.bankClients, CLIENT, SUBCOLLECTIONS.documents]),
    );
    await expectAllowed(getDoc(doc(db(), COLLECTIONS.commissionRules, 'diaspora_savings')));
  });

  it('reads its own user record, and no one else', async () => {
    await expectAllowed(getDoc(doc(db(), COLLECTIONS.users, uidOf(actor))));
    await expectDenied(getDoc(doc(db(), OUT_OF_BOUNDS.otherUser)));
    await expectDenied(getDocs(collection(db(), COLLECTIONS.users)));
  });

  it.each(
    Object.entries(OUT_OF_BOUNDS).filter(([name]) => name !== 'otherUser') as [string, string][],
  )('denies reading the %s, which an unrestricted agent reads', async (_name, path) => {
    await expectAllowed(getDoc(doc(dbOf('agent'), path)));
    await expectDenied(getDoc(doc(db(), path)));
  });

  it('denies the lists the other pages use, even filtered on itself', async () => {
    const me = uidOf(actor);
    const lists = [
      query(collection(db(), COLLECTIONS.applications)),
      query(collection(db(), COLLECTIONS.visits)),
      query(collection(db(), COLLECTIONS.visitors)),
      query(collection(db(), COLLECTIONS.tasks), where('assignedTo', '==', me)),
      query(collection(db(), COLLECTIONS.messages), where('recipientId', '==', me)),
      query(
        collection(db(), COLLECTIONS.messageThreads),
        where('participants', 'array-contains', me),
      ),
    ];
    for (const list of lists) await expectDenied(getDocs(list));
  });
});
