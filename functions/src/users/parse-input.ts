import { firstIssue } from '@centre/domain/users';
import { HttpsError } from 'firebase-functions/v2/https';
import type { z } from 'zod';

/** Parses callable input with a domain schema; the first problem becomes `invalid-argument`. */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const input = typeof data === 'object' && data !== null ? data : {};
  const result = schema.safeParse(input);
  if (!result.success) {
    throw new HttpsError('invalid-argument', firstIssue(result) ?? 'Invalid input');
  }
  return result.data;
}
