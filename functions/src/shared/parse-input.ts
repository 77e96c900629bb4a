import { firstIssue } from '@centre/domain/users';
import { HttpsError } from 'firebase-functions/v2/https';
import type { z } from 'zod';

/** Parses callable input with a domain schema; the first problem becomes `invalid-argument`. */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  // Anything but a plain object (null, a string, an array) is read as {}, so the caller hears
  // which field is missing rather than "expected object".
  const input = typeof data === 'object' && data !== null && !Array.isArray(data) ? data : {};
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new HttpsError('invalid-argument', firstIssue(result) ?? 'Invalid input');
  }
  return result.data;
}
