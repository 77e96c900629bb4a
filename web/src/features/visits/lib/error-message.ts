import { VISIT_MESSAGES } from '@centre/domain/visits';
import { describeError, serverTextOr } from '../../../lib/error-description';
import { APPOINTMENT_ERRORS, ERROR_MESSAGES } from '../../../lib/error-messages';

const VISIT_TEXTS = Object.values(VISIT_MESSAGES) as string[];

/** A failed desk or visit action in words (current language); the server explains refusals. */
export function visitActionErrorMessage(error: unknown): string {
  return describeError(error, {
    shownAsWritten: VISIT_TEXTS,
    byCode: {
      'permission-denied': APPOINTMENT_ERRORS.saveDenied,
      unauthenticated: APPOINTMENT_ERRORS.saveDenied,
      'failed-precondition': serverTextOr(VISIT_MESSAGES.notAllowed),
      'invalid-argument': serverTextOr(ERROR_MESSAGES.changeNotSaved),
      'not-found': serverTextOr(VISIT_MESSAGES.visitNotFound),
      aborted: VISIT_MESSAGES.stale,
      unavailable: ERROR_MESSAGES.unavailable,
      'deadline-exceeded': ERROR_MESSAGES.unavailable,
    },
    fallback: ERROR_MESSAGES.changeNotSaved,
  });
}
