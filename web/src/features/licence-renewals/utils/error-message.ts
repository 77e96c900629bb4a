import { LICENCE_RENEWAL_MESSAGES } from '@centre/domain/licence-renewals';
import { callableErrorDescriptions, describeError } from '../../../lib/error-description';

/** The server's licence renewal messages say more than their code: shown as written. */
const RENEWAL_ERRORS = callableErrorDescriptions(LICENCE_RENEWAL_MESSAGES, {
  'permission-denied': LICENCE_RENEWAL_MESSAGES.notPermitted,
  unauthenticated: LICENCE_RENEWAL_MESSAGES.notPermitted,
  'not-found': LICENCE_RENEWAL_MESSAGES.notFound,
  'failed-precondition': LICENCE_RENEWAL_MESSAGES.stale,
  aborted: LICENCE_RENEWAL_MESSAGES.stale,
});

/** A failed licence renewal callable (status, assignment, note) in words (current language). */
export function describeRenewalError(error: unknown): string {
  return describeError(error, RENEWAL_ERRORS);
}
