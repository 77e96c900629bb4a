import type { transferVisitInput, VisitAnswer } from '@centre/domain/visits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpsCallable } from 'firebase/functions';
import type { z } from 'zod';
import { functions } from '../../../lib/functions';
import { invalidateAfterVisitChange } from './invalidate';

export type TransferVisitInput = z.input<typeof transferVisitInput>;

/** transferVisit: the visit waits in another service's line (keeping its check-in time). */
export async function transferVisit(input: TransferVisitInput): Promise<VisitAnswer> {
  const result = await httpsCallable<TransferVisitInput, VisitAnswer>(
    functions,
    'transferVisit',
  )(input);
  return result.data;
}

export function useTransferVisit(uid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferVisit,
    onSettled: (_answer, _error, input) =>
      invalidateAfterVisitChange(queryClient, { visitId: input.visitId, uid }),
  });
}
