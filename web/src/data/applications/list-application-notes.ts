import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import { orderBy } from 'firebase/firestore';
import { defineRead } from '../define-read';
import { readSubcollection } from '../read-documents';
import { noteConverter, type ApplicationNote } from './converter';
import { applicationKeys } from './keys';

/** Internal notes, newest first. */
export async function getApplicationNotes(applicationId: string): Promise<ApplicationNote[]> {
  return readSubcollection(
    [COLLECTIONS.applications, applicationId, SUBCOLLECTIONS.notes],
    noteConverter,
    orderBy('createdAt', 'desc'),
  );
}

const applicationNotesRead = defineRead(applicationKeys.notes, getApplicationNotes);
export const applicationNotesQueryOptions = applicationNotesRead.options;
export const useApplicationNotes = applicationNotesRead.useRead;
