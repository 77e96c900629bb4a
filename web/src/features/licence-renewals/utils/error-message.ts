import { LICENCE_RENEWAL_MESSAGES } from '@centre/domain/licence-renewals';
import { TEXT_MESSAGES } from '@centre/domain/text';
import { describeError } from '../../../lib/error-description';
import { ERROR_MESSAGES } from '../../../lib/error-messages';

/** The server's licence renewal messages say more than their code: shown as written. */
const RENEWAL_TEXTS = [
  ...Object.values(LICENCE_RENEWAL_MESSAGES),
  TEXT_MESSAGES.controlCharacters,
  TEXT_MESSAGES.notText,
] as string[];

/** A failed licence renewal callable (status, assignment, note) in words (current language). */
export function describeRenewalError(error: unknown): string {
  return describeError(error, {
    shownAsWritten: RENEWAL_TEXTS,
    byCode: {
      'permission-denied': LICENCE_RENEWAL_MESSAGES.notPermitted,
      unauthenticated: LICENCE_RENEWAL_MESSAGES.notPermitted,
      'not-found': LICENCE_RENEWAL_MESSAGES.notFound,
      'failed-precondition': LICENCE_RENEWAL_MESSAGES.stale,
      aborted: LICENCE_RENEWAL_MESSAGES.stale,
      unavailable: ERROR_MESSAGES.unavailable,
      'deadline-exceeded': ERROR_MESSAGES.unavailable,
    },
    fallback: ERROR_MESSAGES.changeNotSaved,
  });
}
