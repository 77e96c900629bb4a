import type { BankRequestConverted, ConvertBankRequestInput } from '@centre/domain/bank';
import { bankClientKeys } from '../../../data/bank-clients/keys';
import { callFunction } from '../../../lib/call-function';
import { useBankRequestMutation } from './use-bank-request-mutation';

/** convertBankRequest: a contacted request becomes a bank client (a prospect). */
export function convertBankRequest(input: ConvertBankRequestInput): Promise<BankRequestConverted> {
  return callFunction<ConvertBankRequestInput, BankRequestConverted>('convertBankRequest', input);
}

export const useConvertBankRequest = () =>
  useBankRequestMutation(convertBankRequest, [bankClientKeys.lists(), bankClientKeys.counts()]);
