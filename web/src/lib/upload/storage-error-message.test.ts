import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { STORAGE_ERROR_KEYS, storageErrorKey } from './storage-error-message';

// docs/product.md §8: every storage error code.
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

/** The words the upload field shows for a code, in a language. */
function words(code: string | null, language: 'en' | 'sw' = 'en'): string {
  const key = storageErrorKey(code);
  return i18next.t(`storageErrors.${key as 'general'}`, {
    ns: 'application-form',
    lng: language,
    maxMb: 10,
  });
}

describe('storage error messages', () => {
  it.each(SPEC_CODES)('has plain words in both languages for storage/%s', (code) => {
    expect(STORAGE_ERROR_KEYS[code]).toBeTruthy();
    expect(storageErrorKey(`storage/${code}`)).toBe(STORAGE_ERROR_KEYS[code]);
    expect(words(`storage/${code}`)).not.toMatch(/storageErrors/);
    expect(words(`storage/${code}`, 'sw')).not.toBe(words(`storage/${code}`));
  });

  it('tells the applicant what to do for the errors they can meet', () => {
    expect(words('storage/unauthorized')).toMatch(/PDF, JPG or PNG of 10 MB or less/);
    expect(words('storage/retry-limit-exceeded')).toMatch(/connection/);
    expect(words('storage/canceled')).toMatch(/cancelled/);
    expect(words('storage/quota-exceeded')).toMatch(/try again/i);
    expect(words('storage/unauthorized', 'sw')).toMatch(/PDF, JPG au PNG lisilozidi MB 10/);
  });

  it('leaves the rate limiter refusal to the domain words', () => {
    expect(storageErrorKey('too-many-uploads')).toBe('tooManyUploads');
  });

  it('falls back to the general message for an unknown or missing code', () => {
    expect(storageErrorKey('storage/something-new')).toBe('general');
    expect(storageErrorKey(null)).toBe('general');
    expect(words(null)).toBe('Something went wrong while uploading the file. Please try again.');
  });
});
