import { COLLECTIONS } from '@centre/domain/collections';
import { staffThreadId } from '@centre/domain/staff-messages';
import {
  deleteField,
  doc,
  getDoc,
  limit,
  orderBy,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type QueryConstraint,
} from 'firebase/firestore';
import { describe, it } from 'vitest';
import {
  ACTOR_NAMES,
  SELF_UID,
  recordFor,
  uidOf,
  type ActorName,
  type RulesDb,
  listDocs,
} from '../support/rules-actors';
import { expectAllowed, expectDenied, itChecksAccess } from '../support/rules-assert';
import { useRulesEnvironment } from '../support/rules-environment';

// messages/to-self: from the manager to "self" (a bank agent), unread; messages/to-manager: the
// reply, read; messageThreads/<their thread>: the thread, one unread for "self".
const MESSAGE = 'to-self';
const REPLY = 'to-manager';
const THREAD = staffThreadId(uidOf('manager'), SELF_UID);
const PARTICIPANTS = [uidOf('manager'), SELF_UID].sort();

const message = (
  senderId: string,
  recipientId: string,
  overrides: Record<string, unknown> = {},
) => ({
  senderId,
  senderName: 'Someone',
  recipientId,
  threadId: staffThreadId(senderId, recipientId),
  participants: [senderId, recipientId].sort(),
  body: 'Hello',
  about: null,
  read: false,
  readAt: null,
  createdAt: serverTimestamp(),
  ...overrides,
});

const { dbOf, dbWithRecord, documentOperations } = useRulesEnvironment({
  seed: async (db) => {
    const batch = writeBatch(db);
    batch.set(
      doc(db, COLLECTIONS.messages, MESSAGE),
      message(uidOf('manager'), SELF_UID, {
        senderName: 'Musa Manager',
        body: 'Please call the client back.',
      }),
    );
    batch.set(
      doc(db, COLLECTIONS.messages, REPLY),
      message(SELF_UID, uidOf('manager'), { read: true, readAt: serverTimestamp() }),
    );
    batch.set(doc(db, COLLECTIONS.messageThreads, THREAD), {
      participants: PARTICIPANTS,
      names: { [uidOf('manager')]: 'Musa Manager', [SELF_UID]: 'Self' },
      lastMessage: {
        body: 'Please call the client back.',
        senderId: uidOf('manager'),
        about: null,
      },
      lastMessageAt: serverTimestamp(),
      unread: { [SELF_UID]: 1 },
    });
    await batch.commit();
  },
});

/** A list of the messages an actor sees through `constraints`. */
const listMessages = (actor: ActorName | RulesDb, ...constraints: QueryConstraint[]) =>
  listDocs(typeof actor === 'string' ? dbOf(actor) : actor, COLLECTIONS.messages, ...constraints);
/** The web's thread query: my messages of one thread, newest first, 50 at most. */
const threadQuery = (uid: string, threadId = THREAD) => [
  where('participants', 'array-contains', uid),
  where('threadId', '==', threadId),
  orderBy('createdAt', 'desc'),
  limit(50),
];
/** The web's inbox query: my threads, latest first. */
const listThreads = (actor: ActorName, ...constraints: QueryConstraint[]) =>
  listDocs(dbOf(actor), COLLECTIONS.messageThreads, ...constraints);
const inboxQuery = (uid: string) => [
  where('participants', 'array-contains', uid),
  orderBy('lastMessageAt', 'desc'),
  limit(30),
];
const markRead = (
  db: RulesDb,
  fields: Record<string, unknown> = { read: true, readAt: serverTimestamp() },
  id = MESSAGE,
) => updateDoc(doc(db, COLLECTIONS.messages, id), fields);
const resetUnread = (db: RulesDb, fields: Record<string, unknown>) =>
  updateDoc(doc(db, COLLECTIONS.messageThreads, THREAD), fields);

