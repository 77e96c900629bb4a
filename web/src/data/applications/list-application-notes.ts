import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getDocs, orderBy, query } from 'firebase/firestore';
import { db } from '../../lib/firestore';
import { noteConverter, type ApplicationNote } from './converter';
import { applicationKeys } from './keys';

/** Internal notes, newest first. */
export async function getApplicationNotes(applicationId: string): Promise<ApplicationNote[]> {
  const notesQuery = query(
    collection(db, COLLECTIONS.applications, applicationId, SUBCOLLECTIONS.notes).withConverter(
      noteConverter,
    ),
    orderBy('createdAt', 'desc'),
  );
  const snapshot = await getDocs(notesQuery);
  return snapshot.docs.map((document) => document.data());
}

export const applicationNotesQueryOptions = (applicationId: string) =>
  queryOptions({
    queryKey: applicationKeys.notes(applicationId),
    queryFn: () => getApplicationNotes(applicationId),
  });

export function useApplicationNotes(applicationId: string) {
  return useQuery(applicationNotesQueryOptions(applicationId));
}
