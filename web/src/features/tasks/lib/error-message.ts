import { RECORD_LINK_MESSAGES } from '@centre/domain/record-links';
import { TASK_MESSAGES } from '@centre/domain/tasks';
import { describeError, serverTextOr } from '../../../lib/error-description';
import { APPOINTMENT_ERRORS, ERROR_MESSAGES } from '../../../lib/error-messages';

/** The server's task messages that say more than their code: shown as written (translated). */
const TASK_TEXTS = [...Object.values(TASK_MESSAGES), ...Object.values(RECORD_LINK_MESSAGES)];

/** A failed task callable in words (current language); the server explains its refusals. */
export function taskErrorMessage(error: unknown): string {
  return describeError(error, {
    shownAsWritten: TASK_TEXTS,
    byCode: {
      'permission-denied': serverTextOr(APPOINTMENT_ERRORS.saveDenied),
      unauthenticated: APPOINTMENT_ERRORS.saveDenied,
      unavailable: ERROR_MESSAGES.unavailable,
      'deadline-exceeded': ERROR_MESSAGES.unavailable,
      'failed-precondition': serverTextOr(TASK_MESSAGES.transition),
      'not-found': serverTextOr(TASK_MESSAGES.taskNotFound),
      'invalid-argument': serverTextOr(ERROR_MESSAGES.changeNotSaved),
    },
    fallback: ERROR_MESSAGES.changeNotSaved,
  });
}
