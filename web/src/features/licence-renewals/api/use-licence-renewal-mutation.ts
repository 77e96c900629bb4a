import { licenceRenewalChangeKeys } from '../../../data/licence-renewals/keys';
import { useRecordMutation } from '../../../lib/use-record-mutation';

/**
 * A change to one renewal as a mutation that owns its cache: once it settles (a refusal may mean
 * someone else changed it first), the renewal's page, the lists and the counts are read again.
 */
export function useLicenceRenewalMutation<TInput extends { renewalId: string }, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
) {
  return useRecordMutation(mutationFn, (input: TInput) =>
    licenceRenewalChangeKeys(input.renewalId),
  );
}
