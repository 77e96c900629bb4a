import type { CallNextAnswer } from '@centre/domain/visits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpsCallable } from 'firebase/functions';
import { functions } from '../../../lib/functions';
import { invalidateAfterVisitChange } from './invalidate';

/**
 * callNextVisit: the caller's open desk takes the first waiting visit of its services; visitId
 * null when nobody waits. No open desk is a failed-precondition.
 */
export async function callNextVisit(): Promise<CallNextAnswer> {
  const result = await httpsCallable<Record<string, never>, CallNextAnswer>(
    functions,
    'callNextVisit',
  )({});
  return result.data;
}

export function useCallNextVisit(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: callNextVisit,
    onSuccess: (answer) =>
      invalidateAfterVisitChange(queryClient, { visitId: answer.visitId, uid }),
  });
}
