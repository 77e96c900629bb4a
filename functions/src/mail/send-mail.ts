import { COLLECTIONS } from '@centre/domain/collections';
import {
  MAIL_LEASE_SECONDS,
  MAIL_SENDABLE_STATES,
  nextMailAttemptAt,
  type MailDeliveryState,
  type MailRender,
} from '@centre/domain/mail';
import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { createTransport, type SendMailOptions, type Transporter } from 'nodemailer';
import { db } from '../admin';
import { RETRIED, withinRetryWindow } from '../shared/retried-trigger';
import { MAIL_FROM, SMTP_HOST, SMTP_PASSWORD, SMTP_PORT, SMTP_SECURE, SMTP_USER } from '../config';
import { composeMail, type MailAttachment } from './compose';

/**
 * The outbox's sender (issue 16; README "Email"): delivers mail/{id} over SMTP the way Firebase's
 * "Trigger Email from Firestore" extension does, in its schema (domain/src/mail.ts).
 *
 * PENDING or RETRY (a document without `delivery` counts as PENDING) -> claimed in a transaction
 * (PROCESSING, attempts + 1, a lease of MAIL_LEASE_SECONDS) -> SUCCESS with the server's answer,
 * or ERROR with a short reason and, for a transient failure, when the retry job
 * (retry-mail.ts) sends it again. Logs name the mail id, template and state or error code only:
 * never a subject, body or address.
 */

export interface SmtpSettings {
  host: string;
  port: number;
  secure?: boolean;
  user?: string;
  pass?: string;
}

/** A nodemailer SMTP transport, with timeouts well inside the lease and the function's limit. */
export function smtpTransportTo({ host, port, secure = false, user, pass }: SmtpSettings) {
  return createTransport({
    host,
    port,
    secure,
    auth: user ? { user, pass } : undefined,
    // A server that hangs is a transient failure, not a function timeout.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 20_000,
  });
}

/** The SMTP transport of the configured params (functions/src/config.ts). */
export function smtpTransport(): Transporter {
  return smtpTransportTo({
    host: SMTP_HOST.value().trim(),
    port: Number(SMTP_PORT.value()) || 587,
    secure: SMTP_SECURE.value().trim().toLowerCase() === 'true',
    user: SMTP_USER.value().trim(),
    pass: SMTP_PASSWORD.value(),
  });
}

export type DeliverOutcome =
  | { result: 'skipped'; reason: 'missing' | 'not-sendable' }
  | { result: 'sent'; attempts: number }
  | { result: 'failed'; attempts: number; error: string; permanent: boolean };

export interface DeliverOptions {
  /** Defaults to smtpTransport(); tests pass their own (a closed port, a refusing stub). */
  transport?: Pick<Transporter, 'sendMail'>;
}

interface Failure {
  error: string;
  permanent: boolean;
  /** For the log: an error code, never the server's text (it may quote an address). */
  code: string;
}

const MAX_REASON_LENGTH = 300;
const shorten = (text: string) =>
  text.length > MAX_REASON_LENGTH ? `${text.slice(0, MAX_REASON_LENGTH - 1)}…` : text;

/** A template that cannot be rendered stays broken until someone fixes it: permanent. */
class TemplateError extends Error {}

/**
 * Why a send failed, and whether trying again can help: a connection refused or timed out, or a
 * 4xx answer, is transient; a 5xx rejection (a bad address, a refused message), an address the
 * envelope cannot take and a template error are permanent.
 */
export function classifySendError(error: unknown): Failure {
  if (error instanceof TemplateError) {
    return {
      error: shorten(`Template error: ${error.message}`),
      permanent: true,
      code: 'template',
    };
  }
  const e = (error ?? {}) as {
    code?: unknown;
    responseCode?: unknown;
    response?: unknown;
    message?: unknown;
  };
  const code = typeof e.code === 'string' ? e.code : '';
  const message = typeof e.message === 'string' ? e.message : String(error);
  if (typeof e.responseCode === 'number') {
    const response = typeof e.response === 'string' ? e.response.trim() : '';
    const text = response.startsWith(String(e.responseCode))
      ? response
      : `${e.responseCode} ${response || message}`;
    return {
      error: shorten(text),
      permanent: e.responseCode >= 500,
      code: `smtp-${e.responseCode}`,
    };
  }
  if (code === 'EENVELOPE') {
    return { error: shorten(`EENVELOPE: ${message}`), permanent: true, code };
  }
  // Socket errors come as ESOCKET/ECONNECTION with the system's code in the message
  // ("connect ECONNREFUSED 127.0.0.1:1025"): that one is the useful reason.
  const systemCode = /\b(E[A-Z]{3,})\b/.exec(message)?.[1];
  const reason = systemCode ?? (code || 'SEND_FAILED');
  return { error: reason, permanent: false, code: reason };
}

function attachmentsOf(value: unknown): MailAttachment[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value as MailAttachment[];
}

/** The message to send: the stored one, or the template rendered from `render`. */
function messageOf(data: Record<string, unknown>): SendMailOptions {
  const stored = data.message as Record<string, unknown> | undefined | null;
  if (stored && typeof stored === 'object') {
    return {
      subject: stored.subject as string | undefined,
      text: stored.text as string | undefined,
      html: stored.html as string | undefined,
      attachments: attachmentsOf(stored.attachments),
    };
  }
  let composed: ReturnType<typeof composeMail> | undefined;
  try {
    composed = composeMail(data.render as MailRender);
  } catch (error) {
    throw new TemplateError(error instanceof Error ? error.message : String(error));
  }
  if (typeof composed?.subject !== 'string' || !composed.subject.trim()) {
    throw new TemplateError('the template gave no subject');
  }
  return { ...composed, attachments: attachmentsOf(composed.attachments) };
}

