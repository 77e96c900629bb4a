import { COLLECTIONS } from '@centre/domain/collections';
import {
  APPLICATION_MESSAGES,
  addApplicationNoteInput,
  type ApplicationNoteAdded,
} from '@centre/domain/applications';
import { onCall } from '../https/on-call';
import { db } from '../admin';
import { addStaffNote } from '../shared/add-note';
import { parseInput } from '../shared/parse-input';
import { requirePermission } from '../shared/require-permission';

/**
 * Adds an internal note to an application (manage_applications, from the token's claims). The
 * author is the server's: authorId is the caller's uid and authorName their users/{uid}
 * displayName, read in the same transaction that checks the application exists; the input holds
 * only the application id and the text (issue 9, item 8). Notes are never edited or deleted.
 */
export const addApplicationNote = onCall(async (request): Promise<ApplicationNoteAdded> => {
  const caller = await requirePermission(request, 'manage_applications');
  const { applicationId, body } = parseInput(addApplicationNoteInput, request.data);
  const noteId = await addStaffNote(
    db.doc(`${COLLECTIONS.applications}/${applicationId}`),
    APPLICATION_MESSAGES.applicationNotFound,
    caller.uid,
    body,
  );
  return { noteId };
});
