import { BANK_MESSAGES, addBankClientNoteInput } from '@centre/domain/bank';
import { bankClientRef, bankNoteCallable } from './context';

/**
 * Adds an internal note to a bank client (manage_bank_services); the author is the server's
 * (addStaffNote). Notes are never edited or deleted.
 */
export const addBankClientNote = bankNoteCallable(addBankClientNoteInput, ({ clientId }) => ({
  ref: bankClientRef(clientId),
  notFound: BANK_MESSAGES.clientNotFound,
}));
