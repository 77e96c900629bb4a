import { BANK_MESSAGES } from '@centre/domain/bank';
import { callableErrorDescriptions, describeError } from '../../../lib/error-description';

/** The server's bank desk messages say more than their code: shown as written. */
const BANK_ERRORS = callableErrorDescriptions(BANK_MESSAGES, {
  'permission-denied': BANK_MESSAGES.notPermitted,
  unauthenticated: BANK_MESSAGES.notPermitted,
  'failed-precondition': BANK_MESSAGES.stale,
  aborted: BANK_MESSAGES.stale,
});

/** A failed bank desk callable in words (current language). */
export function describeBankError(error: unknown): string {
  return describeError(error, BANK_ERRORS);
}
