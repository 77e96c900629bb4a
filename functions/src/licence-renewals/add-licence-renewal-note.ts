import {
  LICENCE_RENEWAL_MESSAGES,
  addLicenceRenewalNoteInput,
  type LicenceRenewalNoteAdded,
} from '@centre/domain/licence-renewals';
import { logger } from 'firebase-functions/v2';
import { addStaffNote } from '../shared/add-note';
import { parseInput } from '../shared/parse-input';
import type { Caller } from '../shared/require-permission';
import { licenceRenewalCallable, licenceRenewalRef } from './context';

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
  const noteId = await addStaffNote(
    licenceRenewalRef(renewalId),
    LICENCE_RENEWAL_MESSAGES.notFound,
    caller.uid,
    body,
  );
  logger.info('licence renewal note added', { renewalId, by: caller.uid });
  return { noteId };
}
