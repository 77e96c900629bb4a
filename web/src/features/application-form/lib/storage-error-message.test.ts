import { describe, expect, it } from 'vitest';
import { STORAGE_ERROR_MESSAGES, storageErrorMessage } from './storage-error-message';

// SPEC 8: every storage error code.
const SPEC_CODES = [
  'unknown',
  'object-not-found',
  'bucket-not-found',
  'project-not-found',
  'quota-exceeded',
  'unauthenticated',
  'unauthorized',
  'unauthorized-app',
  'retry-limit-exceeded',
  'invalid-checksum',
  'canceled',
  'invalid-event-name',
  'invalid-url',
  'invalid-default-bucket',
  'no-default-bucket',
  'cannot-slice-blob',
  'server-file-wrong-size',
  'no-download-url',
  'invalid-argument',
  'invalid-argument-count',
  'app-deleted',
  'invalid-root-operation',
  'invalid-format',
  'internal-error',
  'unsupported-environment',
];

describe('storageErrorMessage', () => {
  it.each(SPEC_CODES)('has a plain message for storage/%s', (code) => {
    expect(STORAGE_ERROR_MESSAGES[code]).toBeTruthy();
    expect(storageErrorMessage(`storage/${code}`)).toBe(STORAGE_ERROR_MESSAGES[code]);
  });

  it('tells the applicant what to do for the errors they can meet', () => {
    expect(storageErrorMessage('storage/unauthorized')).toMatch(/PDF, JPG or PNG/);
    expect(storageErrorMessage('storage/retry-limit-exceeded')).toMatch(/connection/);
    expect(storageErrorMessage('storage/canceled')).toMatch(/cancelled/);
    expect(storageErrorMessage('storage/quota-exceeded')).toMatch(/try again/i);
  });

  it('falls back to the general message for an unknown or missing code', () => {
    expect(storageErrorMessage('storage/something-new')).toBe(STORAGE_ERROR_MESSAGES.unknown);
    expect(storageErrorMessage(null)).toBe(STORAGE_ERROR_MESSAGES.unknown);
  });
});
