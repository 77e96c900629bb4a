import { bankClientOfUpload } from '@centre/domain/bank';
import {
  SIGNATURE_BYTES,
  TYPE_CHECKED_METADATA,
  checkDocumentType,
  submissionOfUpload,
} from '@centre/domain/uploads';
import { logger } from 'firebase-functions/v2';
import type { Bucket } from './bucket';

/** What the finalize event says about the new object (StorageObjectData's fields we use). */
export interface UploadedObject {
  name: string;
  contentType?: string | undefined;
  /** the object's generation; a retried event must not touch a newer object of the same name */
  generation?: string | number | undefined;
}

export type UploadCheckOutcome = 'kept' | 'removed' | 'not-an-application-upload' | 'already-gone';

/** Storage's "no such object" and "precondition failed" (a newer generation): nothing to do. */
function isGoneOrReplaced(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 404 || code === 412;
}

/**
 * Reads only the first bytes of a file uploaded under applications/{applicationId}/ or
 * licenceRenewals/{renewalId}/ (submissionOfUpload), or a bank client's KYC file
 * (bankClientOfUpload), and deletes it unless they prove a PDF, JPEG or PNG of the type it was
 * uploaded as (storage.rules can only see the type the client claims; recordBankClientDocument
 * checks a KYC file again before it records it, and this removes one nobody will record). Logs
 * the collection and id and the verdict, never the file's name (visitors name files after
 * themselves) nor its content.
 * Idempotent: a retried event for a file already deleted or replaced changes nothing.
 */
export async function checkUploadedDocument(
  bucket: Bucket,
  object: UploadedObject,
): Promise<UploadCheckOutcome> {
  const submission = submissionOfUpload(object.name) ?? bankClientOfUpload(object.name);
  if (submission === null) return 'not-an-application-upload';

  const generation = object.generation === undefined ? undefined : Number(object.generation);
  const file = bucket.file(object.name);
  let head: Buffer;
  try {
    // `end` is inclusive: bytes 0..SIGNATURE_BYTES-1.
    [head] = await file.download({ start: 0, end: SIGNATURE_BYTES - 1 });
  } catch (error) {
    if (isGoneOrReplaced(error)) return 'already-gone';
    throw error;
  }

  const verdict = checkDocumentType(head, object.contentType);
  const sameGeneration =
    generation !== undefined && Number.isSafeInteger(generation)
      ? { ifGenerationMatch: generation }
      : {};
  try {
    if (verdict.keep) {
      // Says on the object that it passed (an operator can see it; the tests wait for it).
      await file.setMetadata(
        { metadata: { [TYPE_CHECKED_METADATA]: verdict.type } },
        sameGeneration,
      );
      return 'kept';
    }
    await file.delete(sameGeneration);
  } catch (error) {
    if (isGoneOrReplaced(error)) return 'already-gone';
    throw error;
  }
  logger.warn('uploaded document removed: its content is not the type it claims', {
    collection: submission.collection,
    id: submission.id,
    reason: verdict.reason,
    claimed: verdict.claimed,
    detected: verdict.detected,
  });
  return 'removed';
}
