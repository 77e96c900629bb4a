import { Timestamp } from 'firebase-admin/firestore';

/** A Firestore timestamp as an ISO string for a callable's answer (null when absent). */
export function isoOrNull(value: unknown): string | null {
  return value instanceof Timestamp ? value.toDate().toISOString() : null;
}
