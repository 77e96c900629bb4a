import { COLLECTIONS } from '@centre/domain/collections';
import {
  APPLICATION_MESSAGES,
  addApplicationNoteInput,
  type ApplicationNoteAdded,
} from '@centre/domain/applications';
import { db } from '../admin';
import { addStaffNote } from '../shared/add-note';
import { permittedCallable } from '../shared/permitted-callable';

/**
 * Adds an internal note to an application (manage_applications, from the token's claims). The
 * author is the server's: authorId is the caller's uid and authorName their users/{uid}
 * displayName, read in the same transaction that checks the application exists; the input holds
 * only the application id and the text (issue 9, item 8). Notes are never edited or deleted.
 */
export const addApplicationNote = permittedCallable(
  'manage_applications',
  addApplicationNoteInput,
  async (caller, { applicationId, body }): Promise<ApplicationNoteAdded> => {
    const noteId = await addStaffNote(
      db.doc(`${COLLECTIONS.applications}/${applicationId}`),
      APPLICATION_MESSAGES.applicationNotFound,
      caller.uid,
      body,
    );
    return { noteId };
  },
);
