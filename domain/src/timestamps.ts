import { z } from 'zod';

/** A Firestore Timestamp as both SDKs give it (duck-typed: the domain loads no Firestore SDK). */
interface TimestampLike {
  toDate: () => Date;
}

const isTimestampLike = (value: unknown): value is TimestampLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { toDate?: unknown }).toDate === 'function';

/** A valid Date (an Invalid Date is not one: JSON would write it as null anyway). */
const isValidDate = (value: unknown): value is Date =>
  value instanceof Date && !Number.isNaN(value.getTime());

/**
 * A string exactly as Date.prototype.toISOString writes it (`2026-11-30T09:00:00.000Z`), which is
 * what JSON.stringify makes of a Date: another date format, or a date that does not exist, is not
 * one.
 */
const isIsoInstant = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  const date = new Date(value);
  return !Number.isNaN(date.getTime()) && date.toISOString() === value;
};

/**
 * A stored instant read as a Date: a Firestore Timestamp (duck-typed on toDate(), so that neither
 * the domain nor its tests need a Firestore SDK: the web SDK's and firebase-admin's Timestamps
 * both qualify), or the same instant as it comes back from JSON (the public reads' HTTPS answers,
 * functions/src/public-data/): the ISO string Date.prototype.toISOString writes, or a Date
 * already. So `schema.parse(JSON.parse(JSON.stringify(schema.parse(doc))))` gives the same Dates
 * as `schema.parse(doc)`. A field not written yet (or a pending serverTimestamp), and anything
 * else (a number, another string), reads as null.
 */
export const timestampSchema = z
  .custom<TimestampLike | Date | string>(
    (value) => isTimestampLike(value) || isValidDate(value) || isIsoInstant(value),
  )
  .transform((value): Date => {
    if (isValidDate(value)) return value;
    return typeof value === 'string' ? new Date(value) : value.toDate();
  })
  .nullable()
  .catch(null);

/** A timestamp that older records may not have at all: missing reads as null, as when unset. */
export const optionalTimestampSchema = timestampSchema
  .optional()
  .transform((value) => value ?? null);