describe('messages: role x operation on a message from the manager to "self"', () => {
  itChecksAccess(
    ACTOR_NAMES,
    {
      get: ['self', 'manager'],
      list: ['self', 'receptionist', 'agent', 'manager', 'admin', 'bank_agent'],
      // Only the sendStaffMessage callable writes messages (tests/functions/messages.test.ts).
      create: [],
      update: ['self'],
      delete: [],
    },
    {
      ...documentOperations(COLLECTIONS.messages, MESSAGE, {
        read: true,
        readAt: serverTimestamp(),
      }),
      // A list is always of one's own messages: here, the thread query with the caller's uid.
      list: (actor) => listMessages(actor, ...threadQuery(uidOf(actor))),
      create: (actor) =>
        setDoc(
          doc(dbOf(actor), COLLECTIONS.messages, `from-${actor}`),
          message(uidOf(actor), SELF_UID),
        ),
    },
  );
});

describe('messages: reading', () => {
  it('denies listing messages without a filter on the caller, even to an admin', async () => {
    await expectDenied(listMessages('admin'));
    await expectDenied(listMessages('admin', where('threadId', '==', THREAD)));
  });

  it("denies listing someone else's inbox or thread", async () => {
    await expectDenied(listMessages('admin', where('recipientId', '==', SELF_UID)));
    await expectDenied(listMessages('admin', ...threadQuery(SELF_UID)));
    await expectDenied(listMessages('agent', where('senderId', '==', uidOf('manager'))));
  });

  it('lets the recipient count their unread messages (the docs/product.md §7 badge query)', () =>
    expectAllowed(
      listMessages('self', where('recipientId', '==', SELF_UID), where('read', '==', false)),
    ));

  it('lets the recipient find their unread messages of one thread (marking it read)', () =>
    expectAllowed(
      listMessages(
        'self',
        where('recipientId', '==', SELF_UID),
        where('threadId', '==', THREAD),
        where('read', '==', false),
      ),
    ));

  it('lets the sender list what they sent', () =>
    expectAllowed(listMessages('manager', where('senderId', '==', uidOf('manager')))));

  it('lets both participants read the thread, and a colleague outside it not one message', async () => {
    await expectAllowed(listMessages('self', ...threadQuery(SELF_UID)));
    await expectAllowed(listMessages('manager', ...threadQuery(uidOf('manager'))));
    await expectDenied(getDoc(doc(dbOf('agent'), COLLECTIONS.messages, REPLY)));
    await expectDenied(getDoc(doc(dbOf('admin'), COLLECTIONS.messages, MESSAGE)));
  });

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

  it('denies the recipient changing anything but read and readAt, or un-reading it', async () => {
    const db = dbOf('self');
    await expectDenied(markRead(db, { read: true, readAt: serverTimestamp(), body: 'edited' }));
    await expectDenied(markRead(db, { read: true, readAt: serverTimestamp(), senderName: 'X' }));
    await expectDenied(markRead(db, { read: false }));
    await expectDenied(markRead(db, { recipientId: uidOf('agent') }));
    await expectDenied(markRead(db, { read: true }));
    await expectDenied(markRead(db, { read: true, readAt: new Date(2020, 0, 1) }));
  });

  it('denies the recipient touching a message already read', () =>
    expectDenied(markRead(dbOf('manager'), { read: true, readAt: serverTimestamp() }, REPLY)));

  it('lets the recipient mark the thread read in one batch: messages and their own count', async () => {
    const db = dbOf('self');
    const batch = writeBatch(db);
    batch.update(doc(db, COLLECTIONS.messages, MESSAGE), {
      read: true,
      readAt: serverTimestamp(),
    });
    batch.update(doc(db, COLLECTIONS.messageThreads, THREAD), { [`unread.${SELF_UID}`]: 0 });
    await expectAllowed(batch.commit());
  });
});

