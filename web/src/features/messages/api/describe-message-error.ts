import { RECORD_LINK_MESSAGES } from '@centre/domain/record-links';
import { STAFF_MESSAGES } from '@centre/domain/staff-messages';
import { describeError } from '../../../lib/error-description';
import { APPOINTMENT_ERRORS, ERROR_MESSAGES } from '../../../lib/error-messages';

const SHOWN_AS_WRITTEN = [
  ...Object.values(STAFF_MESSAGES),
  ...Object.values(RECORD_LINK_MESSAGES),
] as string[];

/** A failed send in words, in the current language, shown next to the composer. */
export function describeMessageError(error: unknown): string {
  return describeError(error, {
    shownAsWritten: SHOWN_AS_WRITTEN,
    byCode: {
      'permission-denied': APPOINTMENT_ERRORS.saveDenied,
      unauthenticated: APPOINTMENT_ERRORS.saveDenied,
      unavailable: ERROR_MESSAGES.unavailable,
      'deadline-exceeded': ERROR_MESSAGES.unavailable,
    },
    fallback: STAFF_MESSAGES.notSent,
  });
}
