// The outbox's sender (functions/src/mail/send-mail.ts), the retry job's core and the admin's
// retryMail callable (functions/src/mail/retry-mail.ts), against the emulators and the local SMTP
// sink (maildev, tests/support/mail-sink.ts) that the functions emulator sends to.
import { COLLECTIONS } from '@centre/domain/collections';
import { MAIL_MESSAGES } from '@centre/domain/mail';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { createServer } from 'node:net';
import { beforeEach, describe, expect, it } from 'vitest';
import { retryDueMail } from '../../functions/src/mail/retry-mail';
import { deliverMail, smtpTransportTo } from '../../functions/src/mail/send-mail';
import { adminDb, createStaff, waitFor } from '../support/admin';
import {
  expectCallableError,
  signedInClient,
  useEmptyProjectPerTest,
  signedInStaff,
} from '../support/functions-client';
import { clearMails, mailsTo, waitForMail } from '../support/mail-sink';

useEmptyProjectPerTest();
beforeEach(clearMails);

let counter = 0;
/** A fresh id and address per mail, so a late trigger of an earlier test cannot be confused. */
function fresh() {
  const id = `test_${Date.now().toString(36)}_${(counter += 1)}`;
  return { id, to: `${id}@example.test`.toLowerCase(), subject: `Application APP-${id} received` };
}

/** A mail as the producers write it: rendered message, the render it came from, PENDING. */
function pendingMail(to: string, subject: string) {
  return {
    to,
    message: {
      subject,
      text: 'We have your application.',
      html: '<p>We have your application.</p>',
    },
    render: {
      template: 'application_received',
      language: 'en',
      data: {
        name: 'Amina',
        reference: 'APP-1',
        serviceName: 'Business permit',
        statusCheckUrl: 'http://127.0.0.1:5050/application-status?reference=APP-1',
      },
    },
    ref: { collection: 'applications', id: 'a1' },
    createdAt: FieldValue.serverTimestamp(),
    delivery: { state: 'PENDING', attempts: 0 },
  };
}

/**
 * A mail the emulator's trigger leaves alone (it takes only PENDING and RETRY): PROCESSING with a
 * lease that ran out, as if its sender had died. deliverMail takes such a mail over, so a test
 * can run the attempt in this process with a transport of its choosing.
 */
/** `mail` while a sender holds it: `attempts` tries so far, its lease ending `leaseMs` from now. */
function processingMail(mail: ReturnType<typeof pendingMail>, attempts: number, leaseMs: number) {
  return {
    ...mail,
    delivery: {
      state: 'PROCESSING',
      attempts,
      leaseExpireTime: Timestamp.fromMillis(Date.now() + leaseMs),
    },
  };
}

/** A send that was never finished: its lease ran out a minute ago. */
const abandonedMail = (mail: ReturnType<typeof pendingMail>) => processingMail(mail, 0, -60_000);

const mailRef = (id: string) => adminDb.collection(COLLECTIONS.mail).doc(id);

interface StoredDelivery {
  state: string;
  attempts: number;
  error?: string | null;
  nextAttemptAt?: Timestamp | null;
  endTime?: Timestamp | null;
  info?: { messageId?: string | null; accepted?: string[]; response?: string | null } | null;
}
const readDelivery = async (id: string) =>
  (await mailRef(id).get()).get('delivery') as StoredDelivery;

const waitForState = (id: string, state: string) =>
  waitFor(
    () => readDelivery(id),
    (delivery) => delivery?.state === state,
    { what: `mail ${id} in state ${state}` },
  );