describe('messages: nobody edits or deletes a sent message', () => {
  it.each(['self', 'manager', 'admin'] as const)(
    'denies %s editing or deleting the body',
    async (actor) => {
      const db = dbOf(actor);
      await expectDenied(updateDoc(doc(db, COLLECTIONS.messages, MESSAGE), { body: 'changed' }));
      await expectDenied(updateDoc(doc(db, COLLECTIONS.messages, REPLY), { body: 'changed' }));
      await expectDenied(
        updateDoc(doc(db, COLLECTIONS.messages, MESSAGE), { about: deleteField() }),
      );
    },
  );
});

describe('messages: sending is for the sendStaffMessage callable only', () => {
  const send = (db: RulesDb, id: string, data: Record<string, unknown>) =>
    setDoc(doc(db, COLLECTIONS.messages, id), data);

  it('denies a bank agent sending a message as "Amina Admin" (issue 9, item 8)', () =>
    expectDenied(
      send(
        dbOf('bank_agent'),
        'impersonated',
        message(uidOf('bank_agent'), SELF_UID, { senderName: 'Amina Admin' }),
      ),
    ));

  it('denies a sender writing a message directly, even under their own name', () =>
    expectDenied(
      send(dbOf('admin'), 'direct', message(uidOf('admin'), SELF_UID, { senderName: 'Admin' })),
    ));

  it('denies sending as somebody else', () =>
    expectDenied(send(dbOf('agent'), 'forged', message(uidOf('manager'), SELF_UID))));

  it('denies an inactive admin sending', () =>
    expectDenied(
      send(
        dbWithRecord(recordFor(uidOf('admin'), 'admin', { isActive: false })),
        'inactive',
        message(uidOf('admin'), SELF_UID),
      ),
    ));
});

describe('messageThreads: role x operation on the thread of the manager and "self"', () => {
  itChecksAccess(
    ACTOR_NAMES,
    {
      get: ['self', 'manager'],
      // The inbox query of each active member of staff (their own threads only).
      list: ['self', 'receptionist', 'agent', 'manager', 'admin', 'bank_agent'],
      create: [],
      // A participant resets their own unread count.
      update: ['self', 'manager'],
      delete: [],
    },
    {
      ...documentOperations(COLLECTIONS.messageThreads, THREAD),
      list: (actor) => listThreads(actor, ...inboxQuery(uidOf(actor))),
      create: (actor) =>
        setDoc(doc(dbOf(actor), COLLECTIONS.messageThreads, staffThreadId(uidOf(actor), 'x')), {
          participants: [uidOf(actor), 'x'].sort(),
          names: {},
          lastMessage: { body: 'Hi', senderId: uidOf(actor), about: null },
          lastMessageAt: serverTimestamp(),
          unread: { x: 1 },
        }),
      update: (actor) => resetUnread(dbOf(actor), { [`unread.${uidOf(actor)}`]: 0 }),
    },
  );
});

describe('messageThreads: reading and resetting', () => {
  it("denies listing threads without the caller's participant filter, or someone else's", async () => {
    await expectDenied(listThreads('admin'));
    await expectDenied(listThreads('admin', ...inboxQuery(SELF_UID)));
  });

  it("denies a participant changing the other's count, to anything but 0, or other fields", async () => {
    const db = dbOf('self');
    await expectDenied(resetUnread(db, { [`unread.${uidOf('manager')}`]: 0 }));
    await expectDenied(resetUnread(db, { [`unread.${SELF_UID}`]: 5 }));
    await expectDenied(
      resetUnread(db, { [`unread.${SELF_UID}`]: 0, [`unread.${uidOf('manager')}`]: 0 }),
    );
    await expectDenied(resetUnread(db, { [`unread.${SELF_UID}`]: 0, 'lastMessage.body': 'x' }));
    await expectDenied(resetUnread(db, { [`names.${SELF_UID}`]: 'Amina Admin' }));
    await expectDenied(resetUnread(db, { participants: [SELF_UID, uidOf('agent')] }));
  });

  it('denies an inactive participant resetting their count', () =>
    expectDenied(
      resetUnread(dbWithRecord(recordFor(SELF_UID, 'bank_agent', { isActive: false })), {
        [`unread.${SELF_UID}`]: 0,
      }),
    ));
});
