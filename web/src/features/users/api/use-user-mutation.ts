import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '../../../data/users/keys';

/**
 * A change to a user as a mutation that owns its cache: once it succeeds, every user query
 * (lists, records, audit history) is read again.
 */
export function useUserMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => mutationFn(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
