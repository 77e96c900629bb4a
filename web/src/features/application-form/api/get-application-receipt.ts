import type { ApplicationReceipt, ApplicationReceiptInput } from '@centre/domain/applications';
import type { SubmissionCollection } from '@centre/domain/submissions';
import { callFunction } from '../../../lib/call-function';

export type { ApplicationReceipt };

/**
 * The confirmation's receipt; the application id (a UUID) is the capability. `collection` is
 * where it was written (licenceRenewals for a licence renewal; its status is then a renewal's).
 */
export async function getApplicationReceipt(
  applicationId: string,
  collection: SubmissionCollection,
): Promise<ApplicationReceipt> {
  return callFunction<ApplicationReceiptInput, ApplicationReceipt>('getApplicationReceipt', {
    applicationId,
    collection,
  });
}
