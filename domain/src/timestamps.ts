import { z } from 'zod';

/**
 * A Firestore Timestamp read as a Date; a field not written yet (or a pending serverTimestamp)
 * reads as null. Duck-typed on toDate() so that neither the domain nor its tests need a Firestore
 * SDK: the web SDK's and firebase-admin's Timestamps both qualify.
 */
export const timestampSchema = z
  .custom<{ toDate: () => Date }>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      typeof (value as { toDate?: unknown }).toDate === 'function',
  )
  .transform((value) => value.toDate())
  .nullable()
  .catch(null);

/** A timestamp that older records may not have at all: missing reads as null, as when unset. */
export const optionalTimestampSchema = timestampSchema
  .optional()
  .transform((value) => value ?? null);
