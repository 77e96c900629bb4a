// The contact form inbox (docs/product.md §4.15): setContactMessageStatus marks a public contact
// message handled (who and when from the server) or new again, in one transaction with a 'status'
// history entry; only staff with send_messages. The rules deny every client write of a message
// (tests/rules/contact-messages.rules.test.ts).
import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import { CONTACT_INBOX_MESSAGES, type SetContactMessageStatusAnswer } from '@centre/domain/contact';
import { FieldValue, type DocumentData } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb, createStaff } from '../support/admin';
import {
  expectCallableError,
  expectRefusedUnchanged,
  expectStaffOnly,
  signedInClient,
  useEmptyProjectPerTest,
  signedInStaff,
} from '../support/functions-client';

useEmptyProjectPerTest();

const CALLABLE = 'setContactMessageStatus';
let counter = 0;

const messageRef = (id: string) => adminDb.collection(COLLECTIONS.contactMessages).doc(id);
const read = async (id: string) => (await messageRef(id).get()).data() ?? {};
const historyOf = async (id: string): Promise<DocumentData[]> =>
  (await messageRef(id).collection(SUBCOLLECTIONS.history).orderBy('at').get()).docs.map((d) =>
    d.data(),
  );
const snapshotOf = async (id: string) => ({
  message: await read(id),
  history: await historyOf(id),
});

/** A message as the public contact form writes it. */
async function received(): Promise<string> {
  counter += 1;
  const id = `contact-${Date.now().toString(36)}-${counter}`;
  await messageRef(id).set({
    name: 'Amina Hassan',
    email: 'amina@example.org',
    subject: 'Opening hours',
    message: 'Mko wazi Jumamosi?\nAsante.',
    status: 'new',
    language: 'sw',
    createdAt: FieldValue.serverTimestamp(),
  });
  return id;
}

describe('setContactMessageStatus', () => {
  it('lets a manager mark a message handled, with their server-side name and a history entry', async () => {
    const [{ user: manager, client }, id] = await Promise.all([
      signedInStaff('manager', { displayName: 'Grace Wanjiru' }),
      received(),
    ]);
    await expect(
      client.call<SetContactMessageStatusAnswer>(CALLABLE, { messageId: id, status: 'handled' }),
    ).resolves.toEqual({ messageId: id, status: 'handled', changed: true });

    const message = await read(id);
    expect(message).toMatchObject({
      status: 'handled',
      handledBy: manager.uid,
      handledByName: 'Grace Wanjiru',
    });
    expect(message.handledAt.toMillis()).toBe(message.updatedAt.toMillis());
    const history = await historyOf(id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      kind: 'status',
      from: 'new',
      to: 'handled',
      by: manager.uid,
      byName: 'Grace Wanjiru',
    });
    expect(history[0]?.at.toMillis()).toBe(message.updatedAt.toMillis());
  });

  it('marks a handled message new again, clearing who handled it, with a second entry', async () => {
    const [{ client }, id] = await Promise.all([
      signedInStaff('bank_agent', { displayName: 'Peter Mwangi' }),
      received(),
    ]);
    await client.call(CALLABLE, { messageId: id, status: 'handled' });
    await expect(client.call(CALLABLE, { messageId: id, status: 'new' })).resolves.toEqual({
      messageId: id,
      status: 'new',
      changed: true,
    });

    const message = await read(id);
    expect(message.status).toBe('new');
    expect(message).not.toHaveProperty('handledBy');
    expect(message).not.toHaveProperty('handledByName');
    expect(message).not.toHaveProperty('handledAt');
    expect((await historyOf(id)).map(({ from, to, byName }) => ({ from, to, byName }))).toEqual([
      { from: 'new', to: 'handled', byName: 'Peter Mwangi' },
      { from: 'handled', to: 'new', byName: 'Peter Mwangi' },
    ]);
  });

  it('treats asking for the status it already has as done: nothing written', async () => {
    const [admin, id] = await Promise.all([createStaff('admin'), received()]);
    const before = await snapshotOf(id);
    await expect(
      (await signedInClient(admin)).call(CALLABLE, { messageId: id, status: 'new' }),
    ).resolves.toEqual({ messageId: id, status: 'new', changed: false });
    expect(await snapshotOf(id)).toEqual(before);
  });

  it('refuses a receptionist (permission-denied) and a stranger (unauthenticated), changing nothing', async () => {
    const [receptionist, id] = await Promise.all([createStaff('receptionist'), received()]);
    const before = await snapshotOf(id);
    await expectStaffOnly(CALLABLE, { messageId: id, status: 'handled' }, receptionist);
    expect(await snapshotOf(id)).toEqual(before);
  });

  it('answers not-found for an unknown message', async () => {
    const { client } = await signedInStaff('manager');
    await expectCallableError(
      client.call(CALLABLE, {
        messageId: 'no-such-message',
        status: 'handled',
      }),
      'not-found',
      CONTACT_INBOX_MESSAGES.notFound,
    );
    expect((await messageRef('no-such-message').get()).exists).toBe(false);
  });

  it.each([
    ['an empty payload', {}, 'messageId is required'],
    ['an unknown status', { status: 'archived' }, CONTACT_INBOX_MESSAGES.statusInvalid],
    ['a numeric id', { messageId: 42 }, 'messageId must be text'],
    ['an empty id', { messageId: '' }, 'messageId is required'],
    ['a blank id', { messageId: '   ' }, 'messageId is required'],
    ['a path-like id', { messageId: 'a/b' }, CONTACT_INBOX_MESSAGES.messageIdInvalid],
    ['a name from the browser', { handledByName: 'Someone else' }, undefined],
  ])('refuses %s (invalid-argument), changing nothing', async (_, fields, message) => {
    const [manager, id] = await Promise.all([createStaff('manager'), received()]);
    const payload =
      Object.keys(fields).length === 0 ? {} : { messageId: id, status: 'handled', ...fields };
    await expectRefusedUnchanged(
      () => snapshotOf(id),
      async () => (await signedInClient(manager)).call(CALLABLE, payload),
      'invalid-argument',
      message,
    );
  });
});
