import { COLLECTIONS } from '@centre/domain/collections';
import {
  BOOKING_MESSAGES,
  capacityFor,
  slotDayId,
  slotDayKey,
  slotId as slotIdOf,
  type BookingSettings,
  type SlotTime,
} from '@centre/domain/bookings';
import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../admin';
import { holdRef } from './holds';

/** One slot as read inside a transaction: what is counted and where. */
export interface SlotPlace {
  id: string;
  serviceId: string;
  date: string;
  time: SlotTime;
  ref: DocumentReference;
  snapshot: DocumentSnapshot;
  hold: DocumentSnapshot;
  holdRef: DocumentReference;
}

/** Reads slots/{id} and this person's hold on it (transaction reads come before any write). */
export async function readPlace(
  transaction: Transaction,
  serviceId: string,
  date: string,
  time: SlotTime,
  email: string,
): Promise<SlotPlace> {
  const id = slotIdOf(serviceId, date, time.start);
  const ref = db.doc(`${COLLECTIONS.slots}/${id}`);
  const hold = holdRef(id, email);
  const [snapshot, holdSnapshot] = await Promise.all([transaction.get(ref), transaction.get(hold)]);
  return { id, serviceId, date, time, ref, snapshot, hold: holdSnapshot, holdRef: hold };
}

/**
 * Refuses a place this person already holds (alreadyBooked) or a full slot (slotFull); otherwise
 * counts one more on the slot (creating it with its capacity from the settings) and writes the
 * hold. The slot document is the only counter, so this runs only inside the booking transaction.
 */
export function takePlace(
  transaction: Transaction,
  place: SlotPlace,
  settings: BookingSettings,
  appointmentId: string,
): void {
  if (place.hold.exists) throw new HttpsError('already-exists', BOOKING_MESSAGES.alreadyBooked);
  const capacityField: unknown = place.snapshot.get('capacity');
  const bookedField: unknown = place.snapshot.get('booked');
  const capacity =
    typeof capacityField === 'number' ? capacityField : capacityFor(settings, place.serviceId);
  const booked = typeof bookedField === 'number' ? bookedField : 0;
  if (booked >= capacity) throw new HttpsError('resource-exhausted', BOOKING_MESSAGES.slotFull);

  if (place.snapshot.exists) {
    transaction.update(place.ref, { booked: booked + 1, updatedAt: FieldValue.serverTimestamp() });
  } else {
    transaction.create(place.ref, {
      serviceId: place.serviceId,
      date: place.date,
      start: place.time.start,
      end: place.time.end,
      capacity,
      booked: 1,
      updatedAt: FieldValue.serverTimestamp(),
    });
  }
  copyToDay(transaction, place.serviceId, place.date, place.time.start, booked + 1, capacity);
  transaction.create(place.holdRef, {
    slotId: place.id,
    appointmentId,
    createdAt: FieldValue.serverTimestamp(),
  });
}

/** Gives back one place on a slot read in this transaction and removes the hold. */
export function releasePlace(
  transaction: Transaction,
  slot: DocumentSnapshot,
  hold: DocumentReference,
): void {
  const booked: unknown = slot.get('booked');
  if (slot.exists && typeof booked === 'number' && booked > 0) {
    transaction.update(slot.ref, { booked: booked - 1, updatedAt: FieldValue.serverTimestamp() });
    const serviceId: unknown = slot.get('serviceId');
    const date: unknown = slot.get('date');
    const start: unknown = slot.get('start');
    const capacity: unknown = slot.get('capacity');
    if (typeof serviceId === 'string' && typeof date === 'string' && typeof start === 'string') {
      copyToDay(transaction, serviceId, date, start, booked - 1, capacity);
    }
  }
  transaction.delete(hold);
}

/**
 * Mirrors one slot's counter into its day document (slotDays, what availability reads). A blind
 * merge of this slot's keys only: every writer of a key has read that slot's document in its
 * transaction, so the copy is as serialised as the counter, and slots of one day never clash.
 */
function copyToDay(
  transaction: Transaction,
  serviceId: string,
  date: string,
  start: string,
  booked: number,
  capacity: unknown,
): void {
  const key = slotDayKey(start);
  transaction.set(
    db.doc(`${COLLECTIONS.slotDays}/${slotDayId(serviceId, date)}`),
    {
      serviceId,
      date,
      booked: { [key]: booked },
      ...(typeof capacity === 'number' && { capacity: { [key]: capacity } }),
      updatedAt: FieldValue.serverTimestamp(),
    },
    { merge: true },
  );
}
