// Staff messages (issue 12): sendStaffMessage writes the message and its thread in one
// transaction, with the sender's identity and the linked record's label from the server; the
// recipient marks a thread read in one batch through the rules. Sender identity refusals and
// malformed input: staff-identity.test.ts.
import { COLLECTIONS } from '@centre/domain/collections';
import { RECORD_LINK_MESSAGES } from '@centre/domain/record-links';
import {
  STAFF_MESSAGES,
  staffThreadId,
  type StaffMessageSent,
} from '@centre/domain/staff-messages';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import {
  collection,
  doc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  where,
  writeBatch,
} from 'firebase/firestore';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminDb, createStaff, userRef, type Staff } from '../support/admin';
import { newApplicationId, publicApplication } from '../support/applications';
import { clearProject } from '../support/emulator-reset';
import {
  closeClients,
  expectCallableError,
  signedInClient,
  signedInStaff,
  type Client,
} from '../support/functions-client';

let manager: Staff;
let agent: Staff;
let fromManager: Client;
let fromAgent: Client;

beforeEach(async () => {
  await clearProject();
  [{ user: manager, client: fromManager }, { user: agent, client: fromAgent }] = await Promise.all([
    signedInStaff('manager', { displayName: 'Musa Manager' }),
    signedInStaff('agent', { displayName: 'Chiku Agent' }),
  ]);
});
afterEach(closeClients);

const send = (client: Client, data: unknown) =>
  client.call<StaffMessageSent>('sendStaffMessage', data);
const threadOf = async (a: Staff, b: Staff) =>
  (await adminDb.doc(`${COLLECTIONS.messageThreads}/${staffThreadId(a.uid, b.uid)}`).get()).data();

describe('sendStaffMessage: threads', () => {
  it('writes the thread with both names, the last message and the unread count per participant', async () => {
    await send(fromManager, { recipientId: agent.uid, body: 'First' });
    await send(fromManager, { recipientId: agent.uid, body: 'Second\nline' });
    let thread = await threadOf(manager, agent);
    expect(thread).toMatchObject({
      participants: [manager.uid, agent.uid].sort(),
      names: { [manager.uid]: 'Musa Manager', [agent.uid]: 'Chiku Agent' },
      lastMessage: { body: 'Second line', senderId: manager.uid, about: null },
      unread: { [agent.uid]: 2 },
    });
    expect(thread?.lastMessageAt).toBeInstanceOf(Timestamp);
    expect(thread?.unread[manager.uid]).toBeUndefined();

    await send(fromAgent, { recipientId: manager.uid, body: 'Reply' });
    thread = await threadOf(manager, agent);
    expect(thread?.unread).toEqual({ [agent.uid]: 2, [manager.uid]: 1 });
    expect(thread?.lastMessage).toMatchObject({ body: 'Reply', senderId: agent.uid });
  });

  it('stores both participants and an unread receipt on each message', async () => {
    const { messageId, threadId } = await send(fromManager, {
      recipientId: agent.uid,
      body: 'Hello',
    });
    const message = (await adminDb.doc(`${COLLECTIONS.messages}/${messageId}`).get()).data();
    expect(message).toMatchObject({
      threadId,
      participants: [manager.uid, agent.uid].sort(),
      senderName: 'Musa Manager',
      read: false,
      readAt: null,
      about: null,
    });
  });

  it('counts every message of concurrent senders (one transaction each)', async () => {
    await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        send(fromManager, { recipientId: agent.uid, body: `Message ${index}` }),
      ),
    );
    expect((await threadOf(manager, agent))?.unread[agent.uid]).toBe(5);
  });

  it('takes the names from users/{uid}, never from the client', async () => {
    await expectCallableError(
      send(fromManager, { recipientId: agent.uid, body: 'Hi', names: { [manager.uid]: 'Boss' } }),
      'invalid-argument',
    );
    await userRef(manager.uid).update({ displayName: 'Musa M.' });
    await send(fromManager, { recipientId: agent.uid, body: 'Hi' });
    expect((await threadOf(manager, agent))?.names[manager.uid]).toBe('Musa M.');
  });
});

