import { LICENCE_REFERENCE_PATTERN, REFERENCE_PATTERN } from '@centre/domain/statuses';
import { normaliseReference } from '../../components/form-reference';
import { isOneOf } from '../../lib/is-one-of';

// The status check's plain parts, no zod: the page loads them with the panel, and the schema
// (status-check-schema.ts) only with the visitor's first check.

/**
 * The schema's messages are the keys of their words under `errors.` in the application-status
 * namespace: the panel translates them as it shows them, so they follow a language switch.
 */
export const STATUS_CHECK_ERRORS = [
  'referenceRequired',
  'referenceFormat',
  'dateOfBirthRequired',
  'dateOfBirthFuture',
] as const;
export type StatusCheckError = (typeof STATUS_CHECK_ERRORS)[number];

export const isStatusCheckError = isOneOf(STATUS_CHECK_ERRORS);

/** Today on this device, as yyyy-mm-dd: a date of birth must be before it. */
export function todayIso(): string {
  const now = new Date();
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

/**
 * An application's reference (APP-, normalised as every form does: components/form-reference.ts)
 * or a licence renewal's (LIC-): "lic 7k3q9d" and "LIC7K3Q9D" become "LIC-7K3Q9D". Six letters
 * and numbers alone stay an APP- reference.
 */
export function normaliseStatusReference(value: string): string {
  const compact = value.toUpperCase().replace(/[\s-]+/g, '');
  if (/^LIC[A-Z0-9]{6}$/.test(compact)) return `LIC-${compact.slice(3)}`;
  return normaliseReference(value);
}

/** What the status check callable accepts (domain statusCheckReferenceInput). */
export function isStatusReference(value: string): boolean {
  return REFERENCE_PATTERN.test(value) || LICENCE_REFERENCE_PATTERN.test(value);
}
