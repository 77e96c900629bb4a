import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import type { AppointmentHistoryEntry, AppointmentStatus } from '@centre/domain/bookings';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { db } from '../admin';

/** Appends appointments/{id}/history/{auto id} in the transaction that made the change. */
export function addHistory(
  transaction: Transaction,
  appointmentId: string,
  entry: {
    from: AppointmentStatus | null;
    to: AppointmentStatus;
    by: string;
    byName: string | null;
    note: string | null;
  },
): void {
  const ref = db
    .collection(`${COLLECTIONS.appointments}/${appointmentId}/${SUBCOLLECTIONS.history}`)
    .doc();
  const record: AppointmentHistoryEntry = { ...entry, at: FieldValue.serverTimestamp() };
  transaction.create(ref, record);
}
