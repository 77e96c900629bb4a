// What happens to an uploaded document after it reaches Storage (issue 9, item 9): its real type
// is read from its first bytes, and a file never attached to an application is removed. Pure
// decisions, used by the functions (functions/src/storage/) and tested here.
import { ALLOWED_DOCUMENT_TYPES } from './applications';
import { SUBMISSION_COLLECTIONS, type SubmissionCollection } from './submissions';

export type DocumentType = (typeof ALLOWED_DOCUMENT_TYPES)[number];

/** The magic numbers of the types the centre accepts; every one fits in the first 8 bytes. */
const SIGNATURES: ReadonlyArray<{ type: DocumentType; bytes: readonly number[] }> = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

/** How many leading bytes the check reads (a ranged download, never the whole file). */
export const SIGNATURE_BYTES = 16;

/** The type a file's first bytes prove, or null when they match none of the accepted types. */
export function detectDocumentType(head: Uint8Array): DocumentType | null {
  const match = SIGNATURES.find(({ bytes }) => bytes.every((byte, index) => head[index] === byte));
  return match?.type ?? null;
}

/** `Image/PNG; charset=x` -> `image/png`: the media type without parameters, lower case. */
function mediaType(contentType: string | null | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

export type DocumentTypeVerdict =
  | { keep: true; type: DocumentType }
  | {
      keep: false;
      /** no accepted type in the first bytes (empty files included) */
      reason: 'unknown-content' | 'type-mismatch';
      claimed: string;
      detected: DocumentType | null;
    };

/**
 * Keep a file only when its first bytes are a PDF, JPEG or PNG and the type it was uploaded
 * with (its contentType, which is what staff's browsers will be told) says the same.
 */
export function checkDocumentType(
  head: Uint8Array,
  claimedContentType: string | null | undefined,
): DocumentTypeVerdict {
  const claimed = mediaType(claimedContentType);
  const detected = detectDocumentType(head);
  if (!detected) return { keep: false, reason: 'unknown-content', claimed, detected };
  if (detected !== claimed) return { keep: false, reason: 'type-mismatch', claimed, detected };
  return { keep: true, type: detected };
}

/**
 * Custom metadata the finalize trigger sets on a file whose first bytes proved its type (the
 * value is that type): what an operator, and the tests, look for.
 */
export const TYPE_CHECKED_METADATA = 'typeChecked';

/** Uploads live under applications/{applicationId}/; this is the folder the cleanup lists. */
export const APPLICATION_UPLOADS_PREFIX = 'applications/';

/** How long an upload may wait for its application before the cleanup removes it. */
export const UNATTACHED_UPLOAD_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * The submission (an application, or a licence renewal: domain submissions.ts) an object path
 * belongs to: {collection, id} of {collection}/{id}/{...}, or null outside those folders.
 * Looser than submissionOfDocumentPath (which is the exact {collection}/{id}/{fileName} the form
 * writes): a deeper path in a submission's folder still belongs to it, so that the checks and the
 * cleanup cover every file there.
 */
export function submissionOfUpload(
  path: string,
): { collection: SubmissionCollection; id: string } | null {
  const collection = SUBMISSION_COLLECTIONS.find((name) => path.startsWith(`${name}/`));
  if (!collection) return null;
  const [id, ...rest] = path.slice(collection.length + 1).split('/');
  if (!id || rest.length === 0 || rest.some((part) => part === '')) return null;
  return { collection, id };
}

/** The application an object path belongs to, or null outside applications/{id}/{...}. */
export function applicationIdOfUpload(path: string): string | null {
  const submission = submissionOfUpload(path);
  return submission?.collection === 'applications' ? submission.id : null;
}

export interface StoredUpload {
  path: string;
  /** when Storage created the object (its timeCreated), ms since the epoch */
  createdAtMs: number;
}

export type UploadCleanupVerdict =
  | { remove: false; reason: 'attached' | 'young' }
  | { remove: true; reason: 'no-application' | 'not-in-application' | 'outside-folders' };

/**
 * The hourly cleanup's decision for one object under applications/ or licenceRenewals/ (its
 * submission's folder; `application` is that submission). A file listed in its
 * application's documents is kept whatever its age; any other file is removed once it is
 * UNATTACHED_UPLOAD_MAX_AGE_MS old (the public flow uploads first and writes the application
 * after, so a young file without an application may still be on its way).
 * `application` is null when applications/{id} does not exist.
 */
export function decideUploadCleanup(
  upload: StoredUpload,
  application: { documentPaths: readonly string[] } | null,
  nowMs: number,
): UploadCleanupVerdict {
  if (application?.documentPaths.includes(upload.path))
    return { remove: false, reason: 'attached' };
  // An unreadable creation time counts as young: never delete on a guess.
  const age = nowMs - upload.createdAtMs;
  if (!Number.isFinite(age) || age < UNATTACHED_UPLOAD_MAX_AGE_MS) {
    return { remove: false, reason: 'young' };
  }
  if (submissionOfUpload(upload.path) === null) return { remove: true, reason: 'outside-folders' };
  return { remove: true, reason: application ? 'not-in-application' : 'no-application' };
}
