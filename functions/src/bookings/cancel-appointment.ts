import { COLLECTIONS } from '@centre/domain/collections';
import {
  PUBLIC_ACTOR,
  cancelAppointmentInput,
  type AppointmentStatusAnswer,
} from '@centre/domain/bookings';
import { FieldValue } from 'firebase-admin/firestore';
import { onCall } from '../https/on-call';
import { db } from '../admin';
import { parseInput } from '../shared/parse-input';
import { appointmentState } from './appointment-state';
import { TRANSACTION_OPTIONS, holdRef } from './holds';
import { addHistory } from './history';
import { releasePlace } from './places';
import { loadBookingSettings } from './settings';
import { requireChangeable } from './slot-rules';

/**
 * Cancels an appointment (public, up to 24 h before it starts) and frees its place. The status is
 * checked inside the transaction, so a repeated call finds it cancelled and changes nothing.
 */
export const cancelAppointment = onCall(async (request): Promise<AppointmentStatusAnswer> => {
  const { appointmentId } = parseInput(cancelAppointmentInput, request.data);
  const appointmentRef = db.doc(`${COLLECTIONS.appointments}/${appointmentId}`);
  const settings = await loadBookingSettings();
  const now = new Date();

  await db.runTransaction(async (transaction) => {
    const current = appointmentState(await transaction.get(appointmentRef));
    if (current.status === 'cancelled') return;
    requireChangeable(settings, current, now);
    const slot = await transaction.get(db.doc(`${COLLECTIONS.slots}/${current.slotId}`));
    releasePlace(transaction, slot, holdRef(current.slotId, current.email));
    transaction.update(appointmentRef, {
      status: 'cancelled',
      cancelledAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    addHistory(transaction, appointmentId, {
      from: current.status,
      to: 'cancelled',
      by: PUBLIC_ACTOR,
      byName: null,
      note: null,
    });
  }, TRANSACTION_OPTIONS);
  return { appointmentId, status: 'cancelled' };
});
