import { COLLECTIONS } from '@centre/domain/collections';
import { QUEUE_SETTINGS_PATH } from '@centre/domain/collections';
import {
  DEFAULT_QUEUE_SETTINGS,
  VISIT_MESSAGES,
  queueDateOf,
  queueSettingsSchema,
  type QueueSettings,
} from '@centre/domain/visits';
import type { Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../admin';
import { loadBookingSettings } from '../bookings/settings';
import { readStaffRecord, staffNameOf } from '../identity/staff-name';
import type { Actor } from '../shared/transition-with-history';

/**
 * Transactions of the queue collide under a rush (50 check-ins on one service share the ticket
 * counter and the day's display): each collision costs an attempt, so allow many more than the
 * SDK's default of 5 (as bookings' TRANSACTION_OPTIONS).
 */
export const VISIT_TRANSACTION_OPTIONS = { maxAttempts: 60 } as const;

/** settings/queue, or DEFAULT_QUEUE_SETTINGS when missing (or unreadable, loudly). */
export async function loadQueueSettings(): Promise<QueueSettings> {
  const snapshot = await db.doc(QUEUE_SETTINGS_PATH).get();
  if (!snapshot.exists) return DEFAULT_QUEUE_SETTINGS;
  const parsed = queueSettingsSchema.safeParse(snapshot.data());
  if (parsed.success) return parsed.data;
  logger.error('settings/queue is invalid; using the defaults', {
    issue: parsed.error.issues[0]?.message,
  });
  return DEFAULT_QUEUE_SETTINGS;
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
  const name: unknown = snapshot.get('name');
  return { id: serviceId, name: typeof name === 'string' && name ? name : serviceId };
}
