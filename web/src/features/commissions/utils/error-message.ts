import { BANK_MESSAGES } from '@centre/domain/bank';
import { callableErrorDescriptions, describeError } from '../../../lib/error-description';

const RULE_ERRORS = callableErrorDescriptions(BANK_MESSAGES, {
  'permission-denied': BANK_MESSAGES.ruleNotPermitted,
  unauthenticated: BANK_MESSAGES.ruleNotPermitted,
});

/** A refused or failed setCommissionRule in words (current language). */
export function describeRuleError(error: unknown): string {
  return describeError(error, RULE_ERRORS);
}
