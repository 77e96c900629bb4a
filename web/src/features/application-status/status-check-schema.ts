import { z } from 'zod';
import { referenceSchema } from '../../components/form-reference';
import { isOneOf } from '../../lib/is-one-of';

/**
 * The schema's messages are the keys of their words under `errors.` in the application-status
 * namespace: the panel translates them as it shows them, so they follow a language switch.
 */
export const STATUS_CHECK_ERRORS = [
  'referenceRequired',
  'referenceFormat',
  'dateOfBirthRequired',
  'dateOfBirthFuture',
] as const;
export type StatusCheckError = (typeof STATUS_CHECK_ERRORS)[number];

export const isStatusCheckError = isOneOf(STATUS_CHECK_ERRORS);

const error = (key: StatusCheckError) => key;

function todayIso(): string {
  const now = new Date();
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

export const statusCheckSchema = z.object({
  reference: referenceSchema({
    required: error('referenceRequired'),
    format: error('referenceFormat'),
  }),
  dateOfBirth: z
    .string()
    .min(1, error('dateOfBirthRequired'))
    .pipe(z.iso.date(error('dateOfBirthRequired')))
    .refine((value) => value < todayIso(), error('dateOfBirthFuture')),
});

export type StatusCheckFormValues = z.input<typeof statusCheckSchema>;
export type StatusCheckValues = z.output<typeof statusCheckSchema>;
