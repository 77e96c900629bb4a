import { defineNotesRead } from '../define-subcollection-read';
import { licenceRenewalNoteConverter } from './converter';
import { licenceRenewalKeys } from './keys';

/** Internal notes, newest first. */
const notesRead = defineNotesRead(licenceRenewalKeys, licenceRenewalNoteConverter);
export const getLicenceRenewalNotes = notesRead.fetcher;
export const licenceRenewalNotesQueryOptions = notesRead.options;
export const useLicenceRenewalNotes = notesRead.useRead;
