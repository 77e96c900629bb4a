import { describeError } from '../../../lib/error-description';
import { APPLICATION_ERRORS as ENGLISH, ERROR_MESSAGES } from '../../../lib/error-messages';
import { translatedMessages } from '../../../lib/messages';

/** The applications pages' failures, read in the current language. */
export const APPLICATION_ERRORS = translatedMessages('APPLICATION_ERRORS', ENGLISH);

/** A failed workflow change (status, assignment, priority, note) in words. */
export function updateErrorMessage(error: unknown): string {
  return describeError(error, {
    byCode: {
      'permission-denied': ENGLISH.updateDenied,
      unauthenticated: ENGLISH.updateDenied,
      'not-found': ENGLISH.notFound,
      unavailable: ENGLISH.unavailable,
      'deadline-exceeded': ENGLISH.unavailable,
      'failed-precondition': ENGLISH.conflict,
      aborted: ENGLISH.conflict,
    },
    fallback: ERROR_MESSAGES.changeNotSaved,
  });
}
