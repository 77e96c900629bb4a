import type { UpdateVisitInput, VisitAnswer } from '@centre/domain/visits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpsCallable } from 'firebase/functions';
import { functions } from '../../../lib/functions';
import { invalidateAfterVisitChange } from './invalidate';

/** updateVisit: recall, start, complete (with the outcome), no-show or cancel one visit. */
export async function updateVisit(input: UpdateVisitInput): Promise<VisitAnswer> {
  const result = await httpsCallable<UpdateVisitInput, VisitAnswer>(
    functions,
    'updateVisit',
  )(input);
  return result.data;
}

export function useUpdateVisit(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVisit,
    // Settled: a refusal may mean someone else moved the visit first.
    onSettled: (_answer, _error, input) =>
      invalidateAfterVisitChange(queryClient, { visitId: input.visitId, uid }),
  });
}
