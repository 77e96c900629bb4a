import { COLLECTIONS } from '@centre/domain/collections';
import {
  BOOKING_EXTRA_MESSAGES,
  cancelExamBookingInput,
  type ExamBookingCancelled,
} from '@centre/domain/bookings';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import { onCall } from '../https/on-call';
import { db } from '../admin';
import { clientIp } from '../security/rate-limit';
import { parseInput } from '../shared/parse-input';
import { findRegistration } from './find-registration';
import { TRANSACTION_OPTIONS } from './holds';

/**
 * Cancels an exam booking (public, identified like bookExamSeat) and frees its seat. The booking's
 * status is re-read in the transaction: a repeated call finds it cancelled and changes nothing.
 * Attended and no-show bookings are records of the exam and cannot be cancelled.
 */
export const cancelExamBooking = onCall(async (request): Promise<ExamBookingCancelled> => {
  const input = parseInput(cancelExamBookingInput, request.data);
  const registration = await findRegistration(
    input.reference,
    input.dateOfBirth,
    clientIp(request.rawRequest),
  );
  const bookingRef = db.doc(`${COLLECTIONS.examBookings}/${input.bookingId}`);
  const candidateRef = db.doc(`${COLLECTIONS.examCandidates}/${registration.applicationId}`);

  const changed = await db.runTransaction(async (transaction) => {
    const booking = await transaction.get(bookingRef);
    if (!booking.exists || booking.get('registrationId') !== registration.applicationId) {
      throw new HttpsError('not-found', BOOKING_EXTRA_MESSAGES.examBookingNotFound);
    }
    const status: unknown = booking.get('status');
    if (status === 'cancelled') return false;
    if (status !== 'booked') {
      throw new HttpsError('failed-precondition', BOOKING_EXTRA_MESSAGES.examBookingNotChangeable);
    }
    const sessionRef = db.doc(`${COLLECTIONS.examSessions}/${String(booking.get('sessionId'))}`);
    const [session, candidate] = await Promise.all([
      transaction.get(sessionRef),
      transaction.get(candidateRef),
    ]);
    const booked: unknown = session.get('booked');
    if (session.exists && typeof booked === 'number' && booked > 0) {
      transaction.update(sessionRef, { booked: booked - 1 });
    }
    if (candidate.get('activeBookingId') === bookingRef.id) {
      transaction.set(candidateRef, {
        activeBookingId: null,
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    transaction.update(bookingRef, {
      status: 'cancelled',
      cancelledAt: FieldValue.serverTimestamp(),
    });
    return true;
  }, TRANSACTION_OPTIONS);

  if (changed) logger.info('exam booking cancelled', { bookingId: bookingRef.id });
  return { bookingId: bookingRef.id, status: 'cancelled' };
});
