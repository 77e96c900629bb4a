import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import { orderBy } from 'firebase/firestore';
import { defineSubcollectionRead } from '../define-subcollection-read';
import { licenceRenewalNoteConverter } from './converter';
import { licenceRenewalKeys } from './keys';

/** Internal notes, newest first. */
const notesRead = defineSubcollectionRead({
  parent: COLLECTIONS.licenceRenewals,
  subcollection: SUBCOLLECTIONS.notes,
  converter: licenceRenewalNoteConverter,
  order: orderBy('createdAt', 'desc'),
  queryKey: licenceRenewalKeys.notes,
});
export const getLicenceRenewalNotes = notesRead.fetcher;
export const licenceRenewalNotesQueryOptions = notesRead.options;
export const useLicenceRenewalNotes = notesRead.useRead;
