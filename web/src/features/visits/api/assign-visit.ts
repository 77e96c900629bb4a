import type { assignVisitInput, VisitAnswer } from '@centre/domain/visits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpsCallable } from 'firebase/functions';
import type { z } from 'zod';
import { functions } from '../../../lib/functions';
import { invalidateAfterVisitChange } from './invalidate';

export type AssignVisitInput = z.input<typeof assignVisitInput>;

/** assignVisit: a colleague takes the visit on. */
export async function assignVisit(input: AssignVisitInput): Promise<VisitAnswer> {
  const result = await httpsCallable<AssignVisitInput, VisitAnswer>(
    functions,
    'assignVisit',
  )(input);
  return result.data;
}

export function useAssignVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignVisit,
    onSettled: (_answer, _error, input) =>
      invalidateAfterVisitChange(queryClient, { visitId: input.visitId }),
  });
}
