import { VISIT_MESSAGES } from '@centre/domain/visits';
import { describeError, type CodeDescription } from './error-description';
import { APPOINTMENT_ERRORS, ERROR_MESSAGES } from './error-messages';

/** The server's visit messages that say more than their code: shown as written (translated). */
const VISIT_TEXTS = Object.values(VISIT_MESSAGES) as string[];

/**
 * A failed visit callable (front desk, desk, visit actions) in words (current language): a
 * refusal of the caller's permission, the network, or `byCode`, the codes the caller explains.
 */
export function describeVisitError(
  error: unknown,
  byCode: Readonly<Partial<Record<string, CodeDescription>>>,
): string {
  return describeError(error, {
    shownAsWritten: VISIT_TEXTS,
    byCode: {
      'permission-denied': APPOINTMENT_ERRORS.saveDenied,
      unauthenticated: APPOINTMENT_ERRORS.saveDenied,
      unavailable: ERROR_MESSAGES.unavailable,
      'deadline-exceeded': ERROR_MESSAGES.unavailable,
      ...byCode,
    },
    fallback: ERROR_MESSAGES.changeNotSaved,
  });
}
