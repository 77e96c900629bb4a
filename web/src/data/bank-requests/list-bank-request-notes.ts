import { defineNotesRead } from '../define-subcollection-read';
import { bankRequestNoteConverter } from './converter';
import { bankRequestKeys } from './keys';

/** Internal notes, newest first. */
const notesRead = defineNotesRead(bankRequestKeys, bankRequestNoteConverter);
export const getBankRequestNotes = notesRead.fetcher;
export const useBankRequestNotes = notesRead.useRead;
