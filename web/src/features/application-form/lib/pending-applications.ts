import type { PublicApplication } from '@centre/domain/applications';
import { openApplicationFormDb, type PendingApplication } from './application-form-db';

/**
 * The local queue of applications that the database has not confirmed yet (IndexedDB store
 * 'pendingApplications', keyed by clientRequestId). An item leaves the queue only after a
 * confirmed write.
 */

type Listener = () => void;
const listeners = new Set<Listener>();

/** Called after every change to the queue (banner counts, "saved on this device" panels). */
export function subscribeToPendingApplications(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function notify() {
  listeners.forEach((listener) => listener());
}

export async function putPendingApplication(
  payload: PublicApplication,
  { attempts = 0, lastErrorCode = null }: { attempts?: number; lastErrorCode?: string | null } = {},
): Promise<PendingApplication> {
  const item: PendingApplication = {
    clientRequestId: payload.clientRequestId,
    payload: { ...payload, source: 'offline_sync' },
    savedAt: Date.now(),
    attempts,
    lastErrorCode,
  };
  const db = await openApplicationFormDb();
  const existing = await db.get('pendingApplications', item.clientRequestId);
  // Saving again must not forget that an earlier write may already have reached the database.
  if (existing) {
    item.savedAt = existing.savedAt;
    item.attempts = Math.max(existing.attempts, attempts);
  }
  await db.put('pendingApplications', item);
  notify();
  return item;
}

export async function getPendingApplication(
  clientRequestId: string,
): Promise<PendingApplication | undefined> {
  const db = await openApplicationFormDb();
  return db.get('pendingApplications', clientRequestId);
}

/** Oldest first, so applications arrive in the order they were made. */
export async function listPendingApplications(): Promise<PendingApplication[]> {
  const db = await openApplicationFormDb();
  const items = await db.getAll('pendingApplications');
  return items.sort((a, b) => a.savedAt - b.savedAt);
}

export async function countPendingApplications(): Promise<number> {
  const db = await openApplicationFormDb();
  return db.count('pendingApplications');
}

export async function removePendingApplication(clientRequestId: string): Promise<void> {
  const db = await openApplicationFormDb();
  await db.delete('pendingApplications', clientRequestId);
  notify();
}

/** Records one more write that may reach the database; done before the write itself. */
export async function recordAttempt(
  item: PendingApplication,
  attempts: number,
  lastErrorCode: string | null,
): Promise<PendingApplication> {
  const next = { ...item, attempts, lastErrorCode };
  const db = await openApplicationFormDb();
  // The item may have been delivered meanwhile (another sync): do not bring it back.
  const tx = db.transaction('pendingApplications', 'readwrite');
  if (await tx.store.get(item.clientRequestId)) await tx.store.put(next);
  await tx.done;
  return next;
}

/**
 * The outcome of a failed write for a queued item. A public application can only be created; a
 * write to an id that already exists is an update, which the rules deny. So permission-denied
 * means "already delivered", but only for an item whose earlier write may have reached the
 * database; for a first attempt it is a real refusal and the item stays queued.
 */
export function isDeliveredDespiteError(previousAttempts: number, code: string | null): boolean {
  return code === 'permission-denied' && previousAttempts > 0;
}

/** Whether a write that failed with this code may still have created the document. */
export function mayHaveReachedDatabase(code: string | null): boolean {
  return code !== 'permission-denied' && code !== 'invalid-argument';
}