describe('sendStaffMessage: a message about a record', () => {
  const REFERENCE = 'APP-7K3Q9D';
  async function seedApplication(): Promise<{ id: string; reference: string }> {
    const id = newApplicationId();
    await adminDb.doc(`${COLLECTIONS.applications}/${id}`).set({
      ...publicApplication(id),
      reference: REFERENCE,
      createdAt: FieldValue.serverTimestamp(),
    });
    return { id, reference: REFERENCE };
  }

  it("stores the link with the record's own label, on the message and the thread", async () => {
    const application = await seedApplication();
    const { messageId } = await send(fromManager, {
      recipientId: agent.uid,
      body: 'Can you check the documents?',
      about: { kind: 'application', id: application.id },
    });
    const about = { kind: 'application', id: application.id, label: application.reference };
    const message = await adminDb.doc(`${COLLECTIONS.messages}/${messageId}`).get();
    expect(message.get('about')).toEqual(about);
    expect((await threadOf(manager, agent))?.lastMessage.about).toEqual(about);
  });

  it('refuses a label chosen by the client and an unknown record, writing nothing', async () => {
    const application = await seedApplication();
    await expectCallableError(
      send(fromManager, {
        recipientId: agent.uid,
        body: 'Hi',
        about: { kind: 'application', id: application.id, label: 'APP-FAKE01' },
      }),
      'invalid-argument',
    );
    await expectCallableError(
      send(fromManager, {
        recipientId: agent.uid,
        body: 'Hi',
        about: { kind: 'application', id: newApplicationId() },
      }),
      'not-found',
      RECORD_LINK_MESSAGES.notFound,
    );
    await expectCallableError(
      send(fromManager, {
        recipientId: agent.uid,
        body: 'Hi',
        about: { kind: 'payroll', id: 'x' },
      }),
      'invalid-argument',
      RECORD_LINK_MESSAGES.kind,
    );
    expect((await adminDb.collection(COLLECTIONS.messages).get()).size).toBe(0);
    expect((await adminDb.collection(COLLECTIONS.messageThreads).get()).size).toBe(0);
  });
});

describe('sendStaffMessage: refusals', () => {
  it('refuses a message to oneself and a role without send_messages, writing nothing', async () => {
    const receptionist = await createStaff('receptionist');
    await expectCallableError(
      send(fromManager, { recipientId: manager.uid, body: 'Note to self' }),
      'invalid-argument',
      STAFF_MESSAGES.toSelf,
    );
    await expectCallableError(
      send(await signedInClient(receptionist), { recipientId: agent.uid, body: 'Hi' }),
      'permission-denied',
    );
    expect((await adminDb.collection(COLLECTIONS.messageThreads).get()).size).toBe(0);
  });
});

describe('marking a thread read (client batch through the rules)', () => {
  it("sets read and readAt on the recipient's unread messages and resets only their count", async () => {
    await send(fromManager, { recipientId: agent.uid, body: 'One' });
    await send(fromManager, { recipientId: agent.uid, body: 'Two' });
    await send(fromAgent, { recipientId: manager.uid, body: 'Back' });
    const threadId = staffThreadId(manager.uid, agent.uid);

    // The thread as the web reads it: the participant's query, newest first.
    const visible = await getDocs(
      query(
        collection(fromAgent.db, COLLECTIONS.messages),
        where('participants', 'array-contains', agent.uid),
        where('threadId', '==', threadId),
        orderBy('createdAt', 'desc'),
        limit(50),
      ),
    );
    expect(visible.docs.map((message) => message.get('body'))).toEqual(['Back', 'Two', 'One']);

    const unread = await getDocs(
      query(
        collection(fromAgent.db, COLLECTIONS.messages),
        where('recipientId', '==', agent.uid),
        where('threadId', '==', threadId),
        where('read', '==', false),
      ),
    );
    expect(unread.size).toBe(2);
    const batch = writeBatch(fromAgent.db);
    for (const message of unread.docs) {
      batch.update(message.ref, { read: true, readAt: serverTimestamp() });
    }
    batch.update(doc(fromAgent.db, COLLECTIONS.messageThreads, threadId), {
      [`unread.${agent.uid}`]: 0,
    });
    await batch.commit();

    const messages = await adminDb
      .collection(COLLECTIONS.messages)
      .where('threadId', '==', threadId)
      .get();
    for (const message of messages.docs) {
      const mine = message.get('recipientId') === agent.uid;
      expect(message.get('read')).toBe(mine);
      if (mine) expect(message.get('readAt')).toBeInstanceOf(Timestamp);
    }
    expect((await threadOf(manager, agent))?.unread).toEqual({
      [agent.uid]: 0,
      [manager.uid]: 1,
    });
  });
});
