import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationKeys } from '../../../data/applications/keys';
import type { AddApplicationNoteInput, ApplicationNoteAdded } from '@centre/domain/applications';
import { callFunction } from '../../../lib/call-function';

export type { AddApplicationNoteInput };

/**
 * Adds an internal note through the addApplicationNote callable, which writes the author (uid and
 * display name) from the signed-in user on the server; notes are never edited or deleted.
 */
export async function addApplicationNote(input: AddApplicationNoteInput): Promise<string> {
  const { noteId } = await callFunction<AddApplicationNoteInput, ApplicationNoteAdded>(
    'addApplicationNote',
    input,
  );
  return noteId;
}

/** addApplicationNote as a mutation that reads the application's notes again once it succeeds. */
export function useAddApplicationNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddApplicationNoteInput) => addApplicationNote(input),
    onSuccess: (_noteId, { applicationId }) =>
      queryClient.invalidateQueries({ queryKey: applicationKeys.notes(applicationId) }),
  });
}
