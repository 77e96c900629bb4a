import {
  BOOKING_EXTRA_MESSAGES,
  BOOKING_MESSAGES,
  heldExamSeatSchema,
  type HeldExamSeat,
} from '@centre/domain/bookings';
import { RATE_LIMIT_MESSAGE_LIST } from '@centre/domain/rate-limits';
import { describeError } from '../../../lib/error-description';
import { errorCode } from '../../../lib/error-code';
import { BOOKING_ERRORS } from '../../../lib/error-messages';

/** The seat form's own failures (English; shown through seatErrorMessage, translated). */
export const SEAT_MESSAGES = {
  failed: BOOKING_ERRORS.seatFailed,
  invalid: BOOKING_ERRORS.seatInvalid,
} as const;

/** Refusals whose own words say more than their code: shown as the server wrote them. */
const SHOWN_AS_WRITTEN: readonly string[] = [
  // A session deleted since the list loaded is also not-found: say which thing is missing.
  BOOKING_EXTRA_MESSAGES.sessionNotFound,
  // Not yet approved is a failed-precondition, like a closed session.
  BOOKING_EXTRA_MESSAGES.registrationNotApproved,
  // Too many date-of-birth attempts or bookings are resource-exhausted, like a full session.
  ...RATE_LIMIT_MESSAGE_LIST,
];

/** A failed bookExamSeat call in words, in the current language. */
export function seatErrorMessage(error: unknown): string {
  return describeError(error, {
    shownAsWritten: SHOWN_AS_WRITTEN,
    byCode: {
      'not-found': BOOKING_MESSAGES.registrationNotFound,
      'resource-exhausted': BOOKING_MESSAGES.sessionFull,
      'already-exists': BOOKING_MESSAGES.alreadyHasSeat,
      'failed-precondition': BOOKING_MESSAGES.sessionClosed,
      'invalid-argument': SEAT_MESSAGES.invalid,
    },
    fallback: SEAT_MESSAGES.failed,
  });
}

/**
 * The seat a registration already holds, from bookExamSeat's `already-exists` refusal (its
 * details: when and where); null for any other failure, or a refusal without them.
 */
export function heldSeatOf(error: unknown): HeldExamSeat | null {
  if (errorCode(error) !== 'already-exists') return null;
  const details: unknown = (error as { details?: unknown }).details;
  const held = heldExamSeatSchema.safeParse(details);
  return held.success ? held.data : null;
}
