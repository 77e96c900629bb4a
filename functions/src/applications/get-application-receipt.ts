import { COLLECTIONS } from '@centre/domain/collections';
import {
  APPLICATION_MESSAGES,
  applicationReceiptInput,
  type ApplicationReceipt,
} from '@centre/domain/applications';
import { HttpsError } from 'firebase-functions/v2/https';
import { onCall } from '../https/on-call';
import { db } from '../admin';
import { parseInput } from '../shared/parse-input';
import { isoOrNull } from './timestamps';

/**
 * The confirmation page's receipt: {reference, status, submittedAt}. No sign-in: the application
 * id is a random UUID only its applicant's browser knows (like an appointment id), and the answer
 * holds nothing personal. reference is null until onApplicationCreated has assigned it, so the
 * page polls briefly.
 */
export const getApplicationReceipt = onCall(async (request): Promise<ApplicationReceipt> => {
  const { applicationId } = parseInput(applicationReceiptInput, request.data);
  const snapshot = await db.doc(`${COLLECTIONS.applications}/${applicationId}`).get();
  if (!snapshot.exists) throw new HttpsError('not-found', APPLICATION_MESSAGES.applicationNotFound);
  const reference: unknown = snapshot.get('reference');
  return {
    reference: typeof reference === 'string' ? reference : null,
    status: snapshot.get('status'),
    submittedAt: isoOrNull(snapshot.get('createdAt')),
  };
});
