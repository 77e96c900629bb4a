import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpsCallable } from 'firebase/functions';
import { functions } from '../../../lib/functions';
import { invalidateAfterVisitChange } from './invalidate';

/** callNextVisit's answer: the visit called, or null when nobody waits for the desk's services. */
export interface CalledNext {
  visitId: string | null;
  ticket?: string | null;
}

/** callNextVisit: the caller's open desk takes the first waiting visit of its services. */
export async function callNextVisit(): Promise<CalledNext> {
  const result = await httpsCallable<Record<string, never>, CalledNext>(
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
