import { COLLECTIONS } from '@centre/domain/collections';
import type { MailRender } from '@centre/domain/mail';
import { FieldValue, Transaction, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { z } from 'zod';
import { db } from '../admin';
import { composeMail, type MailRef } from './compose';

/** One mail to queue: its deterministic id (mailIds), the address, the template and its record. */
export interface MailToQueue {
  id: string;
  to: string;
  render: MailRender;
  ref: MailRef | null;
}

/** What queueMail did: wrote it, found it already there, refused it (no address). */
export type QueueOutcome = 'queued' | 'render_error' | 'exists' | 'skipped';

const address = z.email();

/** Whether `to` is one address we can send to. */
export function isMailAddress(to: string | null | undefined): to is string {
  return typeof to === 'string' && address.safeParse(to.trim()).success;
}

/**
 * mail/{id} as first written: the message composed now, or, when the template cannot be
 * rendered, no message and delivery ERROR with the reason (the sender or an admin renders it
 * again from `render`). Pure apart from the server timestamp, so the unit tests read it.
 */
export function mailDocument(mail: MailToQueue): Record<string, unknown> {
  const base = {
    to: mail.to.trim(),
    render: mail.render,
    ref: mail.ref,
    createdAt: FieldValue.serverTimestamp(),
  };
  try {
    return { ...base, message: composeMail(mail.render, mail.ref), delivery: pending() };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      ...base,
      delivery: {
        state: 'ERROR',
        attempts: 0,
        error: `Template error: ${reason}`.slice(0, 500),
        nextAttemptAt: null,
      },
    };
  }
}

const pending = () => ({ state: 'PENDING', attempts: 0 });

/** The gRPC code of a create() that found the document there (firebase-admin's FirestoreError). */
const ALREADY_EXISTS = 6;

function alreadyExists(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === ALREADY_EXISTS || code === 'already-exists';
}

/**
 * Queues one mail with create() semantics: a mail id already in the outbox was queued before (a
 * retried trigger, a job run twice), so nothing is written and nothing is sent twice. A render
 * error never breaks the caller: the mail is written with delivery ERROR instead. A mail without
 * a usable address is skipped with a log line that names the mail, never the address.
 *
 * `target` is the Firestore instance (the usual case: triggers and jobs) or a transaction; in a
 * transaction this READS the mail document first, so call it before the transaction's writes.
 */
export async function queueMail(
  target: Firestore | Transaction,
  mail: MailToQueue,
): Promise<QueueOutcome> {
  if (!isMailAddress(mail.to)) {
    logger.info('mail skipped: no valid address', {
      mailId: mail.id,
      template: mail.render.template,
    });
    return 'skipped';
  }
  const document = mailDocument(mail);
  const outcome: QueueOutcome = 'message' in document ? 'queued' : 'render_error';
  if (target instanceof Transaction) {
    const ref = db.collection(COLLECTIONS.mail).doc(mail.id);
    if ((await target.get(ref)).exists) return 'exists';
    target.create(ref, document);
  } else {
    try {
      await target.collection(COLLECTIONS.mail).doc(mail.id).create(document);
    } catch (error) {
      if (alreadyExists(error)) return 'exists';
      throw error;
    }
  }
  if (outcome === 'render_error') {
    logger.error('mail queued without a message: template error', {
      mailId: mail.id,
      template: mail.render.template,
      error: (document.delivery as { error: string }).error,
    });
  } else {
    logger.info('mail queued', { mailId: mail.id, template: mail.render.template });
  }
  return outcome;
}

/** Queues several mails (one trigger may owe more than one), each on its own. */
export async function queueMails(mails: MailToQueue[]): Promise<QueueOutcome[]> {
  return Promise.all(mails.map((mail) => queueMail(db, mail)));
}
