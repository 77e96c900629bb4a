import { BANK_MESSAGES } from '@centre/domain/bank';
import { callableErrorDescriptions, describeError } from '../../../lib/error-description';

/** The server's bank messages say more than their code: shown as written. */
const BANK_CLIENT_ERRORS = callableErrorDescriptions(BANK_MESSAGES, {
  'permission-denied': BANK_MESSAGES.notPermitted,
  unauthenticated: BANK_MESSAGES.notPermitted,
  'not-found': BANK_MESSAGES.clientNotFound,
  'failed-precondition': BANK_MESSAGES.stale,
  aborted: BANK_MESSAGES.stale,
});

/** A failed bank client callable in words (current language). */
export function describeBankClientError(error: unknown): string {
  return describeError(error, BANK_CLIENT_ERRORS);
}
