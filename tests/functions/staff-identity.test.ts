import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import { APPLICATION_MESSAGES } from '@centre/domain/applications';
import {
  STAFF_MESSAGES,
  staffThreadId,
  type StaffMessageSent,
} from '@centre/domain/staff-messages';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb, createStaff } from '../support/admin';
import { newApplicationId, publicApplication } from '../support/applications';
import {
  useEmptyProjectPerTest,
  expectCallableError,
  expectStaffOnly,
  signedInClient,
  signedInStaff,
} from '../support/functions-client';

// Issue 9, item 8: names on messages and notes come from the sender's users/{uid} record on the
// server. The rules refuse every client write of either (tests/rules/messages.rules.test.ts,
// applications.rules.test.ts); these are the callables that write them instead.

useEmptyProjectPerTest();

describe('sendStaffMessage', () => {
  it('refuses a bank agent sending as "Amina Admin" and sends under their own name', async () => {
    const [{ user: bank, client }, admin] = await Promise.all([
      signedInStaff('bank_agent', { displayName: 'Baraka Bank' }),
      createStaff('admin', { displayName: 'Amina Admin' }),
    ]);
    await expectCallableError(
      client.call('sendStaffMessage', {
        recipientId: admin.uid,
        body: 'Please approve the transfer.',
        senderName: 'Amina Admin',
      }),
      'invalid-argument',
    );
    await expectCallableError(
      client.call('sendStaffMessage', {
        recipientId: admin.uid,
        body: 'Please approve the transfer.',
        senderId: admin.uid,
      }),
      'invalid-argument',
    );
    expect((await adminDb.collection(COLLECTIONS.messages).get()).size).toBe(0);

    const sent = await client.call<StaffMessageSent>('sendStaffMessage', {
      recipientId: admin.uid,
      body: '  Please approve the transfer.  ',
    });
    expect(sent.threadId).toBe(staffThreadId(bank.uid, admin.uid));
    const message = (await adminDb.doc(`${COLLECTIONS.messages}/${sent.messageId}`).get()).data();
    expect(message).toMatchObject({
      senderId: bank.uid,
      senderName: 'Baraka Bank',
      recipientId: admin.uid,
      threadId: [bank.uid, admin.uid].sort().join('__'),
      body: 'Please approve the transfer.',
      read: false,
    });
    expect(message?.createdAt).toBeInstanceOf(Timestamp);
  });

  it('puts both directions of a conversation in one thread', async () => {
    const [manager, agent] = await Promise.all([createStaff('manager'), createStaff('agent')]);
    const there = await (
      await signedInClient(manager)
    ).call<StaffMessageSent>('sendStaffMessage', { recipientId: agent.uid, body: 'Hello' });
    const back = await (
      await signedInClient(agent)
    ).call<StaffMessageSent>('sendStaffMessage', { recipientId: manager.uid, body: 'Hi!' });
    expect(back.threadId).toBe(there.threadId);
  });

  it('names the sender by their email when their record has no display name', async () => {
    const [manager, agent] = await Promise.all([createStaff('manager'), createStaff('agent')]);
    await adminDb
      .doc(`${COLLECTIONS.users}/${manager.uid}`)
      .update({ displayName: FieldValue.delete() });
    const sent = await (
      await signedInClient(manager)
    ).call<StaffMessageSent>('sendStaffMessage', { recipientId: agent.uid, body: 'Hello' });
    const message = await adminDb.doc(`${COLLECTIONS.messages}/${sent.messageId}`).get();
    expect(message.get('senderName')).toBe(manager.email.split('@')[0]);
  });

  it('requires sign-in and send_messages', async () => {
    const [receptionist, agent] = await Promise.all([
      createStaff('receptionist'),
      createStaff('agent'),
    ]);
    const data = { recipientId: agent.uid, body: 'Hello' };
    await expectStaffOnly('sendStaffMessage', data, receptionist);
  });

  it('refuses a message to oneself, to nobody, and malformed input, never with internal', async () => {
    const { user: agent, client } = await signedInStaff('agent');
    const send = (data: unknown) => client.call('sendStaffMessage', data);
    await expectCallableError(
      send({ recipientId: agent.uid, body: 'Hello' }),
      'invalid-argument',
      STAFF_MESSAGES.toSelf,
    );
    await expectCallableError(
      send({ recipientId: 'nobody-here', body: 'Hello' }),
      'not-found',
      STAFF_MESSAGES.recipientNotFound,
    );
    for (const data of [
      {},
      { recipientId: 'a/b', body: 'Hello' },
      { recipientId: '..', body: 'Hello' },
      { recipientId: '__x__', body: 'Hello' },
      { recipientId: ['x'], body: 'Hello' },
      { recipientId: 'someone', body: '   ' },
      { recipientId: 'someone', body: 'x'.repeat(5001) },
      { recipientId: 'someone', body: 'null\u0000byte' },
      { recipientId: 'someone', body: { text: 'Hello' } },
    ]) {
      await expectCallableError(send(data), 'invalid-argument');
    }
  });
});

