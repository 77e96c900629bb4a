import { millisOfStored } from '@centre/domain/dashboard';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';

/**
 * How the rollups (the dashboard's stats/*, the reports' reportDays/*) count each trigger event
 * once: the event leaves a marker under the rollup (events/{eventId}, with an expiresAt for a TTL
 * policy) in the same transaction as the counters, so a retried event finds it; an event from
 * before the rollup's last rebuild (rebuiltAt) is skipped, the rebuild read its result already.
 * Free of ../admin, as the rollups are: the seed and the emulator tests pass their own Firestore.
 */

export interface RollupEvent {
  id: string;
  /** The event's time (RFC 3339), when the write happened. */
  time: string;
}

/** Whether `event` is in the rollup already: its marker is there, or a rebuild came after it. */
export function countedAlready(
  rollup: DocumentSnapshot,
  marker: DocumentSnapshot,
  event: RollupEvent,
): boolean {
  if (marker.exists) return true;
  const rebuiltAt = millisOfStored(rollup.get('rebuiltAt'));
  return rebuiltAt !== null && Date.parse(event.time) < rebuiltAt;
}

/**
 * Writes the rollup's new `fields` (its counters), keeping its rebuiltAt, and the event's marker,
 * kept `ttlDays`. The whole document: a merge would keep the counters that reached zero.
 */
export function writeRollup(
  transaction: Transaction,
  rollup: DocumentSnapshot,
  fields: Record<string, unknown>,
  marker: DocumentReference,
  ttlDays: number,
): void {
  transaction.set(rollup.ref, {
    ...fields,
    rebuiltAt: rollup.get('rebuiltAt') ?? null,
    updatedAt: FieldValue.serverTimestamp(),
  });
  transaction.set(marker, {
    at: FieldValue.serverTimestamp(),
    expiresAt: Timestamp.fromMillis(Date.now() + ttlDays * 86_400_000),
  });
}
