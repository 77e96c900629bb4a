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
 * holds nothing personal. reference is null until onApplicationCreated (onLicenceRenewalCreated
 * for a licence renewal, `collection` licenceRenewals) has assigned it, so the page polls briefly.
 */
export const getApplicationReceipt = onCall(async (request): Promise<ApplicationReceipt> => {
  const { applicationId, collection } = parseInput(applicationReceiptInput, request.data);
  const snapshot = await db.doc(`${collection}/${applicationId}`).get();
  if (!snapshot.exists) throw new HttpsError('not-found', APPLICATION_MESSAGES.applicationNotFound);
  const reference: unknown = snapshot.get('reference');
  return {
    reference: typeof reference === 'string' ? reference : null,
    status: snapshot.get('status'),
    submittedAt: isoOrNull(snapshot.get('createdAt')),
  };
});