const stateOf = (data: Record<string, unknown> | undefined): MailDeliveryState =>
  (data?.delivery as { state?: MailDeliveryState } | undefined)?.state ?? 'PENDING';

/**
 * Claims a sendable mail (or one whose PROCESSING lease ran out: its sender died) and returns its
 * data and attempt number, or why it was left alone.
 */
async function claimMail(mailId: string, now: Date) {
  const ref = db.collection(COLLECTIONS.mail).doc(mailId);
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return { claimed: false as const, reason: 'missing' as const };
    const data = snapshot.data() as Record<string, unknown>;
    const delivery = (data.delivery ?? {}) as {
      attempts?: unknown;
      leaseExpireTime?: { toMillis?: () => number } | null;
    };
    const state = stateOf(data);
    const leaseLapsed =
      state === 'PROCESSING' &&
      typeof delivery.leaseExpireTime?.toMillis === 'function' &&
      delivery.leaseExpireTime.toMillis() <= now.getTime();
    if (!MAIL_SENDABLE_STATES.includes(state) && !leaseLapsed) {
      return { claimed: false as const, reason: 'not-sendable' as const };
    }
    const attempts =
      (typeof delivery.attempts === 'number' && delivery.attempts >= 0 ? delivery.attempts : 0) + 1;
    transaction.update(ref, {
      'delivery.state': 'PROCESSING',
      'delivery.attempts': attempts,
      'delivery.startTime': Timestamp.fromDate(now),
      'delivery.endTime': null,
      'delivery.leaseExpireTime': Timestamp.fromMillis(now.getTime() + MAIL_LEASE_SECONDS * 1000),
      'delivery.nextAttemptAt': null,
    });
    return { claimed: true as const, data, attempts };
  });
}

/** Writes the attempt's result, unless another sender took the mail over meanwhile. */
async function recordResult(mailId: string, attempts: number, update: Record<string, unknown>) {
  const ref = db.collection(COLLECTIONS.mail).doc(mailId);
  return db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    const delivery = snapshot.get('delivery') as { state?: string; attempts?: number } | undefined;
    if (!snapshot.exists || delivery?.state !== 'PROCESSING' || delivery.attempts !== attempts) {
      return false;
    }
    transaction.update(ref, update);
    return true;
  });
}

const addressesOf = (list: unknown): string[] =>
  Array.isArray(list)
    ? list.map((entry) =>
        typeof entry === 'string' ? entry : String((entry as { address?: unknown }).address ?? ''),
      )
    : [];

/**
 * One delivery attempt of mail/{mailId}: claim, build, send, record. Never throws for a failed
 * send (the document says what happened); throws only when Firestore itself fails.
 */
export async function deliverMail(
  mailId: string,
  options: DeliverOptions = {},
): Promise<DeliverOutcome> {
  const claim = await claimMail(mailId, new Date());
  if (!claim.claimed) return { result: 'skipped', reason: claim.reason };
  const { data, attempts } = claim;
  const template = (data.render as { template?: unknown } | undefined)?.template ?? null;

  let failure: Failure;
  try {
    const message = messageOf(data);
    const transport = options.transport ?? smtpTransport();
    const info = (await transport.sendMail({
      ...message,
      from: MAIL_FROM.value(),
      to: typeof data.to === 'string' ? data.to : undefined,
    })) as { messageId?: unknown; accepted?: unknown; rejected?: unknown; response?: unknown };
    const now = new Date();
    const recorded = await recordResult(mailId, attempts, {
      'delivery.state': 'SUCCESS',
      'delivery.endTime': Timestamp.fromDate(now),
      'delivery.leaseExpireTime': null,
      'delivery.error': null,
      'delivery.nextAttemptAt': null,
      'delivery.info': {
        messageId: typeof info.messageId === 'string' ? info.messageId : null,
        accepted: addressesOf(info.accepted),
        rejected: addressesOf(info.rejected),
        response: typeof info.response === 'string' ? info.response : null,
      },
    });
    logger.info('mail sent', { mailId, template, attempts, state: 'SUCCESS', recorded });
    return { result: 'sent', attempts };
  } catch (error) {
    failure = classifySendError(error);
  }

  const now = new Date();
  const nextAttemptAt = failure.permanent ? null : nextMailAttemptAt(attempts, now);
  const recorded = await recordResult(mailId, attempts, {
    'delivery.state': 'ERROR',
    'delivery.endTime': Timestamp.fromDate(now),
    'delivery.leaseExpireTime': null,
    'delivery.error': failure.error,
    'delivery.nextAttemptAt': nextAttemptAt ? Timestamp.fromDate(nextAttemptAt) : null,
  });
  logger.warn('mail not sent', {
    mailId,
    template,
    attempts,
    state: 'ERROR',
    code: failure.code,
    permanent: failure.permanent,
    retry: nextAttemptAt !== null,
    recorded,
  });
  return { result: 'failed', attempts, error: failure.error, permanent: failure.permanent };
}

/**
 * Sends each outbox document that becomes PENDING or RETRY (new mail, an admin's retry, the retry
 * job). With SMTP_HOST empty it does nothing: the Trigger Email extension, installed on the same
 * collection, owns the outbox then.
 */
export const sendMail = onDocumentWritten(
  { document: `${COLLECTIONS.mail}/{mailId}`, secrets: [SMTP_PASSWORD], ...RETRIED },
  withinRetryWindow('sendMail', async (event) => {
    const after = event.data?.after;
    if (!after?.exists) return;
    if (!MAIL_SENDABLE_STATES.includes(stateOf(after.data()))) return;
    if (!SMTP_HOST.value().trim()) return;
    await deliverMail(event.params.mailId);
  }),
);
