import { JOB_MESSAGES } from '@centre/domain/jobs';
import { TEXT_MESSAGES } from '@centre/domain/text';
import { describeError } from '../../../lib/error-description';
import { APPOINTMENT_ERRORS, ERROR_MESSAGES } from '../../../lib/error-messages';

/** The server's job messages that say more than their code: shown as written (translated). */
const JOB_TEXTS = [
  ...Object.values(JOB_MESSAGES),
  TEXT_MESSAGES.controlCharacters,
  TEXT_MESSAGES.notText,
] as string[];

/** A failed job callable in words (current language). */
export function describeJobError(error: unknown): string {
  return describeError(error, {
    shownAsWritten: JOB_TEXTS,
    byCode: {
      'permission-denied': APPOINTMENT_ERRORS.saveDenied,
      unauthenticated: APPOINTMENT_ERRORS.saveDenied,
      unavailable: ERROR_MESSAGES.unavailable,
      'deadline-exceeded': ERROR_MESSAGES.unavailable,
    },
    fallback: ERROR_MESSAGES.changeNotSaved,
  });
}
