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
 * Text that is there: zod's own issues for a missing or non-text value, and zod's "too small"
 * for an empty or all-blank one, so that the callables' parseInput words them with the field's
 * name ("taskId is required", "taskId must be text"). Nothing is trimmed: the value goes on as
 * sent.
 */
function presentText() {
  return z.string().check((ctx) => {
    if (ctx.value.trim() !== '') return;
    ctx.issues.push({
      code: 'too_small',
      origin: 'string',
      minimum: 1,
      inclusive: true,
      input: ctx.value,
    });
  });
}

/**
 * An id the caller sends whose absence is not the record's: a missing, non-text, empty or blank
 * id fails zod's own checks (presentText), which parseInput words with the field's name; any
 * other value must pass `format` (an id schema with the entity's message, e.g. z.uuid).
 */
export function requiredIdOf<T extends z.ZodType<unknown, string>>(format: T) {
  return presentText().pipe(format);
}

/**
 * An id the person picks in a form (a colleague, a service, the recipient of a message): missing,
 * empty, blank, not text or malformed, the answer is the form's own prompt (`message`, e.g.
 * "Choose a colleague"), which the page shows next to the field (the web forms validate with
 * these schemas) and the callable sends as it is. An id of a record the caller is working on
 * (a visit, a task) is requiredIdSchema instead: its absence is not the record's.
 */
export function chosenIdSchema(message: string) {
  return documentIdSchema(message);
}

/**
 * A document id (documentIdSchema) the caller sends: a missing, non-text, empty or blank id is
 * "<field> is required" or "<field> must be text" (parseInput); any other malformed id is
 * `message`. Where the id may be left out, `.optional()` (or `.nullable()` for "nobody") keeps
 * that: an id that is sent must still be one.
 */
export function requiredIdSchema(message: string = ID_MESSAGES.invalidId) {
  return requiredIdOf(documentIdSchema(message));
}
