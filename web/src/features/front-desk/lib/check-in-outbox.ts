import type { CheckInVisitorInput } from '@centre/domain/visits';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { changeListeners } from '../../../lib/change-listeners';

/**
 * The front desk's outbox: check-ins the server has not confirmed because the network or the
 * server was down, kept in IndexedDB until they are sent (nothing the receptionist typed is
 * lost). Keyed by requestId, the visit's id: a resend is idempotent on the server.
 */

export const FRONT_DESK_DB_NAME = 'centre-front-desk';
const DB_VERSION = 1;

export interface PendingCheckIn {
  requestId: string;
  input: CheckInVisitorInput & { requestId: string };
  /**
   * What the desk shows while it waits: the visitor's name and the service's, as records keep it
   * (the catalogue's English name; shown in the page's language when the service is known).
   */
  visitorName: string;
  serviceName: string;
  /** The service's id (an appointment's check-in has none in `input`); absent in older items. */
  serviceId?: string;
  savedAt: number;
  attempts: number;
  /** The last failure's code; a refusal (not a network failure) waits for the receptionist. */
  lastErrorCode: string | null;
  /** The server's words for a refusal, shown beside the item. */
  lastError: string | null;
}

interface FrontDeskDb extends DBSchema {
  pendingCheckIns: { key: string; value: PendingCheckIn };
}

let opening: Promise<IDBPDatabase<FrontDeskDb>> | null = null;

function openFrontDeskDb() {
  opening ??= openDB<FrontDeskDb>(FRONT_DESK_DB_NAME, DB_VERSION, {
    upgrade(db) {
      db.createObjectStore('pendingCheckIns', { keyPath: 'requestId' });
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

const changes = changeListeners();
const notify = changes.notify;

/** Called after every change (the "saved on this device" count). */
export const subscribeToOutbox = changes.subscribe;

export async function keepCheckIn(
  item: Omit<PendingCheckIn, 'savedAt' | 'attempts' | 'lastErrorCode' | 'lastError'> &
    Partial<Pick<PendingCheckIn, 'lastErrorCode'>>,
): Promise<void> {
  const db = await openFrontDeskDb();
  const existing = await db.get('pendingCheckIns', item.requestId);
  await db.put('pendingCheckIns', {
    ...item,
    savedAt: existing?.savedAt ?? Date.now(),
    attempts: (existing?.attempts ?? 0) + 1,
    lastErrorCode: item.lastErrorCode ?? null,
    lastError: null,
  });
  notify();
}

export async function recordFailure(
  requestId: string,
  lastErrorCode: string | null,
  lastError: string | null,
): Promise<void> {
  const db = await openFrontDeskDb();
  const existing = await db.get('pendingCheckIns', requestId);
  if (!existing) return;
  await db.put('pendingCheckIns', {
    ...existing,
    attempts: existing.attempts + 1,
    lastErrorCode,
    lastError,
  });
  notify();
}

/** Oldest first: visitors get their tickets in the order they arrived. */
export async function listPendingCheckIns(): Promise<PendingCheckIn[]> {
  const db = await openFrontDeskDb();
  return (await db.getAll('pendingCheckIns')).sort((a, b) => a.savedAt - b.savedAt);
}

export async function removePendingCheckIn(requestId: string): Promise<void> {
  const db = await openFrontDeskDb();
  await db.delete('pendingCheckIns', requestId);
  notify();
}
