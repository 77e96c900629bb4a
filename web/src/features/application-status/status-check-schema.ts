import { REFERENCE_PATTERN } from '@centre/domain/applications';
import { z } from 'zod';

export const STATUS_CHECK_MESSAGES = {
  referenceRequired: 'Enter your application reference.',
  referenceFormat:
    'Enter the reference exactly as it appears on your confirmation, like APP-7K3Q9D (6 letters and numbers after APP-).',
  dateOfBirthRequired: 'Enter your date of birth.',
  dateOfBirthFuture: 'Your date of birth must be in the past.',
} as const;

/**
 * "app-7k3q9d", " APP 7K3Q9D " and "7k3q9d" all become "APP-7K3Q9D": people copy references
 * from emails and read them over the phone.
 */
export function normaliseReference(value: string): string {
  const compact = value.toUpperCase().replace(/[\s-]+/g, '');
  if (/^[A-Z0-9]{6}$/.test(compact)) return `APP-${compact}`;
  if (/^APP[A-Z0-9]{6}$/.test(compact)) return `APP-${compact.slice(3)}`;
  return value.trim().toUpperCase();
}

function todayIso(): string {
  const now = new Date();
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

export const statusCheckSchema = z.object({
  reference: z
    .string()
    .transform(normaliseReference)
    .pipe(
      z
        .string()
        .min(1, STATUS_CHECK_MESSAGES.referenceRequired)
        .regex(REFERENCE_PATTERN, STATUS_CHECK_MESSAGES.referenceFormat),
    ),
  dateOfBirth: z
    .string()
    .min(1, STATUS_CHECK_MESSAGES.dateOfBirthRequired)
    .pipe(z.iso.date(STATUS_CHECK_MESSAGES.dateOfBirthRequired))
    .refine((value) => value < todayIso(), STATUS_CHECK_MESSAGES.dateOfBirthFuture),
});

export type StatusCheckFormValues = z.input<typeof statusCheckSchema>;
export type StatusCheckValues = z.output<typeof statusCheckSchema>;
