import type { AddBankRequestNoteInput } from '@centre/domain/bank';
import { callFunction } from '../../../lib/call-function';
import { useBankRequestMutation } from './use-bank-request-mutation';

/** addBankRequestNote: an internal note (the author comes from the server). */
export function addBankRequestNote(input: AddBankRequestNoteInput): Promise<{ noteId: string }> {
  return callFunction<AddBankRequestNoteInput, { noteId: string }>('addBankRequestNote', input);
}

export const useAddBankRequestNote = () => useBankRequestMutation(addBankRequestNote);
