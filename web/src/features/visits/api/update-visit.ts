import type { UpdateVisitInput, VisitAnswer } from '@centre/domain/visits';
import { callFunction } from '../../../lib/call-function';
import { useVisitMutation } from './visit-mutation';

/** updateVisit: recall, start, complete (with the outcome), no-show or cancel one visit. */
export function updateVisit(input: UpdateVisitInput): Promise<VisitAnswer> {
  return callFunction<UpdateVisitInput, VisitAnswer>('updateVisit', input);
}

export function useUpdateVisit(uid: string) {
  return useVisitMutation(updateVisit, uid);
}
