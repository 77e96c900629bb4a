import { COLLECTIONS } from '@centre/domain/collections';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type QueryFieldFilterConstraint,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import {
  ACTOR_NAMES,
  SELF_UID,
  recordFor,
  uidOf,
  type ActorName,
  type RulesDb,
} from '../support/rules-actors';
import { expectAllowed, expectDenied, itChecksAccess } from '../support/rules-assert';
import { useRulesEnvironment } from '../support/rules-environment';

// messages/to-self: from the manager to "self" (a bank agent), unread.
const MESSAGE = 'to-self';
const { dbOf, dbWithRecord, documentOperations } = useRulesEnvironment({
  seed: (db) =>
    setDoc(doc(db, COLLECTIONS.messages, MESSAGE), {
      senderId: uidOf('manager'),
      senderName: 'Musa Manager',
      recipientId: SELF_UID,
      threadId: `${uidOf('manager')}__${SELF_UID}`,
      body: 'Please call the client back.',
      read: false,
      createdAt: serverTimestamp(),
    }),
});

const newMessage = (senderId: string, overrides: Record<string, unknown> = {}) => ({
  senderId,
  senderName: 'Someone',
  recipientId: SELF_UID,
  threadId: 'thread-1',
  body: 'Hello',
  read: false,
  createdAt: serverTimestamp(),
  ...overrides,
});

/** A list of the messages an actor sees through `filters`. */
const listMessages = (actor: ActorName, ...filters: QueryFieldFilterConstraint[]) =>
  getDocs(query(collection(dbOf(actor), COLLECTIONS.messages), ...filters));
const markRead = (db: RulesDb, fields: Record<string, unknown> = { read: true }) =>
  updateDoc(doc(db, COLLECTIONS.messages, MESSAGE), fields);

describe('messages: role x operation on a message from the manager to "self"', () => {
  itChecksAccess(
    ACTOR_NAMES,
    {
      get: ['self', 'manager'],
      list: ['self', 'receptionist', 'agent', 'manager', 'admin', 'bank_agent'],
      // Only the sendStaffMessage callable writes messages (tests/functions/staff-identity.test.ts).
      create: [],
      update: ['self'],
      delete: [],
    },
    {
      ...documentOperations(COLLECTIONS.messages, MESSAGE, { read: true }),
      // A list is always of one's own inbox: the query must carry recipientId == the caller.
      list: (actor) => listMessages(actor, where('recipientId', '==', uidOf(actor))),
      create: (actor) =>
        setDoc(doc(dbOf(actor), COLLECTIONS.messages, `from-${actor}`), newMessage(uidOf(actor))),
    },
  );
});

describe('messages: reading', () => {
  it('denies listing messages without a recipientId filter, even to an admin', () =>
    expectDenied(listMessages('admin')));

  it("denies listing someone else's inbox", () =>
    expectDenied(listMessages('admin', where('recipientId', '==', SELF_UID))));

  it('lets the recipient count their unread messages (the docs/product.md §7 badge query)', () =>
    expectAllowed(
      listMessages('self', where('recipientId', '==', SELF_UID), where('read', '==', false)),
    ));

  it('lets the sender list what they sent', () =>
    expectAllowed(listMessages('manager', where('senderId', '==', uidOf('manager')))));

  it('denies an inactive recipient reading their own messages', () =>
    expectDenied(
      getDoc(
        doc(
          dbWithRecord(recordFor(SELF_UID, 'bank_agent', { status: 'suspended' })),
          COLLECTIONS.messages,
          MESSAGE,
        ),
      ),
    ));
});

describe('messages: marking read', () => {
  it("denies a user marking someone else's message read", () =>
    expectDenied(markRead(dbOf('agent'))));

  it('denies the sender marking their sent message read', () =>
    expectDenied(markRead(dbOf('manager'))));

  it('denies the recipient changing anything but read, or un-reading it', async () => {
    const db = dbOf('self');
    await expectDenied(markRead(db, { read: true, body: 'edited' }));
    await expectDenied(markRead(db, { read: false }));
    await expectDenied(markRead(db, { recipientId: uidOf('agent') }));
  });
});

describe('messages: sending is for the sendStaffMessage callable only', () => {
  const send = (db: RulesDb, id: string, data: Record<string, unknown>) =>
    setDoc(doc(db, COLLECTIONS.messages, id), data);

  it('denies a bank agent sending a message as "Amina Admin" (issue 9, item 8)', () =>
    expectDenied(
      send(
        dbOf('bank_agent'),
        'impersonated',
        newMessage(uidOf('bank_agent'), { senderName: 'Amina Admin' }),
      ),
    ));

  it('denies a sender writing a message directly, even under their own name', () =>
    expectDenied(
      send(dbOf('admin'), 'direct', newMessage(uidOf('admin'), { senderName: 'Admin' })),
    ));

  it('denies sending as somebody else', () =>
    expectDenied(send(dbOf('agent'), 'forged', newMessage(uidOf('manager')))));

  it('denies an inactive admin sending', () =>
    expectDenied(
      send(
        dbWithRecord(recordFor(uidOf('admin'), 'admin', { isActive: false })),
        'inactive',
        newMessage(uidOf('admin')),
      ),
    ));
});
