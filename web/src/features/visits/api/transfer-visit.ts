import type { transferVisitInput, VisitAnswer } from '@centre/domain/visits';
import type { z } from 'zod';
import { callFunction } from '../../../lib/call-function';
import { useVisitMutation } from './visit-mutation';

export type TransferVisitInput = z.input<typeof transferVisitInput>;

/** transferVisit: the visit waits in another service's line (keeping its check-in time). */
export function transferVisit(input: TransferVisitInput): Promise<VisitAnswer> {
  return callFunction<TransferVisitInput, VisitAnswer>('transferVisit', input);
}

export function useTransferVisit(uid: string) {
  return useVisitMutation(transferVisit, uid);
}
