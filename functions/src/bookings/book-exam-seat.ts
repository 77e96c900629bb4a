import { COLLECTIONS } from '@centre/domain/collections';
import {
  BOOKING_EXTRA_MESSAGES,
  BOOKING_MESSAGES,
  bookExamSeatInput,
  canBookExamSeat,
  slotInstant,
  heldExamSeatSchema,
  type ExamBooking,
  type ExamSeatBooked,
  type HeldExamSeat,
} from '@centre/domain/bookings';
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../admin';
import { readBookingAllowance } from '../security/rate-limit';
import { parseInput } from '../shared/parse-input';
import { publicCallable } from '../shared/public-callable';
import { findRegistration } from './find-registration';
import { TRANSACTION_OPTIONS } from './holds';
import { loadBookingSettings } from './settings';

/**
 * Books an HCA exam seat (public: the registration's reference and date of birth identify the
 * candidate, and only a registration staff have approved may book). ONE transaction re-reads the
 * registration's status, reads the session (the only seat counter), the candidate's
 * examCandidates document (the one-active-booking guard) and the caller's per-IP booking count,
 * then counts the seat, writes the booking and points the candidate at it.
 */
export const bookExamSeat = publicCallable(bookExamSeatFor);

/** The callable's whole work without the HTTP layer (see bookAppointmentFor for why). */
export async function bookExamSeatFor(
  data: unknown,
  ip: string | null = null,
): Promise<ExamSeatBooked> {
  const input = parseInput(bookExamSeatInput, data);
  const [registration, settings] = await Promise.all([
    findRegistration(input.reference, input.dateOfBirth, ip),
    loadBookingSettings(),
  ]);
  if (!canBookExamSeat(registration.status)) {
    throw new HttpsError('failed-precondition', BOOKING_EXTRA_MESSAGES.registrationNotApproved);
  }
  const applicationRef = db.doc(`${COLLECTIONS.applications}/${registration.applicationId}`);
  const sessionRef = db.doc(`${COLLECTIONS.examSessions}/${input.sessionId}`);
  const candidateRef = db.doc(`${COLLECTIONS.examCandidates}/${registration.applicationId}`);
  const bookingRef = db.collection(COLLECTIONS.examBookings).doc();
  const now = Date.now();

  await db.runTransaction(async (transaction) => {
    const [session, candidate, application, allowance] = await Promise.all([
      transaction.get(sessionRef),
      transaction.get(candidateRef),
      transaction.get(applicationRef),
      readBookingAllowance(transaction, ip, now),
    ]);
    // Staff may have withdrawn the approval since the lookup.
    if (!canBookExamSeat(String(application.get('status')))) {
      throw new HttpsError('failed-precondition', BOOKING_EXTRA_MESSAGES.registrationNotApproved);
    }
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
    const activeBookingId: unknown = candidate.get('activeBookingId');
    if (activeBookingId) {
      const held = await readHeldSeat(transaction, String(activeBookingId));
      throw new HttpsError('already-exists', BOOKING_MESSAGES.alreadyHasSeat, held ?? undefined);
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
    allowance.commit();
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

/**
 * When and where the seat `bookingId` is (its session's date, start and location), read in the
 * refusing transaction (nothing is written after it); null when the booking or its session cannot
 * be read, and the refusal then says only that a seat is booked.
 */
async function readHeldSeat(
  transaction: Transaction,
  bookingId: string,
): Promise<HeldExamSeat | null> {
  const booking = await transaction.get(db.doc(`${COLLECTIONS.examBookings}/${bookingId}`));
  const sessionId: unknown = booking.get('sessionId');
  if (typeof sessionId !== 'string' || !sessionId || sessionId.includes('/')) return null;
  const session = await transaction.get(db.doc(`${COLLECTIONS.examSessions}/${sessionId}`));
  const held = heldExamSeatSchema.safeParse(session.data());
  return held.success ? held.data : null;
}
