import { defineNotesRead } from '../define-subcollection-read';
import { bankClientNoteConverter } from './detail-converters';
import { bankClientKeys } from './keys';

/** Internal notes, newest first. */
const notesRead = defineNotesRead(bankClientKeys, bankClientNoteConverter);
export const getBankClientNotes = notesRead.fetcher;
export const bankClientNotesQueryOptions = notesRead.options;
export const useBankClientNotes = notesRead.useRead;
