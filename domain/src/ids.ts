import { z } from 'zod';

/**
 * Document ids that callables put into Firestore paths. Letters, digits, `_` and `-` only, so an
 * id can never add a path segment (`a/b`), climb one (`..`) or be refused by Firestore; ids of
 * the form `__x__` are reserved by Firestore and refused as well. Firestore's auto-ids, Auth
 * uids, our service and session ids and UUIDs all fit.
 */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
export const ID_MAX_LENGTH = 128;
const RESERVED_ID_PATTERN = /^__.*__$/;

/** Whether `value` may be used as a document id in a path built by a callable. */
export function isDocumentId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value) && !RESERVED_ID_PATTERN.test(value);
}

/** Generic messages for ids; callables pass their own, more specific one where they have it. */
export const ID_MESSAGES = {
  invalidId: 'The id is not valid',
} as const;

/**
 * A document id (see ID_PATTERN), with one message for every way it can be wrong: missing, not
 * a string, empty, too long, a character outside the pattern, or reserved.
 */
export function documentIdSchema(message: string = ID_MESSAGES.invalidId) {
  return z
    .string({ error: message })
    .regex(ID_PATTERN, { error: message })
    .refine((value) => !RESERVED_ID_PATTERN.test(value), { error: message });
}

/**
 * A document id the caller must send (documentIdSchema), whose absence is not the record's: a
 * missing, non-text or empty id fails zod's own checks, which the callables' parseInput words
 * with the field's name ("taskId is required", "taskId must be text"); any other malformed id is
 * `message`.
 */
export function requiredIdSchema(message: string = ID_MESSAGES.invalidId) {
  return z.string().min(1).pipe(documentIdSchema(message));
}
