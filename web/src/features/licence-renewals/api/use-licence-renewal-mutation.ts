import { useMutation, useQueryClient } from '@tanstack/react-query';
import { licenceRenewalChangeKeys } from '../../../data/licence-renewals/keys';

/**
 * A change to one renewal as a mutation that owns its cache: once it settles (a refusal may mean
 * someone else changed it first), the renewal's page, the lists and the counts are read again.
 */
export function useLicenceRenewalMutation<TInput extends { renewalId: string }, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => mutationFn(input),
    onSettled: (_result, _error, input) =>
      Promise.all(
        licenceRenewalChangeKeys(input.renewalId).map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
