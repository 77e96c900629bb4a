import type { BankAnswer, ChangeBankRequestStatusInput } from '@centre/domain/bank';
import { callFunction } from '../../../lib/call-function';
import { useBankRequestMutation } from './use-bank-request-mutation';

/** changeBankRequestStatus: contacted or closed (with the reason), from the status shown. */
export function changeBankRequestStatus(input: ChangeBankRequestStatusInput): Promise<BankAnswer> {
  return callFunction<ChangeBankRequestStatusInput, BankAnswer>('changeBankRequestStatus', input);
}

export const useChangeBankRequestStatus = () => useBankRequestMutation(changeBankRequestStatus);
