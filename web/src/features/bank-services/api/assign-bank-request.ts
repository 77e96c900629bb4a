import type { AssignBankRequestInput, BankAnswer } from '@centre/domain/bank';
import { callFunction } from '../../../lib/call-function';
import { useBankRequestMutation } from './use-bank-request-mutation';

/** assignBankRequest: a member of bank staff, or nobody (the server names them). */
export function assignBankRequest(input: AssignBankRequestInput): Promise<BankAnswer> {
  return callFunction<AssignBankRequestInput, BankAnswer>('assignBankRequest', input);
}

export const useAssignBankRequest = () => useBankRequestMutation(assignBankRequest);
