import { z } from 'zod';
import { SUBMISSION_COLLECTIONS, type SubmissionCollection } from './submissions';
import { requiredIdOf } from './ids';

/**
 * Upload grants (issue 9, item 9): the public application form may upload documents only into
 * applications/{applicationId}/ while uploadGrants/{applicationId} exists and has not expired,
 * and only before applications/{applicationId} is written. The requestUploadGrant callable writes
 * the grant (inside a transaction, rate-limited per client IP); storage.rules checks it; no client
 * reads or writes uploadGrants.
 */

export { UPLOAD_GRANT_RENEW_MARGIN_MS, UPLOAD_GRANT_TTL_MS } from './application-limits';

/** What the callable answers with invalid-argument / failed-precondition. */
export const UPLOAD_GRANT_MESSAGES = {
  applicationIdInvalid: 'The application id is not valid',
  collectionInvalid: 'Uploads go to an application or a licence renewal',
  alreadySubmitted:
    'This application has already been sent, so no more documents can be added to it. Please start a new application or bring the document to the centre.',
} as const;

/**
 * requestUploadGrant's input: the id of the application being prepared (the browser's
 * clientRequestId). A UUID, so it is also a valid document id (ids.ts) and matches the UUID
 * pattern of storage.rules and firestore.rules.
 */
export const uploadGrantInput = z.object({
  applicationId: requiredIdOf(z.uuid({ error: UPLOAD_GRANT_MESSAGES.applicationIdInvalid })),
  /**
   * Where the submission will be written (submissions.ts): its documents go to
   * {collection}/{applicationId}/. Absent means applications, as before licence renewals.
   */
  collection: z
    .enum(SUBMISSION_COLLECTIONS, { error: UPLOAD_GRANT_MESSAGES.collectionInvalid })
    .default('applications'),
});
export type UploadGrantInput = z.input<typeof uploadGrantInput>;

/** requestUploadGrant's answer. */
export interface UploadGrant {
  applicationId: string;
  /** ISO 8601: uploads are refused from this instant unless the grant is renewed. */
  expiresAt: string;
}

/** uploadGrants/{applicationId}: written only by requestUploadGrant. */
export interface UploadGrantRecord<At = unknown> {
  applicationId: string;
  /** The collection the submission goes to; storage.rules checks the folder matches it. */
  collection: SubmissionCollection;
  /** The first grant for this application. */
  createdAt: At;
  /** The last grant or renewal. */
  renewedAt: At;
  /** Checked by storage.rules against request.time; also a TTL field (firestore.indexes.json). */
  expiresAt: At;
}
