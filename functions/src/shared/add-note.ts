import { SUBCOLLECTIONS } from '@centre/domain/collections';
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../admin';
import { readStaffRecord, staffNameOf } from '../identity/staff-name';

/**
 * Adds an internal note under `recordRef`/notes. The author is the server's: authorId is the
 * caller's uid and authorName their users/{uid} name, read in the same transaction that checks
 * the record exists (else not-found, `notFound`). Notes are never edited or deleted. Answers the
 * new note's id.
 */
export async function addStaffNote(
  recordRef: DocumentReference,
  notFound: string,
  authorId: string,
  body: string,
): Promise<string> {
  const noteRef = recordRef.collection(SUBCOLLECTIONS.notes).doc();
  await db.runTransaction(async (transaction) => {
    const [record, author] = await Promise.all([
      transaction.get(recordRef),
      readStaffRecord(transaction, authorId),
    ]);
    if (!record.exists) throw new HttpsError('not-found', notFound);
    transaction.create(noteRef, {
      body,
      authorId,
      authorName: staffNameOf(author),
      createdAt: FieldValue.serverTimestamp(),
    });
  });
  return noteRef.id;
}
