import type { BankClientCreated, CreateBankClientInput } from '@centre/domain/bank';
import { bankClientKeys } from '../../../data/bank-clients/keys';
import { callFunction } from '../../../lib/call-function';
import { useRecordMutation } from '../../../lib/use-record-mutation';

/** createBankClient: the "New client" action; the caller becomes the agent. */
export function createBankClient(input: CreateBankClientInput): Promise<BankClientCreated> {
  return callFunction<CreateBankClientInput, BankClientCreated>('createBankClient', input);
}

/** A new client changes the clients' lists and counts. */
export const useCreateBankClient = () =>
  useRecordMutation(createBankClient, () => [bankClientKeys.lists(), bankClientKeys.counts()]);
