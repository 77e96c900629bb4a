import { z } from 'zod';
import {
  isStatusReference,
  normaliseStatusReference,
  todayIso,
  type StatusCheckError,
} from './status-check-fields';

/**
 * The schema's messages are the keys of their words under `errors.` in the application-status
 * namespace (status-check-fields.ts): the panel translates them as it shows them, so they follow
 * a language switch.
 */
const error = (key: StatusCheckError) => key;

export const statusCheckSchema = z.object({
  reference: z
    .string()
    .transform(normaliseStatusReference)
    .pipe(
      z
        .string()
        .min(1, error('referenceRequired'))
        .refine(isStatusReference, error('referenceFormat')),
    ),
  dateOfBirth: z
    .string()
    .min(1, error('dateOfBirthRequired'))
    .pipe(z.iso.date(error('dateOfBirthRequired')))
    .refine((value) => value < todayIso(), error('dateOfBirthFuture')),
});

export type StatusCheckFormValues = z.input<typeof statusCheckSchema>;
export type StatusCheckValues = z.output<typeof statusCheckSchema>;
