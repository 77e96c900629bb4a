import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { EMULATORS, PROJECT_ID, readRules } from '../support/emulators';
import { expectAccess, expectAllowed, expectDenied } from '../support/rules-assert';
import {
  SELF_UID,
  accessTable,
  contextFor,
  contextWithRecord,
  recordFor,
  uidOf,
  type ActorName,
  type Operation,
  type RulesDb,
} from '../support/rules-actors';

// messages/to-self: from the manager to "self" (a bank agent), unread.
const MESSAGE = 'messages/to-self';
let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { rules: readRules('firestore.rules'), ...EMULATORS.firestore },
  });
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), MESSAGE), {
      senderId: uidOf('manager'),
      senderName: 'Musa Manager',
      recipientId: SELF_UID,
      threadId: 'thread-1',
      body: 'Please call the client back.',
      read: false,
      createdAt: serverTimestamp(),
    });
  });
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

const operations: Record<Operation, (db: RulesDb, actor: ActorName) => Promise<unknown>> = {
  get: (db) => getDoc(doc(db, MESSAGE)),
  // A list is always of one's own inbox: the query must carry recipientId == the caller.
  list: (db, actor) =>
    getDocs(query(collection(db, 'messages'), where('recipientId', '==', uidOf(actor)))),
  create: (db, actor) => setDoc(doc(db, 'messages', `from-${actor}`), newMessage(uidOf(actor))),
  update: (db) => updateDoc(doc(db, MESSAGE), { read: true }),
  delete: (db) => deleteDoc(doc(db, MESSAGE)),
};

describe('messages: role x operation on a message from the manager to "self"', () => {
  const table = accessTable({
    get: ['self', 'manager'],
    list: ['self', 'receptionist', 'agent', 'manager', 'admin', 'bank_agent'],
    create: ['self', 'agent', 'manager', 'admin', 'bank_agent'],
    update: ['self'],
    delete: [],
  });

  it.each(table)('$actor $operation -> allowed: $allowed', ({ actor, operation, allowed }) =>
    expectAccess(allowed, operations[operation](contextFor(env, actor).firestore(), actor)),
  );
});

describe('messages: reading', () => {
  it('denies listing messages without a recipientId filter, even to an admin', () =>
    expectDenied(getDocs(collection(contextFor(env, 'admin').firestore(), 'messages'))));

  it("denies listing someone else's inbox", () =>
    expectDenied(
      getDocs(
        query(
          collection(contextFor(env, 'admin').firestore(), 'messages'),
          where('recipientId', '==', SELF_UID),
        ),
      ),
    ));

  it('lets the recipient count their unread messages (the SPEC 7 badge query)', () =>
    expectAllowed(
      getDocs(
        query(
          collection(contextFor(env, 'self').firestore(), 'messages'),
          where('recipientId', '==', SELF_UID),
          where('read', '==', false),
        ),
      ),
    ));

  it('lets the sender list what they sent', () =>
    expectAllowed(
      getDocs(
        query(
          collection(contextFor(env, 'manager').firestore(), 'messages'),
          where('senderId', '==', uidOf('manager')),
        ),
      ),
    ));

  it('denies an inactive recipient reading their own messages', () =>
    expectDenied(
      getDoc(
        doc(
          contextWithRecord(
            env,
            recordFor(SELF_UID, 'bank_agent', { status: 'suspended' }),
          ).firestore(),
          MESSAGE,
        ),
      ),
    ));
});

describe('messages: marking read', () => {
  it("denies a user marking someone else's message read", () =>
    expectDenied(updateDoc(doc(contextFor(env, 'agent').firestore(), MESSAGE), { read: true })));

  it('denies the sender marking their sent message read', () =>
    expectDenied(updateDoc(doc(contextFor(env, 'manager').firestore(), MESSAGE), { read: true })));

  it('denies the recipient changing anything but read, or un-reading it', async () => {
    const db = contextFor(env, 'self').firestore();
    await expectDenied(updateDoc(doc(db, MESSAGE), { read: true, body: 'edited' }));
    await expectDenied(updateDoc(doc(db, MESSAGE), { read: false }));
    await expectDenied(updateDoc(doc(db, MESSAGE), { recipientId: uidOf('agent') }));
  });
});

describe('messages: sending', () => {
  const send = (actor: ActorName, id: string, data: Record<string, unknown>) =>
    setDoc(doc(contextFor(env, actor).firestore(), 'messages', id), data);

  it('denies sending as somebody else', () =>
    expectDenied(send('agent', 'forged', newMessage(uidOf('manager')))));

  it('denies sending a message already read', () =>
    expectDenied(send('agent', 'read', newMessage(uidOf('agent'), { read: true }))));

  it('denies unknown fields, an empty body and a missing createdAt', async () => {
    await expectDenied(send('agent', 'extra', newMessage(uidOf('agent'), { priority: 'high' })));
    await expectDenied(send('agent', 'empty', newMessage(uidOf('agent'), { body: '' })));
    const { createdAt: _createdAt, ...undated } = newMessage(uidOf('agent'));
    await expectDenied(send('agent', 'undated', undated));
  });

  it('denies an inactive admin sending', () =>
    expectDenied(
      setDoc(
        doc(
          contextWithRecord(
            env,
            recordFor(uidOf('admin'), 'admin', { isActive: false }),
          ).firestore(),
          'messages',
          'inactive',
        ),
        newMessage(uidOf('admin')),
      ),
    ));
});
