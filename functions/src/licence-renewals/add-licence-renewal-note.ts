import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import {
  LICENCE_RENEWAL_MESSAGES,
  addLicenceRenewalNoteInput,
  type LicenceRenewalNoteAdded,
} from '@centre/domain/licence-renewals';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../admin';
import { readStaffRecord, staffNameOf } from '../identity/staff-name';
import { parseInput } from '../shared/parse-input';
import type { Caller } from '../shared/require-permission';
import { licenceRenewalCallable } from './context';

/**
 * Adds an internal note to a licence renewal (admin, manager). The author is the server's:
 * authorId is the caller's uid and authorName their users/{uid} name, read in the same
 * transaction that checks the renewal exists; the input holds only the renewal id and the text.
 * Notes are never edited or deleted, and never shown to the client.
 */
export const addLicenceRenewalNote = licenceRenewalCallable(addLicenceRenewalNoteFor);

export async function addLicenceRenewalNoteFor(
  caller: Caller,
  data: unknown,
): Promise<LicenceRenewalNoteAdded> {
  const { renewalId, body } = parseInput(addLicenceRenewalNoteInput, data);
  const renewalRef = db.doc(`${COLLECTIONS.licenceRenewals}/${renewalId}`);
  const noteRef = renewalRef.collection(SUBCOLLECTIONS.notes).doc();

  await db.runTransaction(async (transaction) => {
    const [renewal, author] = await Promise.all([
      transaction.get(renewalRef),
      readStaffRecord(transaction, caller.uid),
    ]);
    if (!renewal.exists) throw new HttpsError('not-found', LICENCE_RENEWAL_MESSAGES.notFound);
    transaction.create(noteRef, {
      body,
      authorId: caller.uid,
      authorName: staffNameOf(author),
      createdAt: FieldValue.serverTimestamp(),
    });
  });
  logger.info('licence renewal note added', { renewalId, by: caller.uid });
  return { noteId: noteRef.id };
}
