import {
  APPOINTMENT_TRANSITIONS,
  BOOKING_EXTRA_MESSAGES,
  setAppointmentStatusInput,
  type AppointmentStatusAnswer,
} from '@centre/domain/bookings';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import { onCall } from '../https/on-call';
import { db } from '../admin';
import { parseInput } from '../users/parse-input';
import { requirePermission } from '../users/require-permission';
import { appointmentState } from './appointment-state';
import { TRANSACTION_OPTIONS, holdRef } from './holds';
import { addHistory } from './history';
import { releasePlace } from './places';

/**
 * Staff (manage_appointments, from the token's claims) move an appointment along
 * APPOINTMENT_TRANSITIONS at any time (no cut-off). Only a cancellation frees the place: a
 * no-show's time has passed, so there is nothing left to free. The transaction re-reads the
 * status: asking for the status it already has changes nothing (a retried call), any other move
 * outside the table is refused.
 */
export const setAppointmentStatus = onCall(async (request): Promise<AppointmentStatusAnswer> => {
  const caller = await requirePermission(request, 'manage_appointments');
  const { appointmentId, status, note } = parseInput(setAppointmentStatusInput, request.data);
  const appointmentRef = db.doc(`appointments/${appointmentId}`);
  const author = await db.doc(`users/${caller.uid}`).get();
  const displayName: unknown = author.get('displayName');

  const changed = await db.runTransaction(async (transaction) => {
    const current = appointmentState(await transaction.get(appointmentRef));
    if (current.status === status) return false;
    if (!APPOINTMENT_TRANSITIONS[current.status]?.includes(status)) {
      throw new HttpsError('failed-precondition', BOOKING_EXTRA_MESSAGES.statusChangeNotAllowed);
    }
    if (status === 'cancelled') {
      const slot = await transaction.get(db.doc(`slots/${current.slotId}`));
      releasePlace(transaction, slot, holdRef(current.slotId, current.email));
    }
    transaction.update(appointmentRef, {
      status,
      updatedAt: FieldValue.serverTimestamp(),
      ...(status === 'cancelled' ? { cancelledAt: FieldValue.serverTimestamp() } : {}),
    });
    addHistory(transaction, appointmentId, {
      from: current.status,
      to: status,
      by: caller.uid,
      byName: typeof displayName === 'string' ? displayName : null,
      note: note || null,
    });
    return true;
  }, TRANSACTION_OPTIONS);

  if (changed) logger.info('appointment status changed', { appointmentId, status, by: caller.uid });
  return { appointmentId, status };
});
