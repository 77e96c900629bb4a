import { addDoc, collection, serverTimestamp } from 'firebase/firestore';
import { db } from '../../../lib/firestore';

export interface AddApplicationNoteInput {
  applicationId: string;
  body: string;
  /** The signed-in user: rules require authorId == their uid. */
  authorId: string;
  authorName: string;
}

/** Adds an internal note; notes are never edited or deleted (rules). */
export async function addApplicationNote({
  applicationId,
  body,
  authorId,
  authorName,
}: AddApplicationNoteInput): Promise<string> {
  const reference = await addDoc(collection(db, 'applications', applicationId, 'notes'), {
    body,
    authorId,
    // Rules cap the name at 100 characters; a long display name must not block the note.
    authorName: authorName.slice(0, 100),
    createdAt: serverTimestamp(),
  });
  return reference.id;
}
