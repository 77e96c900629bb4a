import type { assignVisitInput, VisitAnswer } from '@centre/domain/visits';
import type { z } from 'zod';
import { callFunction } from '../../../lib/call-function';
import { useVisitMutation } from './visit-mutation';

export type AssignVisitInput = z.input<typeof assignVisitInput>;

/** assignVisit: a colleague takes the visit on. */
export function assignVisit(input: AssignVisitInput): Promise<VisitAnswer> {
  return callFunction<AssignVisitInput, VisitAnswer>('assignVisit', input);
}

export function useAssignVisit() {
  return useVisitMutation(assignVisit);
}
