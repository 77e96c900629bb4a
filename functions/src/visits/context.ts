import { COLLECTIONS, QUEUE_SETTINGS_PATH } from '@centre/domain/collections';
import { serviceTranslationsSchema } from '@centre/domain/services';
import {
  DEFAULT_QUEUE_SETTINGS,
  VISIT_MESSAGES,
  queueDateOf,
  queueSettingsSchema,
  serviceNamesOf,
  type QueueSettings,
  type ServiceNames,
} from '@centre/domain/visits';
import type { Transaction } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../admin';
import { loadBookingSettings } from '../bookings/settings';
import { loadSettings } from '../shared/load-settings';
import { readStaffRecord, staffNameOf } from '../identity/staff-name';
import type { Actor } from '../shared/transition-with-history';

/**
 * Transactions of the queue collide under a rush (50 check-ins on one service share the ticket
 * counter and the day's display): each collision costs an attempt, so allow many more than the
 * SDK's default of 5 (as bookings' TRANSACTION_OPTIONS).
 */
export const VISIT_TRANSACTION_OPTIONS = { maxAttempts: 60 } as const;

/**
 * An expired transaction is one more collision: the SDK retries it when Firestore says "transaction
 * has expired" (INVALID_ARGUMENT), but the emulator words it "Transaction is invalid or closed",
 * which the SDK passes on (seen under a 50-check-in rush on a loaded machine). Those are retried
 * here as the SDK retries the production wording, a few times at most.
 */
const EXPIRED_TRANSACTION = /Transaction is invalid or closed|transaction has expired/;
const EXPIRED_RETRIES = 5;

function isExpiredTransaction(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === 3 && typeof message === 'string' && EXPIRED_TRANSACTION.test(message);
}

/** db.runTransaction with the queue's attempts, retrying an expired transaction (see above). */
export async function runQueueTransaction<T>(
  update: (transaction: Transaction) => Promise<T>,
): Promise<T> {
  for (let retry = 0; ; retry += 1) {
    try {
      return await db.runTransaction(update, VISIT_TRANSACTION_OPTIONS);
    } catch (error) {
      if (retry >= EXPIRED_RETRIES || !isExpiredTransaction(error)) throw error;
    }
  }
}

/** settings/queue, or DEFAULT_QUEUE_SETTINGS when missing (or unreadable, loudly). */
export function loadQueueSettings(): Promise<QueueSettings> {
  return loadSettings(QUEUE_SETTINGS_PATH, queueSettingsSchema, DEFAULT_QUEUE_SETTINGS);
}

export interface QueueContext {
  settings: QueueSettings;
  timezone: string;
  /** The centre's day now (queueDateOf in settings/booking's time zone). */
  queueDate: string;
}

/** The queue settings, the centre's time zone and today's queue date. */
export async function loadQueueContext(now = new Date()): Promise<QueueContext> {
  const [settings, booking] = await Promise.all([loadQueueSettings(), loadBookingSettings()]);
  return { settings, timezone: booking.timezone, queueDate: queueDateOf(now, booking.timezone) };
}

/** The caller as the server knows them: uid and users/{uid}'s name, read in the transaction. */
export async function readActor(transaction: Transaction, uid: string): Promise<Actor> {
  return { uid, name: staffNameOf(await readStaffRecord(transaction, uid)) };
}

export interface QueueService {
  id: string;
  name: string;
  /** Its name in each language (the day's summaries carry them: serviceNamesOf). */
  names: ServiceNames;
}

/** services/{id} when it exists and is active; otherwise failed-precondition serviceNotFound. */
export async function readActiveService(
  transaction: Transaction,
  serviceId: string,
): Promise<QueueService> {
  const snapshot = await transaction.get(db.collection(COLLECTIONS.services).doc(serviceId));
  if (!snapshot.exists || snapshot.get('active') !== true) {
    throw new HttpsError('failed-precondition', VISIT_MESSAGES.serviceNotFound);
  }
  const stored: unknown = snapshot.get('name');
  const name = typeof stored === 'string' && stored ? stored : serviceId;
  const translations = serviceTranslationsSchema.safeParse(snapshot.get('translations'));
  return {
    id: serviceId,
    name,
    names: serviceNamesOf({ name, translations: translations.data }),
  };
}

/**
 * Promise.all for the reads of a transaction, except that it rejects only once EVERY read has
 * settled. With Promise.all, the first refusal (an inactive service, an unknown visitor) ends the
 * transaction while sibling reads are still in flight; on the emulator such a late read left a
 * lock behind that held up the next write of the same documents for a minute.
 */
export async function allReads<T extends readonly unknown[] | []>(
  reads: T,
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results: PromiseSettledResult<unknown>[] = await Promise.allSettled(
    reads as readonly unknown[],
  );
  const failed = results.find(
    (result): result is PromiseRejectedResult => result.status === 'rejected',
  );
  if (failed) throw failed.reason;
  return results.map((result) => (result as PromiseFulfilledResult<unknown>).value) as {
    -readonly [K in keyof T]: Awaited<T[K]>;
  };
}
