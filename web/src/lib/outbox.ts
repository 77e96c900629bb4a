import { isChunkLoadError } from './chunk-load';
import { errorCode } from './error-code';

/**
 * An outbox kept on the device (localStorage): a public form's requests that could not be sent
 * for want of a connection wait here, each under the id the server deduplicates on (the
 * request's clientRequestId), and are sent again later (flushOutbox) until the server answers.
 * A retry of a request the server already has answers with the first answer, so sending twice is
 * harmless; flushOutbox still never sends one entry twice at the same time.
 */

export interface OutboxEntry<T> {
  /** The request's idempotency key (its clientRequestId). */
  id: string;
  payload: T;
  /** When it was kept (ms since the epoch). */
  savedAt: number;
}

export interface Outbox<T> {
  /** The entries whose payload is still well formed, oldest first. */
  list(): OutboxEntry<T>[];
  put(id: string, payload: T): void;
  remove(id: string): void;
}

function readEntries(key: string): unknown[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? (parsed as unknown[]) : [];
  } catch {
    return [];
  }
}

function writeEntries(key: string, entries: readonly OutboxEntry<unknown>[]): void {
  try {
    if (entries.length === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(entries));
  } catch {
    // Storage full or blocked (private mode): the request cannot wait on this device.
  }
}

/** The outbox stored under `key`; `isPayload` drops what an older version or a hand left there. */
export function createOutbox<T>(key: string, isPayload: (value: unknown) => value is T): Outbox<T> {
  const list = (): OutboxEntry<T>[] =>
    readEntries(key).filter((entry): entry is OutboxEntry<T> => {
      if (typeof entry !== 'object' || entry === null) return false;
      const { id, payload, savedAt } = entry as Partial<OutboxEntry<unknown>>;
      return typeof id === 'string' && typeof savedAt === 'number' && isPayload(payload);
    });
  return {
    list,
    put(id, payload) {
      const others = list().filter((entry) => entry.id !== id);
      writeEntries(key, [...others, { id, payload, savedAt: Date.now() }]);
    },
    remove(id) {
      writeEntries(
        key,
        list().filter((entry) => entry.id !== id),
      );
    },
  };
}

/**
 * Whether a failed send may succeed later as it is: no connection (the browser says so, or the
 * callable's fetch failed: the Functions SDK reports that as `internal` with the message
 * 'internal'), the server unavailable or too slow, or the code that sends it not downloaded.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  if (isChunkLoadError(error)) return true;
  if (error instanceof TypeError && /fetch|network/i.test(error.message)) return true;
  const code = errorCode(error);
  if (code === 'unavailable' || code === 'deadline-exceeded') return true;
  if (code === 'network-request-failed') return true;
  return code === 'internal' && (error as { message?: unknown }).message === 'internal';
}

export interface FlushHandlers<T, R> {
  send(payload: T, id: string): Promise<R>;
  /** Sent: the entry has left the outbox. */
  onSent?(entry: OutboxEntry<T>, result: R): void;
  /** Refused for a reason other than the connection: the entry has left the outbox. */
  onRefused?(entry: OutboxEntry<T>, error: unknown): void;
}

/** Ids being sent now, per outbox: a second flush (page load and `online` at once) skips them. */
const inFlight = new WeakMap<Outbox<unknown>, Set<string>>();

/**
 * Sends every waiting entry once, oldest first. A connection failure stops the round (the rest
 * stay for the next one); any other answer takes the entry out. Resolves with how many remain.
 */
export async function flushOutbox<T, R>(
  outbox: Outbox<T>,
  { send, onSent, onRefused }: FlushHandlers<T, R>,
): Promise<number> {
  let sending = inFlight.get(outbox as Outbox<unknown>);
  if (!sending) {
    sending = new Set();
    inFlight.set(outbox as Outbox<unknown>, sending);
  }
  for (const entry of outbox.list()) {
    if (sending.has(entry.id)) continue;
    sending.add(entry.id);
    try {
      const result = await send(entry.payload, entry.id);
      outbox.remove(entry.id);
      onSent?.(entry, result);
    } catch (error) {
      if (isConnectionFailure(error)) break;
      outbox.remove(entry.id);
      onRefused?.(entry, error);
    } finally {
      sending.delete(entry.id);
    }
  }
  return outbox.list().length;
}
