import type { SubmissionCollection } from '@centre/domain/submissions';
import type { UploadGrant, UploadGrantInput } from '@centre/domain/upload-grants';
import { callFunction } from '../../../lib/call-function';

/**
 * Reserves {collection}/{applicationId}/ (applications, or licenceRenewals for a licence renewal)
 * for this submission's document uploads for an hour (storage.rules refuses an upload without a
 * live grant); asking again renews it until the submission is sent.
 */
export async function requestUploadGrant(
  applicationId: string,
  collection: SubmissionCollection,
): Promise<UploadGrant> {
  return callFunction<UploadGrantInput, UploadGrant>('requestUploadGrant', {
    applicationId,
    collection,
  });
}
