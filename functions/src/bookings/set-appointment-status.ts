import {
  APPOINTMENT_TRANSITIONS,
  BOOKING_EXTRA_MESSAGES,
  BOOKING_MESSAGES,
  setAppointmentStatusInput,
  type AppointmentStatus,
  type AppointmentStatusAnswer,
} from '@centre/domain/bookings';
import { COLLECTIONS } from '@centre/domain/collections';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { db } from '../admin';
import { permittedCallable } from '../shared/permitted-callable';
import { transitionWithHistory } from '../shared/transition-with-history';
import { appointmentState } from './appointment-state';
import { TRANSACTION_OPTIONS, holdRef } from './holds';
import { releasePlace } from './places';

/**
 * Staff (manage_appointments, from the token's claims) move an appointment along
 * APPOINTMENT_TRANSITIONS at any time (no cut-off), through transitionWithHistory (one
 * transaction, history with the server's actor). Only a cancellation frees the place: a
 * no-show's time has passed, so there is nothing left to free. Asking for the status it already
 * has changes nothing (a retried call); any other move outside the table is `failed-precondition`.
 */
export const setAppointmentStatus = permittedCallable(
  'manage_appointments',
  setAppointmentStatusInput,
  async (caller, { appointmentId, status, note }): Promise<AppointmentStatusAnswer> => {
    const { changed } = await transitionWithHistory<
      ReturnType<typeof appointmentState>,
      AppointmentStatus,
      null
    >({
      ref: db.collection(COLLECTIONS.appointments).doc(appointmentId),
      parse: appointmentState,
      transitions: APPOINTMENT_TRANSITIONS,
      actorUid: caller.uid,
      messages: {
        notFound: BOOKING_MESSAGES.appointmentNotFound,
        notAllowed: BOOKING_EXTRA_MESSAGES.statusChangeNotAllowed,
        stale: BOOKING_EXTRA_MESSAGES.statusChangeNotAllowed,
      },
      transactionOptions: TRANSACTION_OPTIONS,
      plan: async (current, _actor, transaction) => {
        if (current.status === status) return null;
        if (!APPOINTMENT_TRANSITIONS[current.status].includes(status)) {
          // Refused by transitionWithHistory before anything is written.
          return { status, history: [], result: null };
        }
        if (status === 'cancelled') {
          const slot = await transaction.get(db.collection(COLLECTIONS.slots).doc(current.slotId));
          releasePlace(transaction, slot, holdRef(current.slotId, current.email));
        }
        return {
          status,
          fields: status === 'cancelled' ? { cancelledAt: FieldValue.serverTimestamp() } : {},
          history: [{ from: current.status, to: status, note: note || null }],
          result: null,
        };
      },
    });

    if (changed)
      logger.info('appointment status changed', { appointmentId, status, by: caller.uid });
    return { appointmentId, status };
  },
);
