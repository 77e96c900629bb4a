import type { VisitAnswer } from '@centre/domain/visits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deskKeys } from '../../../data/desks/keys';
import { invalidateAfterVisitChange } from './invalidate';

/**
 * A change to one visit as a mutation that owns its cache. Settled, not only on success: a
 * refusal may mean someone else moved the visit first. `uid`: the caller's desk is stale too.
 */
export function useVisitMutation<TInput extends { visitId: string }>(
  mutationFn: (input: TInput) => Promise<VisitAnswer>,
  uid?: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: (_answer, _error, input) =>
      invalidateAfterVisitChange(queryClient, { visitId: input.visitId, uid }),
  });
}

/** A change to the caller's desk: refreshes the desk (desks/{uid}) and the open desks list. */
export function useDeskMutation<TInput = void>(mutationFn: (input: TInput) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deskKeys.all }),
  });
}
