import {
  ACTIVE_APPOINTMENT_STATUSES,
  PUBLIC_ACTOR,
  bookAppointmentInput,
  localDateTime,
  type AppointmentBooked,
} from '@centre/domain/bookings';
import { COLLECTIONS } from '@centre/domain/collections';
import { RATE_LIMITS, RATE_LIMIT_MESSAGES } from '@centre/domain/rate-limits';
import { FieldValue, type QuerySnapshot, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../admin';
import { readBookingAllowance } from '../security/rate-limit';
import { drawFreeReference } from '../shared/draw-free-reference';
import { parseInput } from '../shared/parse-input';
import { publicCallable } from '../shared/public-callable';
import { TRANSACTION_OPTIONS, emailKey, phoneKey } from './holds';
import { addHistory } from './history';
import { readPlace, takePlace } from './places';
import { loadBookableService, loadBookingSettings } from './settings';
import { requireBookableSlot } from './slot-rules';

/**
 * Books an appointment (public, no sign-in). Everything that can be checked without the counter
 * is checked first (input, service, opening hours, window); then ONE transaction reads the slot
 * and this person's hold, refuses a full slot or a second booking of the same slot, and writes
 * the counter, the hold, the appointment, its reference reservation and its first history entry.
 * The same transaction enforces the limits a real visitor never meets: at most
 * RATE_LIMITS.activeAppointmentsPerContact upcoming appointments per email and per phone number,
 * and RATE_LIMITS.bookingsPerIp bookings per client IP per hour.
 */
export const bookAppointment = publicCallable(bookAppointmentFor);

/** This person's upcoming appointments (by hashed email or phone) read in the transaction. */
async function readActiveAppointments(
  transaction: Transaction,
  field: 'emailKey' | 'phoneKey',
  key: string,
): Promise<QuerySnapshot> {
  return transaction.get(
    db
      .collection(COLLECTIONS.appointments)
      .where(field, '==', key)
      .where('status', 'in', [...ACTIVE_APPOINTMENT_STATUSES]),
  );
}

/**
 * The callable's whole work, callable without the HTTP layer: the rush test runs 50 of these at
 * once in one process against the Firestore emulator, which the Functions emulator (one worker
 * process per concurrent request) cannot do on a 2-core machine.
 */
export async function bookAppointmentFor(
  data: unknown,
  ip: string | null = null,
): Promise<AppointmentBooked> {
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
  const appointmentRef = db.collection(COLLECTIONS.appointments).doc();
  const keys = { emailKey: emailKey(input.email), phoneKey: phoneKey(input.phone) };

  const reference = await db.runTransaction(async (transaction) => {
    const now = Date.now();
    const today = localDateTime(settings, new Date(now)).date;
    const [place, allowance, byEmail, byPhone] = await Promise.all([
      readPlace(transaction, service.id, input.date, time, input.email),
      readBookingAllowance(transaction, ip, now),
      readActiveAppointments(transaction, 'emailKey', keys.emailKey),
      readActiveAppointments(transaction, 'phoneKey', keys.phoneKey),
    ]);
    const upcoming = new Set(
      [...byEmail.docs, ...byPhone.docs]
        .filter((appointment) => String(appointment.get('date')) >= today)
        .map((appointment) => appointment.id),
    );
    if (upcoming.size >= RATE_LIMITS.activeAppointmentsPerContact) {
      throw new HttpsError('resource-exhausted', RATE_LIMIT_MESSAGES.tooManyActiveAppointments);
    }
    const code = await drawFreeReference(transaction, 'APT', COLLECTIONS.appointmentReferences);
    takePlace(transaction, place, settings, appointmentRef.id);
    allowance.commit();
    transaction.create(db.doc(`${COLLECTIONS.appointmentReferences}/${code}`), {
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
      // Hashed keys of the person for the per-contact limit (case and spacing do not matter).
      ...keys,
      language: input.language,
      notes: input.notes,
      status: 'booked',
      visitId: null,
      rescheduleCount: 0,
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
