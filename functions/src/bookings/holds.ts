import { COLLECTIONS } from '@centre/domain/collections';
import { createHash } from 'node:crypto';
import { phoneDigits } from '@centre/domain/bookings';
import { db } from '../admin';

/** An email as a document-id key: lower-cased and hashed, so no address sits in an id. */
export function emailKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

/** A phone number as a key: its digits only, hashed (appointments' phoneKey field). */
export function phoneKey(phone: string): string {
  return createHash('sha256').update(phoneDigits(phone)).digest('hex');
}

/** appointmentHolds/{slotId}__{emailKey}: one appointment per person per slot. */
export function holdRef(slotId: string, email: string) {
  return db.doc(`${COLLECTIONS.appointmentHolds}/${slotId}__${emailKey(email)}`);
}

/**
 * Transactions on one slot collide under a rush; each collision costs an attempt, so allow many
 * more than the SDK's default of 5 before giving up (each attempt is a few reads and writes).
 */
export const TRANSACTION_OPTIONS = { maxAttempts: 40 } as const;
