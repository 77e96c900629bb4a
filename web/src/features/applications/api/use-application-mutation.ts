import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationChangeKeys } from '../../../data/applications/keys';

/**
 * A workflow change to one application as a mutation that owns its cache: once it settles (a
 * refusal may mean someone else changed it first), the application's page, the lists, totals and
 * counts are read again.
 */
export function useApplicationMutation<TInput extends { applicationId: string }, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => mutationFn(input),
    onSettled: (_result, _error, input) =>
      Promise.all(
        applicationChangeKeys(input.applicationId).map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
