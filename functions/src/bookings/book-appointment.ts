import {
  PUBLIC_ACTOR,
  bookAppointmentInput,
  type AppointmentBooked,
} from '@centre/domain/bookings';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onCall } from '../https/on-call';
import { db } from '../admin';
import { parseInput } from '../users/parse-input';
import { drawFreeAppointmentReference } from './appointment-reference';
import { TRANSACTION_OPTIONS } from './holds';
import { addHistory } from './history';
import { readPlace, takePlace } from './places';
import { loadBookableService, loadBookingSettings } from './settings';
import { requireBookableSlot } from './slot-rules';

/**
 * Books an appointment (public, no sign-in). Everything that can be checked without the counter
 * is checked first (input, service, opening hours, window); then ONE transaction reads the slot
 * and this person's hold, refuses a full slot or a second booking of the same slot, and writes
 * the counter, the hold, the appointment, its reference reservation and its first history entry.
 */
export const bookAppointment = onCall((request) => bookAppointmentFor(request.data));

/**
 * The callable's whole work, callable without the HTTP layer: the rush test runs 50 of these at
 * once in one process against the Firestore emulator, which the Functions emulator (one worker
 * process per concurrent request) cannot do on a 2-core machine.
 */
export async function bookAppointmentFor(data: unknown): Promise<AppointmentBooked> {
  const input = parseInput(bookAppointmentInput, data);
  const [settings, service] = await Promise.all([
    loadBookingSettings(),
    loadBookableService(input.serviceId),
  ]);
  const time = requireBookableSlot(
    settings,
    service.durationMinutes,
    input.date,
    input.start,
    new Date(),
  );
  const appointmentRef = db.collection('appointments').doc();

  const reference = await db.runTransaction(async (transaction) => {
    const place = await readPlace(transaction, service.id, input.date, time, input.email);
    const code = await drawFreeAppointmentReference(transaction);
    takePlace(transaction, place, settings, appointmentRef.id);
    transaction.create(db.doc(`appointmentReferences/${code}`), {
      appointmentId: appointmentRef.id,
      createdAt: FieldValue.serverTimestamp(),
    });
    transaction.create(appointmentRef, {
      reference: code,
      serviceId: service.id,
      serviceName: service.name,
      date: input.date,
      start: time.start,
      end: time.end,
      slotId: place.id,
      name: input.name,
      email: input.email,
      phone: input.phone,
      language: input.language,
      notes: input.notes,
      status: 'booked',
      visitId: null,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    addHistory(transaction, appointmentRef.id, {
      from: null,
      to: 'booked',
      by: PUBLIC_ACTOR,
      byName: null,
      note: null,
    });
    return code;
  }, TRANSACTION_OPTIONS);

  logger.info('appointment booked', { appointmentId: appointmentRef.id, reference });
  return { appointmentId: appointmentRef.id, reference };
}
