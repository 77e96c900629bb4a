import type { BankAnswer, SetCommissionRuleInput } from '@centre/domain/bank';
import { commissionKeys } from '../../../data/commissions/keys';
import { callFunction } from '../../../lib/call-function';
import { useRecordMutation } from '../../../lib/use-record-mutation';

/** setCommissionRule (admins): the product's rule from now on; past commissions stay. */
export function setCommissionRule(input: SetCommissionRuleInput): Promise<BankAnswer> {
  return callFunction<SetCommissionRuleInput, BankAnswer>('setCommissionRule', input);
}

/** Once it settles, the rules are read again. */
export const useSetCommissionRule = () =>
  useRecordMutation(setCommissionRule, () => [commissionKeys.rules()]);
