import type { QueryKey } from '@tanstack/react-query';
import { bankRequestChangeKeys } from '../../../data/bank-requests/keys';
import { useRecordMutation } from '../../../lib/use-record-mutation';

/**
 * A change to one bank request as a mutation that owns its cache: once it settles (a refusal may
 * mean someone else changed it first), the request's panel, the lists and the counts are read
 * again, with any `moreKeys` (the clients a conversion makes).
 */
export function useBankRequestMutation<TInput extends { requestId: string }, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
  moreKeys: readonly QueryKey[] = [],
) {
  return useRecordMutation(mutationFn, (input: TInput) => [
    ...bankRequestChangeKeys(input.requestId),
    ...moreKeys,
  ]);
}
