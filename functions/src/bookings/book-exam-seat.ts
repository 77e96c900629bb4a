import {
  BOOKING_EXTRA_MESSAGES,
  BOOKING_MESSAGES,
  bookExamSeatInput,
  slotInstant,
  type ExamBooking,
  type ExamSeatBooked,
} from '@centre/domain/bookings';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import { onCall } from '../https/on-call';
import { db } from '../admin';
import { parseInput } from '../users/parse-input';
import { findRegistration } from './find-registration';
import { TRANSACTION_OPTIONS } from './holds';
import { loadBookingSettings } from './settings';

/**
 * Books an HCA exam seat (public: the registration's reference and date of birth identify the
 * candidate). ONE transaction reads the session (the only seat counter) and the candidate's
 * examCandidates document (the one-active-booking guard), then counts the seat, writes the
 * booking and points the candidate at it.
 */
export const bookExamSeat = onCall((request) => bookExamSeatFor(request.data));

/** The callable's whole work without the HTTP layer (see bookAppointmentFor for why). */
export async function bookExamSeatFor(data: unknown): Promise<ExamSeatBooked> {
  const input = parseInput(bookExamSeatInput, data);
  const [registration, settings] = await Promise.all([
    findRegistration(input.reference, input.dateOfBirth),
    loadBookingSettings(),
  ]);
  const sessionRef = db.doc(`examSessions/${input.sessionId}`);
  const candidateRef = db.doc(`examCandidates/${registration.applicationId}`);
  const bookingRef = db.collection('examBookings').doc();
  const now = Date.now();

  await db.runTransaction(async (transaction) => {
    const [session, candidate] = await Promise.all([
      transaction.get(sessionRef),
      transaction.get(candidateRef),
    ]);
    if (!session.exists) throw new HttpsError('not-found', BOOKING_EXTRA_MESSAGES.sessionNotFound);
    const date = String(session.get('date'));
    const startTime = String(session.get('startTime'));
    // A session that has started is closed for booking even if nobody closed it yet.
    if (
      session.get('status') !== 'open' ||
      slotInstant(settings, date, startTime).getTime() <= now
    ) {
      throw new HttpsError('failed-precondition', BOOKING_MESSAGES.sessionClosed);
    }
    if (candidate.get('activeBookingId')) {
      throw new HttpsError('already-exists', BOOKING_MESSAGES.alreadyHasSeat);
    }
    const booked = Number(session.get('booked') ?? 0);
    const capacity = Number(session.get('capacity') ?? 0);
    if (booked >= capacity)
      throw new HttpsError('resource-exhausted', BOOKING_MESSAGES.sessionFull);

    const booking: ExamBooking = {
      registrationId: registration.applicationId,
      reference: registration.reference,
      candidateName: registration.candidateName,
      sessionId: sessionRef.id,
      status: 'booked',
      createdAt: FieldValue.serverTimestamp(),
    };
    transaction.create(bookingRef, booking);
    transaction.update(sessionRef, { booked: booked + 1 });
    transaction.set(candidateRef, {
      activeBookingId: bookingRef.id,
      updatedAt: FieldValue.serverTimestamp(),
    });
  }, TRANSACTION_OPTIONS);

  logger.info('exam seat booked', { bookingId: bookingRef.id, sessionId: sessionRef.id });
  return { bookingId: bookingRef.id };
}
