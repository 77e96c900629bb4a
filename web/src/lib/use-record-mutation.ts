import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A change to one record as a mutation that owns its cache (docs/architecture.md §5.3): once it
 * settles (a refusal may mean someone else changed it first), every query the change may touch
 * (the keys `changeKeys` gives for the input, from the data/ key factory) is read again.
 */
export function useRecordMutation<TInput, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
  changeKeys: (input: TInput) => readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => mutationFn(input),
    onSettled: (_result, _error, input) =>
      Promise.all(changeKeys(input).map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
