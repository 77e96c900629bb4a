import { VISIT_MESSAGES } from '@centre/domain/visits';
import type { FieldPath, UseFormSetError } from 'react-hook-form';
import { serverText } from '../../../lib/error-code';
import { serverTextOr } from '../../../lib/error-description';
import { ERROR_MESSAGES } from '../../../lib/error-messages';
import { describeVisitError } from '../../../lib/visit-error';
import { translateMessage } from '../../../lib/messages';
import type { CheckInFormValues } from './check-in-form';

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

/**
 * Shows a refused save's server message under the field it is about (and focuses it) when that
 * field is one `shown` on the form; false when the message belongs to no such field.
 */
export function showOnItsField(
  error: unknown,
  setError: UseFormSetError<CheckInFormValues>,
  shown: (field: string) => boolean = () => true,
): boolean {
  const text = serverText(error);
  const field = text ? FIELD_OF_MESSAGE[text] : undefined;
  if (!text || !field || !shown(field)) return false;
  setError(
    field as FieldPath<CheckInFormValues>,
    { message: translateMessage(text) },
    { shouldFocus: true },
  );
  return true;
}
