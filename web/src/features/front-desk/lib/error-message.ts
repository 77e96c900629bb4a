import { VISIT_MESSAGES } from '@centre/domain/visits';
import { describeError, serverTextOr } from '../../../lib/error-description';
import { APPOINTMENT_ERRORS, ERROR_MESSAGES } from '../../../lib/error-messages';

/** The server's visit messages that say more than their code: shown as written (translated). */
const VISIT_TEXTS = Object.values(VISIT_MESSAGES) as string[];

/** A failed findVisitors or checkInVisitor in words (current language). */
export function checkInErrorMessage(error: unknown): string {
  return describeError(error, {
    shownAsWritten: VISIT_TEXTS,
    byCode: {
      'permission-denied': APPOINTMENT_ERRORS.saveDenied,
      unauthenticated: APPOINTMENT_ERRORS.saveDenied,
      'invalid-argument': serverTextOr(ERROR_MESSAGES.changeNotSaved),
      'failed-precondition': serverTextOr(ERROR_MESSAGES.changeNotSaved),
      'not-found': serverTextOr(ERROR_MESSAGES.changeNotSaved),
      unavailable: ERROR_MESSAGES.unavailable,
      'deadline-exceeded': ERROR_MESSAGES.unavailable,
    },
    fallback: ERROR_MESSAGES.changeNotSaved,
  });
}

/** The visitor fields a server message belongs to, to show it next to the field. */
export const FIELD_OF_MESSAGE: Readonly<Record<string, string>> = {
  [VISIT_MESSAGES.firstName]: 'visitor.firstName',
  [VISIT_MESSAGES.lastName]: 'visitor.lastName',
  [VISIT_MESSAGES.phone]: 'visitor.phone',
  [VISIT_MESSAGES.email]: 'visitor.email',
  [VISIT_MESSAGES.contact]: 'visitor.phone',
  [VISIT_MESSAGES.service]: 'serviceId',
  [VISIT_MESSAGES.serviceNotFound]: 'serviceId',
};
