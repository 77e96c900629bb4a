import type { SavedVisitor, VisitorDetailsInput } from '@centre/domain/visits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callFunction } from '../../../lib/call-function';
import { frontDeskKeys } from './query-keys';

export interface SaveVisitorInput {
  /** Made once per save and kept until it is confirmed: a retry updates the same record. */
  requestId: string;
  visitorId?: string;
  visitor: VisitorDetailsInput;
}

/**
 * saveVisitor: registers or updates a visitor. On an update an empty phone, email, ID number
 * (or other optional field) keeps what is stored: the desk only ever sees those masked.
 */
export function saveVisitor(input: SaveVisitorInput): Promise<SavedVisitor> {
  return callFunction<SaveVisitorInput, SavedVisitor>('saveVisitor', input);
}

/** saveVisitor as a mutation: the desk's searches answer with the new details afterwards. */
export function useSaveVisitor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVisitor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: frontDeskKeys.all }),
  });
}
