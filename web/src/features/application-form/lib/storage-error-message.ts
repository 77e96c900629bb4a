import { MAX_DOCUMENT_BYTES } from '@centre/domain/applications';
import { RATE_LIMIT_MESSAGES } from '@centre/domain/rate-limits';

const MAX_MB = MAX_DOCUMENT_BYTES / (1024 * 1024);
const TRY_AGAIN = 'Please try again.';
const TRY_LATER = 'Please try again in a few minutes, or bring the document to the centre.';

/**
 * SPEC 8 storage error codes, in words an applicant can act on. Codes that only a programming
 * mistake can cause share the general message: the applicant can do nothing different about them.
 */
export const STORAGE_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  unknown: `Something went wrong while uploading the file. ${TRY_AGAIN}`,
  'object-not-found': `The uploaded file could not be found. Please upload it again.`,
  'bucket-not-found': `Document uploads are not available at the moment. ${TRY_LATER}`,
  'project-not-found': `Document uploads are not available at the moment. ${TRY_LATER}`,
  'quota-exceeded': `We cannot accept more uploads at the moment. ${TRY_LATER}`,
  unauthenticated: `Your session has expired. Reload the page and upload the file again.`,
  unauthorized: `This file cannot be uploaded. It must be a PDF, JPG or PNG of ${MAX_MB} MB or less, and the application must not have been sent already.`,
  'unauthorized-app': `Uploads from this app are not allowed at the moment. ${TRY_LATER}`,
  'retry-limit-exceeded': `The upload took too long, probably because the connection is weak or lost. Check your connection and try again.`,
  'invalid-checksum': `The file was damaged on the way. ${TRY_AGAIN}`,
  canceled: 'The upload was cancelled.',
  'cannot-slice-blob': `The file changed or can no longer be read on your device. Choose the file again.`,
  'server-file-wrong-size': `The file did not arrive complete. ${TRY_AGAIN}`,
  'invalid-argument': `This file cannot be read. Choose another file.`,
  'invalid-format': `This file cannot be read. Choose another file.`,
  'unsupported-environment': `Your browser cannot upload files. Try a recent version of Chrome, Safari, Firefox or Edge.`,
  'app-deleted': `Document uploads stopped working. Reload the page and try again.`,
  'internal-error': `Something went wrong while uploading the file. ${TRY_AGAIN}`,
  'invalid-event-name': `Something went wrong while uploading the file. ${TRY_AGAIN}`,
  'invalid-url': `Something went wrong while uploading the file. ${TRY_AGAIN}`,
  'invalid-default-bucket': `Document uploads are not available at the moment. ${TRY_LATER}`,
  'no-default-bucket': `Document uploads are not available at the moment. ${TRY_LATER}`,
  'no-download-url': `Something went wrong while uploading the file. ${TRY_AGAIN}`,
  'invalid-argument-count': `Something went wrong while uploading the file. ${TRY_AGAIN}`,
  'invalid-root-operation': `Something went wrong while uploading the file. ${TRY_AGAIN}`,
  // Refusals of the upload grant (upload-grant.ts), which every upload asks for first.
  'too-many-uploads': RATE_LIMIT_MESSAGES.tooManyUploadGrants,
  'upload-grant-refused': `Document uploads are not available at the moment. ${TRY_LATER}`,
};

/** The message for a storage error code, with or without its 'storage/' prefix. */
export function storageErrorMessage(code: string | null | undefined): string {
  const bare = code?.startsWith('storage/') ? code.slice('storage/'.length) : code;
  return (bare && STORAGE_ERROR_MESSAGES[bare]) || STORAGE_ERROR_MESSAGES.unknown!;
}
