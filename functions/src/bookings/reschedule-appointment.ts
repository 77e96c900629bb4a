import { COLLECTIONS } from '@centre/domain/collections';
import {
  PUBLIC_ACTOR,
  rescheduleAppointmentInput,
  type AppointmentBooked,
} from '@centre/domain/bookings';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onCall } from '../https/on-call';
import { db } from '../admin';
import { parseInput } from '../shared/parse-input';
import { appointmentState } from './appointment-state';
import { TRANSACTION_OPTIONS, holdRef } from './holds';
import { addHistory } from './history';
import { readPlace, releasePlace, takePlace } from './places';
import { loadBookableService, loadBookingSettings } from './settings';
import { requireBookableSlot, requireChangeable } from './slot-rules';

/**
 * Moves an appointment to another slot of the same service (public; the appointment id is the
 * capability). Same rules as booking for the new slot, the 24 h cut-off for the old one. ONE
 * transaction releases the old place and takes the new one, so a person never holds two places
 * and a refused move (full, already booked there) leaves the old place untouched.
 */
export const rescheduleAppointment = onCall(async (request): Promise<AppointmentBooked> => {
  const input = parseInput(rescheduleAppointmentInput, request.data);
  const appointmentRef = db.doc(`${COLLECTIONS.appointments}/${input.appointmentId}`);
  const first = appointmentState(await appointmentRef.get());
  const [settings, service] = await Promise.all([
    loadBookingSettings(),
    loadBookableService(first.serviceId),
  ]);
  const now = new Date();
  const time = requireBookableSlot(settings, service.durationMinutes, input.date, input.start, now);

  const result = await db.runTransaction(async (transaction) => {
    const current = appointmentState(await transaction.get(appointmentRef));
    requireChangeable(settings, current, now);
    // Already there (a retried call): nothing to move.
    if (current.date === input.date && current.time.start === time.start) return current.reference;

    const oldSlotRef = db.doc(`${COLLECTIONS.slots}/${current.slotId}`);
    const [oldSlot, place] = await Promise.all([
      transaction.get(oldSlotRef),
      readPlace(transaction, current.serviceId, input.date, time, current.email),
    ]);
    takePlace(transaction, place, settings, appointmentRef.id);
    releasePlace(transaction, oldSlot, holdRef(current.slotId, current.email));
    transaction.update(appointmentRef, {
      date: input.date,
      start: time.start,
      end: time.end,
      slotId: place.id,
      // Reports count the appointments rescheduled at least once.
      rescheduleCount: FieldValue.increment(1),
      updatedAt: FieldValue.serverTimestamp(),
    });
    addHistory(transaction, appointmentRef.id, {
      from: current.status,
      to: current.status,
      by: PUBLIC_ACTOR,
      byName: null,
      note: `Rescheduled from ${current.date} ${current.time.start} to ${input.date} ${time.start}`,
    });
    return current.reference;
  }, TRANSACTION_OPTIONS);

  logger.info('appointment rescheduled', { appointmentId: appointmentRef.id, slot: input.date });
  return { appointmentId: appointmentRef.id, reference: result };
});
