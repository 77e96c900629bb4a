import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import {
  collection,
  doc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import { STAFF_ACTOR_NAMES, uidOf, type RulesDb, type StaffActor } from '../support/rules-actors';
import {
  describeHistoryAccess,
  expectAllowed,
  expectDenied,
  itChecksAccess,
} from '../support/rules-assert';
import { useRulesEnvironment } from '../support/rules-environment';

// The public writes a contact message; staff with view_messages read them in the Contact form
// inbox on /messages (not the receptionist); no client changes one: setContactMessageStatus
// (send_messages) marks it handled or new, with its history (docs/product.md §4.15).

/** Holders of view_messages (docs/product.md §6.3): not the receptionist, not equity. */
const MESSAGE_READERS: readonly StaffActor[] = ['agent', 'manager', 'admin', 'bank_agent'];

const EXISTING = 'message-1';
const { dbOf, documentOperations } = useRulesEnvironment({
  seed: async (db) => {
    await setDoc(doc(db, COLLECTIONS.contactMessages, EXISTING), {
      ...message(),
      createdAt: serverTimestamp(),
    });
    await setDoc(
      doc(db, COLLECTIONS.contactMessages, EXISTING, SUBCOLLECTIONS.history, 'event-1'),
      {
        kind: 'status',
        from: 'new',
        to: 'handled',
        by: 'manager-uid',
        byName: 'Grace',
        at: serverTimestamp(),
      },
    );
  },
});

function message(fields: Record<string, unknown> = {}) {
  return {
    name: 'Baraka Otieno',
    email: 'baraka@example.org',
    phone: '+44 7700 900456',
    subject: 'Opening hours',
    message: 'Are you open on Saturdays?',
    language: 'en',
    status: 'new',
    ...fields,
  };
}

const send = (db: RulesDb, fields: Record<string, unknown> = {}) =>
  setDoc(doc(collection(db, COLLECTIONS.contactMessages)), {
    ...message(),
    createdAt: serverTimestamp(),
    ...fields,
  });
const handle = (actor: StaffActor, fields: Record<string, unknown> = {}) =>
  updateDoc(doc(dbOf(actor), COLLECTIONS.contactMessages, EXISTING), {
    status: 'handled',
    handledBy: uidOf(actor),
    handledAt: serverTimestamp(),
    ...fields,
  });

describe('contactMessages: role x operation', () => {
  itChecksAccess(
    STAFF_ACTOR_NAMES,
    {
      get: MESSAGE_READERS,
      list: MESSAGE_READERS,
      create: STAFF_ACTOR_NAMES,
      update: [],
      delete: [],
    },
    {
      ...documentOperations(COLLECTIONS.contactMessages, EXISTING),
      create: (actor) => send(dbOf(actor)),
      update: (actor) => handle(actor),
    },
  );
});

describe('contactMessages: what the public may send', () => {
  const anonymous = () => dbOf('anonymous');

  it('allows a message without a phone number, in Kiswahili', () => {
    const { phone: _phone, ...withoutPhone } = message({ language: 'sw' });
    return expectAllowed(
      setDoc(doc(collection(anonymous(), COLLECTIONS.contactMessages)), {
        ...withoutPhone,
        createdAt: serverTimestamp(),
      }),
    );
  });

  it('allows a 2000-character message', () =>
    expectAllowed(send(anonymous(), { message: 'x'.repeat(2000) })));

  it.each([
    ['a message over 2000 characters', { message: 'x'.repeat(2001) }],
    ['an empty message', { message: '' }],
    ['an empty name', { name: '' }],
    ['an email without @', { email: 'baraka.example.org' }],
    ['a status other than new', { status: 'handled' }],
    ['an unknown language', { language: 'fr' }],
    ['a forbidden key', { handledBy: 'agent-uid' }],
    ['a createdAt other than now', { createdAt: Timestamp.fromDate(new Date('2020-01-01')) }],
  ])('denies %s', (_, fields) => expectDenied(send(anonymous(), fields)));

  it('denies a message missing its subject', () => {
    const { subject: _subject, ...rest } = message();
    return expectDenied(
      setDoc(doc(collection(anonymous(), COLLECTIONS.contactMessages)), {
        ...rest,
        createdAt: serverTimestamp(),
      }),
    );
  });
});

describeHistoryAccess({
  collection: COLLECTIONS.contactMessages,
  id: EXISTING,
  readers: MESSAGE_READERS,
  documentOperations,
});

describe('contactMessages: the inbox', () => {
  /** The inbox's query as an actor runs it: new ones, newest first. */
  const inbox = (actor: StaffActor) =>
    getDocs(
      query(
        collection(dbOf(actor), COLLECTIONS.contactMessages),
        where('status', '==', 'new'),
        orderBy('createdAt', 'desc'),
      ),
    );

  it("allows a bank agent the inbox's query", () => expectAllowed(inbox('bank_agent')));

  it('denies the same query to a receptionist', () => expectDenied(inbox('receptionist')));
});

describe('contactMessages: no client marks a message handled (setContactMessageStatus does)', () => {
  it.each([
    ['a manager stamping themselves', 'manager', {}],
    ['an admin marking it new again', 'admin', { status: 'new' }],
    ['a bank agent with a name', 'bank_agent', { handledByName: 'Bank Agent' }],
    ['a receptionist', 'receptionist', {}],
  ] as const)('denies %s', (_, actor, fields) => expectDenied(handle(actor, fields)));
});
