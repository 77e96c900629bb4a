import { TEXT_MESSAGES } from '@centre/domain/text';
import { HttpsError } from 'firebase-functions/v2/https';
import type { z } from 'zod';

/**
 * Messages that say what is wrong but not where: zod's own (its English locale: "Invalid input:
 * expected string, received undefined", "Too big: ...") and the text schema's "Enter text". The
 * domain's own messages name their field ("Enter your reference, like APP-7K3Q9D") and are what
 * the pages translate, so they go out as they are.
 */
const SAYS_NOT_WHERE = /^(Invalid|Too (big|small)|Unrecognized)\b/;

/** What a field of the wrong type should have been, in words ("taskId must be text"). */
const TYPE_WORDS: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

/** The value the caller sent at `path` (undefined when it, or a field above it, is missing). */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * The first problem in plain words. A message that names no field is led by the field's path: a
 * field that is missing (or empty where text is required) "is required", one of the wrong type
 * "must be text" (a number, a list, ...), anything else "<field>: <message>". The domain's own
 * messages, which name their field, go out as they are.
 */
function describeFirstIssue(error: z.ZodError, input: unknown): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  const where = issue.path.map(String).join('.');
  const namesNoField =
    SAYS_NOT_WHERE.test(issue.message) || issue.message === TEXT_MESSAGES.notText;
  if (!where || !namesNoField) return issue.message;

  const value = valueAt(input, issue.path);
  const blank = typeof value === 'string' && value.trim() === '' && issue.code === 'too_small';
  if (value === undefined || blank) return `${where} is required`;
  const expected = issue.code === 'invalid_type' ? TYPE_WORDS[issue.expected] : undefined;
  if (expected) return `${where} must be ${expected}`;
  return `${where}: ${issue.message}`;
}

/** Parses callable input with a domain schema; the first problem becomes `invalid-argument`. */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  // Anything but a plain object (null, a string, an array) is read as {}, so the caller hears
  // which field is missing rather than "expected object".
  const input = typeof data === 'object' && data !== null && !Array.isArray(data) ? data : {};
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new HttpsError('invalid-argument', describeFirstIssue(result.error, input));
  }
  return result.data;
}
