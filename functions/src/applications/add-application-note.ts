import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import {
  APPLICATION_MESSAGES,
  addApplicationNoteInput,
  type ApplicationNoteAdded,
} from '@centre/domain/applications';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { onCall } from '../https/on-call';
import { db } from '../admin';
import { readStaffRecord, staffNameOf } from '../identity/staff-name';
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
  const applicationRef = db.doc(`${COLLECTIONS.applications}/${applicationId}`);
  const noteRef = applicationRef.collection(SUBCOLLECTIONS.notes).doc();

  await db.runTransaction(async (transaction) => {
    const [application, author] = await Promise.all([
      transaction.get(applicationRef),
      readStaffRecord(transaction, caller.uid),
    ]);
    if (!application.exists) {
      throw new HttpsError('not-found', APPLICATION_MESSAGES.applicationNotFound);
    }
    transaction.create(noteRef, {
      body,
      authorId: caller.uid,
      authorName: staffNameOf(author),
      createdAt: FieldValue.serverTimestamp(),
    });
  });
  return { noteId: noteRef.id };
});
