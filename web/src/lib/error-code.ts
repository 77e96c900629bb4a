/**
 * A Firebase error's code without its service prefix: callables report 'functions/not-found',
 * Firestore 'not-found', Storage 'storage/unauthorized', Auth 'auth/wrong-password'. Null when
 * the error carries no code.
 */
export function errorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string' || code === '') return null;
  const slash = code.indexOf('/');
  return slash === -1 ? code : code.slice(slash + 1);
}

export function isPermissionDenied(error: unknown): boolean {
  return errorCode(error) === 'permission-denied';
}

/**
 * Codes of failures that a second try may cure: the connection, a timeout, the server's own
 * trouble (the callables' SDK reports a request that never got an answer as `internal`). A
 * refusal (invalid-argument, failed-precondition, permission-denied, not-found, already-exists,
 * resource-exhausted: a full slot, a rate limit) is the server's answer and stays the same.
 */
const TRANSIENT_CODES: ReadonlySet<string> = new Set([
  'unavailable',
  'deadline-exceeded',
  'internal',
  'unknown',
  'aborted',
  'retry-limit-exceeded',
]);

/** Whether trying again may succeed: a transient code, or an error without one (the network). */
export function isTransientError(error: unknown): boolean {
  const code = errorCode(error);
  return code === null || TRANSIENT_CODES.has(code);
}

// The web SDK appends the HTTP status to a callable's message ('User not found [404]'); users
// should read the server's words only.
const HTTP_STATUS_SUFFIX = / \[\d{3}\]$/;

/**
 * The server's own words for a failure as it sent them (English: the domain's messages), or null
 * when it gave none worth showing. For comparing with a domain message; errorText shows them.
 */
export function serverText(error: unknown): string | null {
  if (typeof error === 'string') return error.trim() ? error : null;
  if (typeof error !== 'object' || error === null) return null;
  const message = (error as { message?: unknown }).message;
  if (typeof message !== 'string') return null;
  const text = message.replace(HTTP_STATUS_SUFFIX, '');
  return text.trim() ? text : null;
}
