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

/** The first problem, led by the field's path where its message does not name the field. */
function describeFirstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid input';
  const where = issue.path.map(String).join('.');
  const namesNoField =
    SAYS_NOT_WHERE.test(issue.message) || issue.message === TEXT_MESSAGES.notText;
  return where && namesNoField ? `${where}: ${issue.message}` : issue.message;
}

/** Parses callable input with a domain schema; the first problem becomes `invalid-argument`. */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  // Anything but a plain object (null, a string, an array) is read as {}, so the caller hears
  // which field is missing rather than "expected object".
  const input = typeof data === 'object' && data !== null && !Array.isArray(data) ? data : {};
  const result = schema.safeParse(input);
  if (!result.success) throw new HttpsError('invalid-argument', describeFirstIssue(result.error));
  return result.data;
}
