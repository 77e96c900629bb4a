import { defineNotesRead } from '../define-subcollection-read';
import { noteConverter } from './converter';
import { applicationKeys } from './keys';

/** Internal notes, newest first. */
const applicationNotesRead = defineNotesRead(applicationKeys, noteConverter);
export const getApplicationNotes = applicationNotesRead.fetcher;
export const applicationNotesQueryOptions = applicationNotesRead.options;
export const useApplicationNotes = applicationNotesRead.useRead;
