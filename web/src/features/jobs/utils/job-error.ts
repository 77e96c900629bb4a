import { JOB_MESSAGES } from '@centre/domain/jobs';
import { callableErrorDescriptions, describeError } from '../../../lib/error-description';
import { APPOINTMENT_ERRORS } from '../../../lib/error-messages';

/** The server's job messages that say more than their code: shown as written (translated). */
const JOB_ERRORS = callableErrorDescriptions(JOB_MESSAGES, {
  'permission-denied': APPOINTMENT_ERRORS.saveDenied,
  unauthenticated: APPOINTMENT_ERRORS.saveDenied,
});

/** A failed job callable in words (current language). */
export function describeJobError(error: unknown): string {
  return describeError(error, JOB_ERRORS);
}
