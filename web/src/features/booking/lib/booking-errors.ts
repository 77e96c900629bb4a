import { BOOKING_EXTRA_MESSAGES, BOOKING_MESSAGES } from '@centre/domain/bookings';
import { describeError, type CodeDescription } from '../../../lib/error-description';
import { BOOKING_ERRORS } from '../../../lib/error-messages';

export const GENERIC_FAILURE = BOOKING_ERRORS.genericFailure;

const KNOWN_MESSAGES = new Set<string>([
  ...Object.values(BOOKING_MESSAGES),
  ...Object.values(BOOKING_EXTRA_MESSAGES),
]);

const BY_CODE: Readonly<Record<string, string>> = {
  'resource-exhausted': BOOKING_MESSAGES.slotFull,
  'already-exists': BOOKING_MESSAGES.alreadyBooked,
  'not-found': BOOKING_MESSAGES.appointmentNotFound,
  'failed-precondition': BOOKING_MESSAGES.notChangeable,
  'invalid-argument': BOOKING_ERRORS.detailsRefused,
};

/**
 * A user-facing message for a failed booking call, in the current language. The functions
 * answer with one of BOOKING_MESSAGES, which is shown as it is (failed-precondition has several:
 * closed, outside the window, not bookable); otherwise the code decides (`byCode` first).
 */
export function bookingErrorMessage(
  error: unknown,
  byCode: Partial<Record<string, string>> = {},
): string {
  const codes: Record<string, CodeDescription> = { ...BY_CODE };
  for (const [code, words] of Object.entries(byCode)) if (words) codes[code] = words;
  return describeError(error, {
    shownAsWritten: KNOWN_MESSAGES,
    byCode: codes,
    fallback: GENERIC_FAILURE,
  });
}
