import { STORAGE_LIMITS } from './constants';

/**
 * What an application may hold, without a schema: the public form's page shows and checks these
 * before it loads its zod schema (with the first submission), so they live in a plain module
 * (docs/architecture.md §4); `applications.ts` builds its schemas from them and re-exports them.
 */

/** Uploads: PDF, JPEG and PNG only, 10 MB at most (docs/product.md §5). */
export const ALLOWED_DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
/** The accepted document types in English words. */
export const DOCUMENT_TYPE_LABELS: Record<(typeof ALLOWED_DOCUMENT_TYPES)[number], string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG image',
  'image/png': 'PNG image',
};
export const MAX_DOCUMENT_BYTES = STORAGE_LIMITS.maxUploadBytes;
export const MAX_DOCUMENTS = 10;

/** Limits shared by the form (zod), the rules and the functions. */
export const FIELD_LIMITS = {
  name: 80,
  email: 254,
  phone: 32,
  address: 300,
  answer: 2000,
  answers: 30,
  fileName: 200,
  note: 2000,
} as const;

/** An applicant with nothing filled in but the language: a blank form, an unreadable record. */
export function blankApplicant<L extends string>(language: L) {
  return {
    firstName: '',
    lastName: '',
    dateOfBirth: '',
    email: '',
    phone: '',
    address: '',
    language,
  };
}

const MINUTE_MS = 60_000;

/**
 * Upload grants (upload-grants.ts): how long a grant lets uploads in; asking again renews it
 * while the application is unsent.
 */
export const UPLOAD_GRANT_TTL_MS = 60 * MINUTE_MS;

/**
 * The browser asks for a fresh grant when the one it holds has less than this left, so that an
 * upload started on a weak connection does not outlive it.
 */
export const UPLOAD_GRANT_RENEW_MARGIN_MS = 10 * MINUTE_MS;
