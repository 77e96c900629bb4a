import { RATE_LIMIT_MESSAGES } from '@centre/domain/rate-limits';
import { STORAGE_ERRORS as WORDS } from '../../../lib/error-messages';
import { translateMessage } from '../../../lib/messages';

/**
 * SPEC 8 storage error codes, in words an applicant can act on (English; storageErrorMessage
 * shows them in the current language). Codes that only a programming mistake can cause share the
 * general message: the applicant can do nothing different about them.
 */
export const STORAGE_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  unknown: WORDS.general,
  'object-not-found': WORDS.fileNotFound,
  'bucket-not-found': WORDS.uploadsUnavailable,
  'project-not-found': WORDS.uploadsUnavailable,
  'quota-exceeded': WORDS.quotaExceeded,
  unauthenticated: WORDS.sessionExpired,
  unauthorized: WORDS.fileRefused,
  'unauthorized-app': WORDS.appRefused,
  'retry-limit-exceeded': WORDS.tooSlow,
  'invalid-checksum': WORDS.damaged,
  canceled: WORDS.cancelled,
  'cannot-slice-blob': WORDS.fileChanged,
  'server-file-wrong-size': WORDS.incomplete,
  'invalid-argument': WORDS.unreadable,
  'invalid-format': WORDS.unreadable,
  'unsupported-environment': WORDS.browserUnsupported,
  'app-deleted': WORDS.uploadsStopped,
  'internal-error': WORDS.general,
  'invalid-event-name': WORDS.general,
  'invalid-url': WORDS.general,
  'invalid-default-bucket': WORDS.uploadsUnavailable,
  'no-default-bucket': WORDS.uploadsUnavailable,
  'no-download-url': WORDS.general,
  'invalid-argument-count': WORDS.general,
  'invalid-root-operation': WORDS.general,
  // Refusals of the upload grant (upload-grant.ts), which every upload asks for first.
  'too-many-uploads': RATE_LIMIT_MESSAGES.tooManyUploadGrants,
  'upload-grant-refused': WORDS.uploadsUnavailable,
};

/** The message for a storage error code, with or without its 'storage/' prefix. */
export function storageErrorMessage(code: string | null | undefined): string {
  const bare = code?.startsWith('storage/') ? code.slice('storage/'.length) : code;
  return translateMessage((bare && STORAGE_ERROR_MESSAGES[bare]) || WORDS.general);
}
