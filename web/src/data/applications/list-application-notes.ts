import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import { collection, orderBy, query } from 'firebase/firestore';
import { db } from '../../lib/firestore';
import { defineRead } from '../define-read';
import { readDocuments } from '../read-documents';
import { noteConverter, type ApplicationNote } from './converter';
import { applicationKeys } from './keys';

/** Internal notes, newest first. */
export async function getApplicationNotes(applicationId: string): Promise<ApplicationNote[]> {
  return readDocuments(
    query(
      collection(db, COLLECTIONS.applications, applicationId, SUBCOLLECTIONS.notes).withConverter(
        noteConverter,
      ),
      orderBy('createdAt', 'desc'),
    ),
  );
}

const applicationNotesRead = defineRead(applicationKeys.notes, getApplicationNotes);
export const applicationNotesQueryOptions = applicationNotesRead.options;
export const useApplicationNotes = applicationNotesRead.useRead;
