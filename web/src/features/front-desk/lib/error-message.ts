import { VISIT_MESSAGES } from '@centre/domain/visits';
import { serverTextOr } from '../../../lib/error-description';
import { ERROR_MESSAGES } from '../../../lib/error-messages';
import { describeVisitError } from '../../../lib/visit-error';

/** A failed findVisitors or checkInVisitor in words (current language). */
export function checkInErrorMessage(error: unknown): string {
  return describeVisitError(error, {
    'invalid-argument': serverTextOr(ERROR_MESSAGES.changeNotSaved),
    'failed-precondition': serverTextOr(ERROR_MESSAGES.changeNotSaved),
    'not-found': serverTextOr(ERROR_MESSAGES.changeNotSaved),
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
