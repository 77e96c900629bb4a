import { MAIL_MESSAGES } from '@centre/domain/mail';
import { ERROR_MESSAGES } from '../../../lib/error-messages';
import {
  callableErrorDescriptions,
  describeError,
  serverTextOr,
} from '../../../lib/error-description';

/** The server's words for a refused retry (not in the outbox, not failed) are shown as written. */
const RETRY_ERRORS = callableErrorDescriptions(MAIL_MESSAGES, {
  'not-found': MAIL_MESSAGES.retryNotFound,
  'failed-precondition': MAIL_MESSAGES.retryNotFailed,
  'invalid-argument': serverTextOr(ERROR_MESSAGES.changeNotSaved),
  'permission-denied': serverTextOr(ERROR_MESSAGES.changeNotSaved),
});

/** A failed retryMail in words (current language). */
export function describeRetryError(error: unknown): string {
  return describeError(error, RETRY_ERRORS);
}
