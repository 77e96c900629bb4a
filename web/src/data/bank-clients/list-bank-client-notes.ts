import { COLLECTIONS } from '@centre/domain/collections';
import { defineNotesRead } from '../define-subcollection-read';
import { bankClientNoteConverter } from './detail-converters';
import { bankClientKeys } from './keys';

/** Internal notes, newest first. */
const notesRead = defineNotesRead(
  COLLECTIONS.bankClients,
  bankClientNoteConverter,
  bankClientKeys.notes,
);
export const getBankClientNotes = notesRead.fetcher;
export const bankClientNotesQueryOptions = notesRead.options;
export const useBankClientNotes = notesRead.useRead;
