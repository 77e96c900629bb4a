/**
 * A Firebase error's code without its service prefix: callables report 'functions/not-found',
 * Firestore 'not-found', Auth 'auth/wrong-password'. Null when the error carries no code.
 */
export function errorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string' || code === '') return null;
  const slash = code.indexOf('/');
  return slash === -1 ? code : code.slice(slash + 1);
}

// The web SDK appends the HTTP status to a callable's message ('User not found [404]'); users
// should read the server's words only.
const HTTP_STATUS_SUFFIX = / \[\d{3}\]$/;

export function errorText(error: unknown): string | null {
  if (typeof error === 'string') return error || null;
  if (typeof error !== 'object' || error === null) return null;
  const message = (error as { message?: unknown }).message;
  if (typeof message !== 'string') return null;
  return message.replace(HTTP_STATUS_SUFFIX, '') || null;
}
