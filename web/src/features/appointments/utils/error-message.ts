import { describeError, serverTextOr } from '../../../lib/error-description';
import { APPOINTMENT_ERRORS as ENGLISH, ERROR_MESSAGES } from '../../../lib/error-messages';
import { translatedMessages } from '../../../lib/messages';

/** The appointments pages' failures, read in the current language. */
export const APPOINTMENT_ERRORS = translatedMessages('APPOINTMENT_ERRORS', ENGLISH);

const UNAVAILABLE = { unavailable: ENGLISH.unavailable, 'deadline-exceeded': ENGLISH.unavailable };

/** A failed setAppointmentStatus call in words; the server explains a refused transition. */
export function statusChangeErrorMessage(error: unknown): string {
  return describeError(error, {
    byCode: {
      'permission-denied': ENGLISH.changeDenied,
      unauthenticated: ENGLISH.changeDenied,
      'failed-precondition': serverTextOr(ENGLISH.changeNotAllowed),
      'not-found': ENGLISH.notFound,
      ...UNAVAILABLE,
    },
    fallback: ERROR_MESSAGES.changeNotSaved,
  });
}

/** A failed write to settings, exam sessions or bookings in words. */
export function writeErrorMessage(error: unknown): string {
  return describeError(error, {
    byCode: {
      'permission-denied': ENGLISH.saveDenied,
      unauthenticated: ENGLISH.saveDenied,
      'not-found': ENGLISH.recordNotFound,
      ...UNAVAILABLE,
    },
    fallback: ERROR_MESSAGES.changeNotSaved,
  });
}
