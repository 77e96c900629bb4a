import type { CallNextAnswer } from '@centre/domain/visits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '../../../lib/call-function';
import { invalidateAfterVisitChange } from './invalidate';

/**
 * callNextVisit: the caller's open desk takes the first waiting visit of its services; visitId
 * null when nobody waits. No open desk is a failed-precondition.
 */
export function callNextVisit(): Promise<CallNextAnswer> {
  return callFunction<Record<string, never>, CallNextAnswer>('callNextVisit', {});
}

export function useCallNextVisit(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: callNextVisit,
    onSuccess: (answer) =>
      invalidateAfterVisitChange(queryClient, { visitId: answer.visitId, uid }),
  });
}
