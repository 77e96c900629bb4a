import { CALLABLE_ERROR_MESSAGES } from '@centre/domain/callable-errors';
import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { toHttpsError } from './to-https-error';

const coded = (code: string | number, message = 'boom') =>
  Object.assign(new Error(message), { code });

describe('toHttpsError', () => {
  it('keeps an HttpsError as it is', () => {
    const error = new HttpsError('not-found', 'User not found');
    expect(toHttpsError(error)).toBe(error);
  });

  it.each([
    [3, 'invalid-argument'],
    [5, 'not-found'],
    [6, 'already-exists'],
    [8, 'resource-exhausted'],
    [9, 'failed-precondition'],
    [10, 'aborted'],
    [14, 'unavailable'],
    [4, 'deadline-exceeded'],
  ])('answers Firestore gRPC code %i with %s', (code, expected) => {
    expect(toHttpsError(coded(code)).code).toBe(expected);
  });

  it.each([
    ['auth/email-already-exists', 'already-exists', CALLABLE_ERROR_MESSAGES.accountExists],
    ['auth/user-not-found', 'not-found', CALLABLE_ERROR_MESSAGES.notFound],
    ['auth/invalid-password', 'invalid-argument', CALLABLE_ERROR_MESSAGES.invalidRequest],
    ['auth/invalid-display-name', 'invalid-argument', CALLABLE_ERROR_MESSAGES.invalidRequest],
    ['auth/invalid-argument', 'invalid-argument', CALLABLE_ERROR_MESSAGES.invalidRequest],
    ['auth/invalid-uid', 'invalid-argument', CALLABLE_ERROR_MESSAGES.invalidRequest],
    ['auth/claims-too-large', 'invalid-argument', CALLABLE_ERROR_MESSAGES.invalidRequest],
    ['auth/too-many-requests', 'resource-exhausted', CALLABLE_ERROR_MESSAGES.busy],
    ['auth/user-disabled', 'permission-denied', CALLABLE_ERROR_MESSAGES.accountDisabled],
    ['auth/id-token-revoked', 'unauthenticated', CALLABLE_ERROR_MESSAGES.signInAgain],
    ['auth/internal-error', 'unavailable', CALLABLE_ERROR_MESSAGES.unavailable],
    ['auth/something-new', 'unknown', CALLABLE_ERROR_MESSAGES.serverError],
  ])('answers Auth %s with %s', (code, expected, message) => {
    const mapped = toHttpsError(coded(code));
    expect(mapped.code).toBe(expected);
    expect(mapped.message).toBe(message);
  });

  it.each([
    'Value for argument "documentPath" must point to a document, but was "users/a/b". Your path does not contain an even number of components.',
    'Paths must not contain //.',
    'Argument "data" is not a valid Firestore document.',
  ])('answers a Firestore SDK argument error with invalid-argument: %s', (message) => {
    expect(toHttpsError(new Error(message)).code).toBe('invalid-argument');
  });

  it('keeps anything else internal, without telling the cause', () => {
    const mapped = toHttpsError(new TypeError('Cannot read properties of undefined'));
    expect(mapped.code).toBe('internal');
    expect(mapped.message).toBe(CALLABLE_ERROR_MESSAGES.serverError);
    expect(toHttpsError(coded(13)).code).toBe('internal');
    expect(toHttpsError('a string').code).toBe('internal');
  });
});
