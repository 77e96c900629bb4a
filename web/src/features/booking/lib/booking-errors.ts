import { BOOKING_EXTRA_MESSAGES, BOOKING_MESSAGES } from '@centre/domain/bookings';
import { errorCode } from '../../../lib/error-code';

export const GENERIC_FAILURE =
  'We could not reach the centre just now. Check your connection and try again. Nothing you typed has been lost.';

const KNOWN_MESSAGES = new Set<string>([
  ...Object.values(BOOKING_MESSAGES),
  ...Object.values(BOOKING_EXTRA_MESSAGES),
]);

/**
 * A user-facing message for a failed booking call. The functions answer with one of
 * BOOKING_MESSAGES, which is shown as it is (failed-precondition has several: closed, outside
 * the window, not bookable); otherwise the code decides.
 */
export function bookingErrorMessage(
  error: unknown,
  byCode: Partial<Record<string, string>> = {},
): string {
  const message = (error as { message?: unknown } | null)?.message;
  if (typeof message === 'string' && KNOWN_MESSAGES.has(message)) return message;
  const code = errorCode(error) ?? '';
  const override = byCode[code];
  if (override) return override;
  switch (code) {
    case 'resource-exhausted':
      return BOOKING_MESSAGES.slotFull;
    case 'already-exists':
      return BOOKING_MESSAGES.alreadyBooked;
    case 'not-found':
      return BOOKING_MESSAGES.appointmentNotFound;
    case 'failed-precondition':
      return BOOKING_MESSAGES.notChangeable;
    case 'invalid-argument':
      return 'Some details were not accepted. Check them and try again.';
    default:
      return GENERIC_FAILURE;
  }
}
