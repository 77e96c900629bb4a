/**
 * Each problem an applicant can meet while uploading, as the key of its words under
 * `storageErrors.` in the application-form namespace (the upload field shows them).
 */
export const STORAGE_ERRORS = [
  'general',
  'notFound',
  'unavailable',
  'quota',
  'sessionExpired',
  'refused',
  'appRefused',
  'tooSlow',
  'damaged',
  'canceled',
  'changed',
  'incomplete',
  'unreadable',
  'unsupported',
  'stopped',
] as const;
export type StorageError = (typeof STORAGE_ERRORS)[number];

/**
 * docs/product.md §8 storage error codes, in words an applicant can act on. Codes that only a
 * programming mistake can cause share the general message: the applicant can do nothing different
 * about them. `tooManyUploads` is the rate limiter's refusal, worded by the domain
 * (RATE_LIMIT_MESSAGES).
 */
export const STORAGE_ERROR_KEYS: Readonly<Record<string, StorageError | 'tooManyUploads'>> = {
  unknown: 'general',
  'object-not-found': 'notFound',
  'bucket-not-found': 'unavailable',
  'project-not-found': 'unavailable',
  'quota-exceeded': 'quota',
  unauthenticated: 'sessionExpired',
  unauthorized: 'refused',
  'unauthorized-app': 'appRefused',
  'retry-limit-exceeded': 'tooSlow',
  'invalid-checksum': 'damaged',
  canceled: 'canceled',
  'cannot-slice-blob': 'changed',
  'server-file-wrong-size': 'incomplete',
  'invalid-argument': 'unreadable',
  'invalid-format': 'unreadable',
  'unsupported-environment': 'unsupported',
  'app-deleted': 'stopped',
  'internal-error': 'general',
  'invalid-event-name': 'general',
  'invalid-url': 'general',
  'invalid-default-bucket': 'unavailable',
  'no-default-bucket': 'unavailable',
  'no-download-url': 'general',
  'invalid-argument-count': 'general',
  'invalid-root-operation': 'general',
  // Refusals of the upload grant (upload-grant.ts), which every upload asks for first.
  'too-many-uploads': 'tooManyUploads',
  'upload-grant-refused': 'unavailable',
};

/** The problem for a storage error code, with or without its 'storage/' prefix. */
export function storageErrorKey(code: string | null | undefined): StorageError | 'tooManyUploads' {
  const bare = code?.startsWith('storage/') ? code.slice('storage/'.length) : code;
  return (bare && STORAGE_ERROR_KEYS[bare]) || 'general';
}
