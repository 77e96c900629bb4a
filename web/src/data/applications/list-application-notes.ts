import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import { orderBy } from 'firebase/firestore';
import { defineSubcollectionRead } from '../define-subcollection-read';
import { noteConverter } from './converter';
import { applicationKeys } from './keys';

/** Internal notes, newest first. */
const applicationNotesRead = defineSubcollectionRead({
  parent: COLLECTIONS.applications,
  subcollection: SUBCOLLECTIONS.notes,
  converter: noteConverter,
  order: orderBy('createdAt', 'desc'),
  queryKey: applicationKeys.notes,
});
export const getApplicationNotes = applicationNotesRead.fetcher;
export const applicationNotesQueryOptions = applicationNotesRead.options;
export const useApplicationNotes = applicationNotesRead.useRead;
