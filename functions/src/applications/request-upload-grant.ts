import { COLLECTIONS } from '@centre/domain/collections';
import {
  UPLOAD_GRANT_MESSAGES,
  UPLOAD_GRANT_TTL_MS,
  uploadGrantInput,
  type UploadGrant,
  type UploadGrantRecord,
} from '@centre/domain/upload-grants';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../admin';
import { LIMITER_TRANSACTION_OPTIONS, readUploadGrantAllowance } from '../security/rate-limit';
import { parseInput } from '../shared/parse-input';
import { publicCallable } from '../shared/public-callable';

/**
 * Reserves applications/{applicationId}/ for uploads for UPLOAD_GRANT_TTL_MS (public, no
 * sign-in): storage.rules lets a document in only while uploadGrants/{applicationId} exists with
 * `expiresAt` in the future and applications/{applicationId} does not exist. Asking again for an
 * application that is not yet sent renews the grant (the form asks before its first upload and
 * the device's queue before sending kept documents later). One transaction reads the application,
 * the grant and the IP's limiter, so a grant is never written once the application exists and
 * every grant counts towards RATE_LIMITS.uploadGrantsPerIp.
 */
export const requestUploadGrant = publicCallable(requestUploadGrantFor);

export async function requestUploadGrantFor(
  data: unknown,
  ip: string | null = null,
): Promise<UploadGrant> {
  const { applicationId, collection } = parseInput(uploadGrantInput, data);
  // The submission's own collection (an application or a licence renewal, domain submissions.ts).
  const applicationRef = db.doc(`${collection}/${applicationId}`);
  const grantRef = db.doc(`${COLLECTIONS.uploadGrants}/${applicationId}`);

  return db.runTransaction(async (transaction) => {
    const now = Date.now();
    const [application, grant, allowance] = await Promise.all([
      transaction.get(applicationRef),
      transaction.get(grantRef),
      readUploadGrantAllowance(transaction, ip, now),
    ]);
    if (application.exists) {
      throw new HttpsError('failed-precondition', UPLOAD_GRANT_MESSAGES.alreadySubmitted);
    }
    const expiresAt = Timestamp.fromMillis(now + UPLOAD_GRANT_TTL_MS);
    const createdAt: unknown = grant.get('createdAt');
    const record: UploadGrantRecord = {
      applicationId,
      collection,
      createdAt: createdAt instanceof Timestamp ? createdAt : FieldValue.serverTimestamp(),
      renewedAt: FieldValue.serverTimestamp(),
      expiresAt,
    };
    transaction.set(grantRef, record);
    allowance.commit();
    return { applicationId, expiresAt: expiresAt.toDate().toISOString() };
  }, LIMITER_TRANSACTION_OPTIONS);
}
