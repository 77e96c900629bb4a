import { CALLABLE_ERROR_MESSAGES as MESSAGES } from '@centre/domain/callable-errors';
import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';

type Mapped = [FunctionsErrorCode, string];

/** gRPC status codes as Firestore's Admin SDK reports them (error.code is the number). */
const FIRESTORE_CODES: Readonly<Record<number, Mapped>> = {
  1: ['cancelled', MESSAGES.cancelled],
  2: ['unknown', MESSAGES.serverError],
  3: ['invalid-argument', MESSAGES.invalidRequest],
  4: ['deadline-exceeded', MESSAGES.timeout],
  5: ['not-found', MESSAGES.notFound],
  6: ['already-exists', MESSAGES.alreadyExists],
  // The service account lacks a right: a deployment fault, not the caller's.
  7: ['internal', MESSAGES.serverError],
  8: ['resource-exhausted', MESSAGES.busy],
  9: ['failed-precondition', MESSAGES.conditionNotMet],
  // A transaction that kept colliding with others (a rush on one slot).
  10: ['aborted', MESSAGES.busy],
  11: ['out-of-range', MESSAGES.outOfRange],
  12: ['unimplemented', MESSAGES.unsupported],
  13: ['internal', MESSAGES.serverError],
  14: ['unavailable', MESSAGES.unavailable],
  15: ['internal', MESSAGES.serverError],
  16: ['internal', MESSAGES.serverError],
};

/** Admin SDK Auth codes (without the `auth/` prefix) that are not argument errors. */
const AUTH_CODES: Readonly<Record<string, Mapped>> = {
  'email-already-exists': ['already-exists', MESSAGES.accountExists],
  'uid-already-exists': ['already-exists', MESSAGES.alreadyExists],
  'phone-number-already-exists': ['already-exists', MESSAGES.alreadyExists],
  'user-not-found': ['not-found', MESSAGES.notFound],
  'user-disabled': ['permission-denied', MESSAGES.accountDisabled],
  'id-token-expired': ['unauthenticated', MESSAGES.signInAgain],
  'id-token-revoked': ['unauthenticated', MESSAGES.signInAgain],
  'session-cookie-expired': ['unauthenticated', MESSAGES.signInAgain],
  'session-cookie-revoked': ['unauthenticated', MESSAGES.signInAgain],
  'user-token-expired': ['unauthenticated', MESSAGES.signInAgain],
  'operation-not-allowed': ['failed-precondition', MESSAGES.notAllowed],
  'too-many-requests': ['resource-exhausted', MESSAGES.busy],
  'quota-exceeded': ['resource-exhausted', MESSAGES.busy],
  'maximum-user-count-exceeded': ['resource-exhausted', MESSAGES.busy],
  'internal-error': ['unavailable', MESSAGES.unavailable],
  'project-not-found': ['internal', MESSAGES.serverError],
  'insufficient-permission': ['internal', MESSAGES.serverError],
};

/**
 * The Firestore Admin SDK checks paths and values before it sends anything and throws a plain
 * Error (no code) when one is malformed, e.g. `Value for argument "documentPath" must point to a
 * document`. Ids are validated before they reach a path, so this is the last line of defence.
 */
const FIRESTORE_ARGUMENT_ERROR =
  /^(Value for argument|Argument ")|(must point to a (document|collection))|(Paths? must)|(is not a valid (resource|Firestore) path)|Invalid (document|collection)? ?path/i;

function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null
    ? (error as { code?: unknown }).code
    : undefined;
}

/**
 * What a callable answers for `error`: an HttpsError as it is; a Firestore (gRPC) or Auth error
 * by its code; an argument error of the Firestore SDK as `invalid-argument`. Anything else is a
 * fault of ours and stays `internal`, with a message that tells the caller nothing of the cause.
 */
export function toHttpsError(error: unknown): HttpsError {
  if (error instanceof HttpsError) return error;
  const code = codeOf(error);
  if (typeof code === 'number' && FIRESTORE_CODES[code]) {
    return new HttpsError(...FIRESTORE_CODES[code]);
  }
  if (typeof code === 'string' && code.startsWith('auth/')) {
    const name = code.slice('auth/'.length);
    const mapped = AUTH_CODES[name];
    if (mapped) return new HttpsError(...mapped);
    // invalid-email, invalid-password, invalid-display-name, invalid-uid, invalid-argument,
    // claims-too-large, ...: the request carried something Auth refuses.
    if (name.startsWith('invalid-') || name.endsWith('-too-large') || name === 'missing-uid') {
      return new HttpsError('invalid-argument', MESSAGES.invalidRequest);
    }
    return new HttpsError('unknown', MESSAGES.serverError);
  }
  if (
    error instanceof Error &&
    code === undefined &&
    FIRESTORE_ARGUMENT_ERROR.test(error.message)
  ) {
    return new HttpsError('invalid-argument', MESSAGES.invalidRequest);
  }
  return new HttpsError('internal', MESSAGES.serverError);
}
