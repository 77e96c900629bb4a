import { firstIssue } from '@centre/domain/users';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import type { z } from 'zod';

/** What the caller hears when a stored document does not match its domain schema. */
export const UNREADABLE_RECORD_MESSAGE =
  'This record cannot be read: it does not match its expected form. Please contact support.';

/**
 * A stored document (with its id, as the domain's record schemas expect) parsed with its domain
 * schema instead of cast: a document that does not match is `failed-precondition` with a clear
 * message (and the path and first problem in the logs), never a crash or `internal`. Callers
 * check `exists` first: a missing document is their `not-found`.
 */
export function parseRecord<S extends z.ZodType>(
  schema: S,
  snapshot: DocumentSnapshot,
): z.output<S> {
  const result = schema.safeParse({ ...snapshot.data(), id: snapshot.id });
  if (!result.success) {
    logger.error('stored record does not match its schema', {
      path: snapshot.ref.path,
      problem: firstIssue(result) ?? 'unknown',
    });
    throw new HttpsError('failed-precondition', UNREADABLE_RECORD_MESSAGE);
  }
  return result.data;
}

/** The same for a value that is not a whole document (a field, a query's aggregate). */
export function parseStored<S extends z.ZodType>(
  schema: S,
  value: unknown,
  what: string,
): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    logger.error('stored value does not match its schema', {
      what,
      problem: firstIssue(result) ?? 'unknown',
    });
    throw new HttpsError('failed-precondition', UNREADABLE_RECORD_MESSAGE);
  }
  return result.data;
}
