import { COLLECTIONS } from '@centre/domain/collections';
import { MAIL_MAX_ATTEMPTS, MAIL_MESSAGES, retryMailInput } from '@centre/domain/mail';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../admin';
import { permittedCallable } from '../shared/permitted-callable';
import { recordAudit } from '../users/audit';

/** The retry job's period: a due mail waits at most this long past its nextAttemptAt. */
export const MAIL_RETRY_JOB_MINUTES = 5;

/** Mails moved per query and run; the next run takes the rest. */
const BATCH_LIMIT = 200;

const LEASE_LAPSED_ERROR = 'Abandoned: the sender stopped before it finished (lease expired).';

export interface RetryDueMailAnswer {
  /** ERROR mails whose nextAttemptAt had come: now RETRY. */
  retried: number;
  /** PROCESSING mails whose lease had run out: now RETRY (or ERROR after the last attempt). */
  reclaimed: number;
}

const millisOf = (value: unknown): number | null =>
  value instanceof Timestamp ? value.toMillis() : null;

/**
 * The retry job's core: mail in ERROR whose nextAttemptAt <= now, and mail stuck in PROCESSING
 * past its leaseExpireTime (its sender died), go to RETRY, which the sendMail trigger picks up.
 * A stuck mail that already had its MAIL_MAX_ATTEMPTS attempts becomes ERROR for good instead (an
 * admin may still retry it), so a message that crashes the sender is not sent for ever.
 * Each move re-checks the document in a transaction (a concurrent send or admin retry wins).
 */
export async function retryDueMail(now: Date): Promise<RetryDueMailAnswer> {
  const mail = db.collection(COLLECTIONS.mail);
  const at = Timestamp.fromDate(now);
  const [due, stuck] = await Promise.all([
    mail
      .where('delivery.state', '==', 'ERROR')
      .where('delivery.nextAttemptAt', '<=', at)
      .limit(BATCH_LIMIT)
      .get(),
    mail
      .where('delivery.state', '==', 'PROCESSING')
      .where('delivery.leaseExpireTime', '<=', at)
      .limit(BATCH_LIMIT)
      .get(),
  ]);

  const move = (ref: DocumentReference, expected: 'ERROR' | 'PROCESSING') =>
    db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      const delivery = snapshot.get('delivery') as Record<string, unknown> | undefined;
      if (!snapshot.exists || delivery?.state !== expected) return false;
      const when = millisOf(
        expected === 'ERROR' ? delivery.nextAttemptAt : delivery.leaseExpireTime,
      );
      if (when === null || when > now.getTime()) return false;
      if (expected === 'PROCESSING' && Number(delivery.attempts ?? 0) >= MAIL_MAX_ATTEMPTS) {
        transaction.update(ref, {
          'delivery.state': 'ERROR',
          'delivery.endTime': at,
          'delivery.leaseExpireTime': null,
          'delivery.error': LEASE_LAPSED_ERROR,
          'delivery.nextAttemptAt': null,
        });
        return true;
      }
      transaction.update(ref, {
        'delivery.state': 'RETRY',
        'delivery.nextAttemptAt': null,
        'delivery.leaseExpireTime': null,
      });
      return true;
    });

  const moved = async (refs: DocumentReference[], expected: 'ERROR' | 'PROCESSING') => {
    let count = 0;
    for (const ref of refs) {
      if (await move(ref, expected)) count += 1;
    }
    return count;
  };
  return {
    retried: await moved(
      due.docs.map((d) => d.ref),
      'ERROR',
    ),
    reclaimed: await moved(
      stuck.docs.map((d) => d.ref),
      'PROCESSING',
    ),
  };
}

/** Every 5 minutes: due retries and abandoned sends go back to the sender (retryDueMail). */
export const retryFailedMail = onSchedule(
  { schedule: `every ${MAIL_RETRY_JOB_MINUTES} minutes` },
  async () => {
    const answer = await retryDueMail(new Date());
    if (answer.retried || answer.reclaimed) logger.info('mail sent back for retry', answer);
  },
);

/**
 * An administrator (manage_users) sends a failed mail again from the outbox page (/admin/mail):
 * ERROR -> RETRY, which the sendMail trigger picks up. The last error stays until the next
 * attempt replaces or clears it. Audited (auditLog, action mail.retry).
 */
export const retryMail = permittedCallable(
  'manage_users',
  retryMailInput,
  async (caller, { mailId }): Promise<{ message: string }> => {
    const ref = db.collection(COLLECTIONS.mail).doc(mailId);
    await db.runTransaction(async (transaction) => {
      const snapshot = await transaction.get(ref);
      if (!snapshot.exists) throw new HttpsError('not-found', MAIL_MESSAGES.retryNotFound);
      const state = snapshot.get('delivery.state') as unknown;
      if (state !== 'ERROR') {
        throw new HttpsError('failed-precondition', MAIL_MESSAGES.retryNotFailed);
      }
      transaction.update(ref, { 'delivery.state': 'RETRY', 'delivery.nextAttemptAt': null });
      recordAudit(transaction, {
        actor: caller.uid,
        action: 'mail.retry',
        target: mailId,
        changedFields: { 'delivery.state': { from: 'ERROR', to: 'RETRY' } },
      });
    });
    logger.info('mail retry requested', { mailId, by: caller.uid });
    return { message: MAIL_MESSAGES.retried };
  },
);
