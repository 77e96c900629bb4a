import { z } from 'zod';
import { referenceSchema } from '../../components/form-reference';

export const STATUS_CHECK_MESSAGES = {
  referenceRequired: 'Enter your application reference.',
  referenceFormat:
    'Enter the reference exactly as it appears on your confirmation, like APP-7K3Q9D (6 letters and numbers after APP-).',
  dateOfBirthRequired: 'Enter your date of birth.',
  dateOfBirthFuture: 'Your date of birth must be in the past.',
} as const;

function todayIso(): string {
  const now = new Date();
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

export const statusCheckSchema = z.object({
  reference: referenceSchema({
    required: STATUS_CHECK_MESSAGES.referenceRequired,
    format: STATUS_CHECK_MESSAGES.referenceFormat,
  }),
  dateOfBirth: z
    .string()
    .min(1, STATUS_CHECK_MESSAGES.dateOfBirthRequired)
    .pipe(z.iso.date(STATUS_CHECK_MESSAGES.dateOfBirthRequired))
    .refine((value) => value < todayIso(), STATUS_CHECK_MESSAGES.dateOfBirthFuture),
});

export type StatusCheckFormValues = z.input<typeof statusCheckSchema>;
export type StatusCheckValues = z.output<typeof statusCheckSchema>;
