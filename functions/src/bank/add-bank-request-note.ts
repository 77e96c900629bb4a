import { BANK_MESSAGES, addBankRequestNoteInput } from '@centre/domain/bank';
import { bankNoteCallable, bankRequestRef } from './context';

/**
 * Adds an internal note to a bank request (manage_bank_services); the author is the server's
 * (addStaffNote). Notes are never edited or deleted.
 */
export const addBankRequestNote = bankNoteCallable(addBankRequestNoteInput, ({ requestId }) => ({
  ref: bankRequestRef(requestId),
  notFound: BANK_MESSAGES.requestNotFound,
}));
