import { z } from 'zod';
import { LICENCE_REFERENCE_PATTERN, REFERENCE_PATTERN } from './statuses';

/**
 * A reference as the public types it, read before any query: the status check's (an
 * application's APP- or a licence renewal's LIC-) and the HCA exam-seat callables' (APP-). Its
 * own module, so that the booking schemas (bookings.ts) do not load the applications' (a slow
 * phone evaluates those in one 125 ms task at 4x CPU, on the booking pages that never use them).
 */
export const REFERENCE_MESSAGES = {
  referenceInvalid: 'Enter your reference, like APP-7K3Q9D',
} as const;

/**
 * An APP- reference: any case and spaces around it are accepted (read over the phone, typed on a
 * phone), then it must match REFERENCE_PATTERN.
 */
export const referenceInput = z
  .string({ error: REFERENCE_MESSAGES.referenceInvalid })
  .trim()
  .toUpperCase()
  .regex(REFERENCE_PATTERN, { error: REFERENCE_MESSAGES.referenceInvalid });

/** The status check's reference: an application's (APP-) or a licence renewal's (LIC-). */
export const statusCheckReferenceInput = z
  .string({ error: REFERENCE_MESSAGES.referenceInvalid })
  .trim()
  .toUpperCase()
  .refine((value) => REFERENCE_PATTERN.test(value) || LICENCE_REFERENCE_PATTERN.test(value), {
    error: REFERENCE_MESSAGES.referenceInvalid,
  });