/** A local port nothing listens on (taken from the system, then released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('sendMail: the emulator delivers the outbox to the sink', () => {
  it('delivers a PENDING mail once: SUCCESS, attempts 1, the server message id', async () => {
    const { id, to, subject } = fresh();
    await mailRef(id).create(pendingMail(to, subject));

    const delivery = await waitForState(id, 'SUCCESS');
    expect(delivery.attempts).toBe(1);
    expect(delivery.info?.messageId).toMatch(/^<.+>$/);
    expect(delivery.info?.accepted).toEqual([to]);
    expect(delivery.error ?? null).toBeNull();

    const received = await waitForMail((mail) => mail.subject === subject, { what: subject });
    expect(received.to.map((a) => a.address)).toEqual([to]);
    expect(received.text?.trim()).toBe('We have your application.');
    expect(await mailsTo(to)).toHaveLength(1);
  });

  it('treats a mail without delivery as PENDING, as the extension does', async () => {
    const { id, to, subject } = fresh();
    const { delivery: _pending, ...withoutDelivery } = pendingMail(to, subject);
    await mailRef(id).create(withoutDelivery);

    expect((await waitForState(id, 'SUCCESS')).attempts).toBe(1);
    expect(await mailsTo(to)).toHaveLength(1);
  });

  it('records a template error for good when the mail has no message and its render fails', async () => {
    const { id, to } = fresh();
    const { message: _message, ...mail } = pendingMail(to, 'unused');
    await mailRef(id).create({
      ...mail,
      render: { template: 'application_received', language: 'en', data: null },
    });

    const delivery = await waitForState(id, 'ERROR');
    expect(delivery.error).toMatch(/^Template error: /);
    expect(delivery.nextAttemptAt ?? null).toBeNull();
    expect(delivery.attempts).toBe(1);
    expect(await mailsTo(to)).toHaveLength(0);
  });
});

describe('a failed send and its retry', () => {
  it('SMTP down: ERROR with ECONNREFUSED and a next attempt; an admin retries; SUCCESS once', async () => {
    const { id, to, subject } = fresh();
    await mailRef(id).create(abandonedMail(pendingMail(to, subject)));

    const transport = smtpTransportTo({ host: '127.0.0.1', port: await closedPort() });
    const outcome = await deliverMail(id, { transport });
    expect(outcome).toMatchObject({ result: 'failed', attempts: 1, permanent: false });

    const failed = await readDelivery(id);
    expect(failed.state).toBe('ERROR');
    expect(failed.error).toBe('ECONNREFUSED');
    expect(failed.attempts).toBe(1);
    // The first retry waits MAIL_RETRY_BACKOFF_MINUTES[0] = 1 minute.
    expect(failed.nextAttemptAt!.toMillis() - failed.endTime!.toMillis()).toBe(60_000);

    const { user: admin, client } = await signedInStaff('admin');
    await expect(client.call('retryMail', { mailId: id })).resolves.toEqual({
      message: MAIL_MESSAGES.retried,
    });

    const sent = await waitForState(id, 'SUCCESS');
    expect(sent.attempts).toBe(2);
    expect(sent.error ?? null).toBeNull();
    await waitForMail((mail) => mail.subject === subject, { what: subject });
    expect(await mailsTo(to)).toHaveLength(1);

    const audit = await adminDb.collection(COLLECTIONS.auditLog).where('target', '==', id).get();
    expect(audit.docs.map((d) => [d.get('action'), d.get('actor')])).toEqual([
      ['mail.retry', admin.uid],
    ]);
  });

  it('a 550 rejection of the address is a permanent ERROR: no next attempt', async () => {
    const { id, to, subject } = fresh();
    await mailRef(id).create(abandonedMail(pendingMail(to, subject)));
    const response = `550 5.1.1 <${to}>: Recipient address rejected: User unknown`;
    // What nodemailer raises when the server refuses every recipient.
    const refusing = {
      sendMail: () =>
        Promise.reject(
          Object.assign(new Error("Can't send mail - all recipients were rejected: " + response), {
            code: 'EENVELOPE',
            responseCode: 550,
            response,
            command: 'RCPT TO',
          }),
        ),
    };

    const outcome = await deliverMail(id, { transport: refusing });
    expect(outcome).toMatchObject({ result: 'failed', permanent: true });
    const delivery = await readDelivery(id);
    expect(delivery).toMatchObject({ state: 'ERROR', attempts: 1, error: response });
    expect(delivery.nextAttemptAt ?? null).toBeNull();
  });

  it('deliverMail leaves a mail another sender holds, and one already sent', async () => {
    const { id, to, subject } = fresh();
    await mailRef(id).create(processingMail(pendingMail(to, subject), 1, 60_000));
    const refusing = { sendMail: () => Promise.reject(new Error('must not be called')) };
    await expect(deliverMail(id, { transport: refusing })).resolves.toEqual({
      result: 'skipped',
      reason: 'not-sendable',
    });
    await expect(deliverMail('test_no_such_mail', { transport: refusing })).resolves.toEqual({
      result: 'skipped',
      reason: 'missing',
    });
    expect((await readDelivery(id)).attempts).toBe(1);
  });
});

describe('retryDueMail: the retry job', () => {
  it('sends back a due ERROR and an abandoned send, and leaves a mail not yet due', async () => {
    const now = Date.now();
    const due = fresh();
    const notYet = fresh();
    const abandoned = fresh();
    const failedMail = (m: ReturnType<typeof fresh>, nextAttemptAt: number) => ({
      ...pendingMail(m.to, m.subject),
      delivery: {
        state: 'ERROR',
        attempts: 1,
        error: 'ECONNREFUSED',
        nextAttemptAt: Timestamp.fromMillis(nextAttemptAt),
      },
    });
    await Promise.all([
      mailRef(due.id).create(failedMail(due, now - 1_000)),
      mailRef(notYet.id).create(failedMail(notYet, now + 10 * 60_000)),
      mailRef(abandoned.id).create(abandonedMail(pendingMail(abandoned.to, abandoned.subject))),
    ]);

    expect(await retryDueMail(new Date(now))).toEqual({ retried: 1, reclaimed: 1 });

    // RETRY, then the emulator's trigger sends them.
    for (const m of [due, abandoned]) {
      await waitForState(m.id, 'SUCCESS');
      await waitForMail((mail) => mail.subject === m.subject, { what: m.subject });
    }
    expect((await readDelivery(due.id)).attempts).toBe(2);
    const waiting = await readDelivery(notYet.id);
    expect(waiting.state).toBe('ERROR');
    expect(waiting.nextAttemptAt!.toMillis()).toBe(now + 10 * 60_000);
    expect(await mailsTo(notYet.to)).toHaveLength(0);
  });

  it('gives up on an abandoned send that had its last attempt', async () => {
    const { id, to, subject } = fresh();
    await mailRef(id).create(processingMail(pendingMail(to, subject), 5, -1_000));
    expect(await retryDueMail(new Date())).toEqual({ retried: 0, reclaimed: 1 });
    const delivery = await readDelivery(id);
    expect(delivery).toMatchObject({ state: 'ERROR', attempts: 5 });
    expect(delivery.error).toMatch(/lease expired/);
    expect(delivery.nextAttemptAt ?? null).toBeNull();
  });
});

describe('retryMail: who and what', () => {
  it('refuses a manager (no manage_users) and leaves the mail as it was', async () => {
    const { id, to, subject } = fresh();
    await mailRef(id).create({
      ...pendingMail(to, subject),
      delivery: { state: 'ERROR', attempts: 1, error: 'ECONNREFUSED', nextAttemptAt: null },
    });
    const { client: asManager } = await signedInStaff('manager');
    await expectCallableError(asManager.call('retryMail', { mailId: id }), 'permission-denied');
    expect((await readDelivery(id)).state).toBe('ERROR');
  });

  it('refuses a mail that did not fail, an unknown mail and a bad id', async () => {
    const { id, to, subject } = fresh();
    await mailRef(id).create({
      ...pendingMail(to, subject),
      delivery: { state: 'SUCCESS', attempts: 1 },
    });
    const client = await signedInClient(await createStaff('admin'));
    await expectCallableError(
      client.call('retryMail', { mailId: id }),
      'failed-precondition',
      MAIL_MESSAGES.retryNotFailed,
    );
    await expectCallableError(
      client.call('retryMail', { mailId: 'test_no_such_mail' }),
      'not-found',
      MAIL_MESSAGES.retryNotFound,
    );
    await expectCallableError(
      client.call('retryMail', { mailId: 'mail/../users' }),
      'invalid-argument',
      'That is not a mail id.',
    );
    await expectCallableError(client.call('retryMail', {}), 'invalid-argument');
    expect((await readDelivery(id)).state).toBe('SUCCESS');
    expect(await mailsTo(to)).toHaveLength(0);
  });
});