describe('addApplicationNote', () => {
  async function seedApplication(): Promise<string> {
    const id = newApplicationId();
    await adminDb.doc(`${COLLECTIONS.applications}/${id}`).set({
      ...publicApplication(id),
      createdAt: FieldValue.serverTimestamp(),
    });
    return id;
  }

  it("refuses an author name chosen by the client and writes the caller's own", async () => {
    const [{ user: agent, client }, applicationId] = await Promise.all([
      signedInStaff('agent', { displayName: 'Chiku Agent' }),
      seedApplication(),
    ]);
    await expectCallableError(
      client.call('addApplicationNote', {
        applicationId,
        body: 'Approved by the director.',
        authorName: 'Amina Admin',
      }),
      'invalid-argument',
    );
    await expectCallableError(
      client.call('addApplicationNote', {
        applicationId,
        body: 'Approved by the director.',
        authorId: 'someone-else',
      }),
      'invalid-argument',
    );

    const { noteId } = await client.call<{ noteId: string }>('addApplicationNote', {
      applicationId,
      body: 'Called the applicant.',
    });
    const notes = await adminDb
      .collection(`${COLLECTIONS.applications}/${applicationId}/${SUBCOLLECTIONS.notes}`)
      .get();
    expect(notes.docs.map((note) => note.id)).toEqual([noteId]);
    expect(notes.docs[0]?.data()).toMatchObject({
      body: 'Called the applicant.',
      authorId: agent.uid,
      authorName: 'Chiku Agent',
    });
    expect(notes.docs[0]?.get('createdAt')).toBeInstanceOf(Timestamp);
  });

  it('requires sign-in and manage_applications', async () => {
    const [receptionist, applicationId] = await Promise.all([
      createStaff('receptionist'),
      seedApplication(),
    ]);
    const data = { applicationId, body: 'A note' };
    await expectStaffOnly('addApplicationNote', data, receptionist);
  });

  it('refuses a missing application and malformed input, never with internal', async () => {
    const { client } = await signedInStaff('manager');
    const add = (data: unknown) => client.call('addApplicationNote', data);
    await expectCallableError(
      add({ applicationId: newApplicationId(), body: 'A note' }),
      'not-found',
      APPLICATION_MESSAGES.applicationNotFound,
    );
    for (const applicationId of ['a/b', '..', '__x__', 'x'.repeat(129)]) {
      await expectCallableError(
        add({ applicationId, body: 'A note' }),
        'invalid-argument',
        APPLICATION_MESSAGES.applicationIdInvalid,
      );
    }
    for (const [applicationId, message] of [
      ['', 'applicationId is required'],
      ['   ', 'applicationId is required'],
      [42, 'applicationId must be text'],
    ] as const) {
      await expectCallableError(
        add({ applicationId, body: 'A note' }),
        'invalid-argument',
        message,
      );
    }
    await expectCallableError(
      add({ body: 'A note' }),
      'invalid-argument',
      'applicationId is required',
    );
    const id = newApplicationId();
    for (const body of ['', '   ', 'x'.repeat(2001), 'a\u0007b', ['a note']]) {
      await expectCallableError(add({ applicationId: id, body }), 'invalid-argument');
    }
  });
});
