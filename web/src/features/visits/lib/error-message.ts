import { VISIT_MESSAGES } from '@centre/domain/visits';
import { serverTextOr } from '../../../lib/error-description';
import { ERROR_MESSAGES } from '../../../lib/error-messages';
import { describeVisitError } from '../../../lib/visit-error';

/** A failed desk or visit action in words (current language); the server explains refusals. */
export function visitActionErrorMessage(error: unknown): string {
  return describeVisitError(error, {
    'failed-precondition': serverTextOr(VISIT_MESSAGES.notAllowed),
    'invalid-argument': serverTextOr(ERROR_MESSAGES.changeNotSaved),
    'not-found': serverTextOr(VISIT_MESSAGES.visitNotFound),
    aborted: VISIT_MESSAGES.stale,
  });
}
