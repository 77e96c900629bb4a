import { COLLECTIONS } from '@centre/domain/collections';
import { db } from '../admin';
import { loadBookingSettings } from '../bookings/settings';
import { examSeatBookedMail, languageOf, type Fields } from './decisions';
import type { MailToQueue } from './enqueue';
import { mailProducer } from './mail-producer';
import { applicantName } from './producer-data';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * An exam booking's candidate and session as its mails print them: the registration (the HCA
 * application the booking names) gives the address, name and language; examSessions/{id} the
 * date, start and place. Null when either is gone.
 */
export async function examSeatFacts(booking: NonNullable<Fields>) {
  const [registration, session, settings] = await Promise.all([
    db.doc(`${COLLECTIONS.applications}/${text(booking.registrationId) || '-'}`).get(),
    db.doc(`${COLLECTIONS.examSessions}/${text(booking.sessionId) || '-'}`).get(),
    loadBookingSettings(),
  ]);
  if (!registration.exists || !session.exists) return null;
  const applicant = (registration.get('applicant') ?? {}) as Record<string, unknown>;
  return {
    to: text(applicant.email),
    language: languageOf(applicant.language),
    data: {
      name: applicantName(applicant) || text(booking.candidateName),
      reference: text(booking.reference) || text(registration.get('reference')),
      date: text(session.get('date')),
      start: text(session.get('startTime')),
      timezone: settings.timezone,
      location: text(session.get('location')),
    },
  };
}

/** The "exam seat booked" mail a new exam booking owes, if any. */
export async function examBookingMailsFor(
  bookingId: string,
  after: Fields,
): Promise<MailToQueue[]> {
  const id = examSeatBookedMail(bookingId, after);
  if (!id || !after) return [];
  const facts = await examSeatFacts(after);
  if (!facts) return [];
  return [
    {
      id,
      to: facts.to,
      ref: { collection: COLLECTIONS.examBookings, id: bookingId },
      render: { template: 'exam_seat_booked', language: facts.language, data: facts.data },
    },
  ];
}

/**
 * examBookings/{id}: the candidate's seat confirmation (session date, time and place), to the
 * address and in the language of their HCA registration.
 */
export const onExamBookingMail = mailProducer(
  'created',
  COLLECTIONS.examBookings,
  'bookingId',
  ({ id, after }) => examBookingMailsFor(id, after),
);
