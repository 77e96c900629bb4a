/**
 * A Firebase error's code without its service prefix ('permission-denied', 'unavailable',
 * 'canceled' from 'storage/canceled'). Null when the error carries no code.
 */
export function errorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string' || code === '') return null;
  const slash = code.indexOf('/');
  return slash === -1 ? code : code.slice(slash + 1);
}

/** Firestore's code for a write the rules refused; for a public create it is also a retry's. */
export const PERMISSION_DENIED = 'permission-denied';
