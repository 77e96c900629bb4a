import { REFERENCE_PATTERN } from '@centre/domain/applications';
import { z } from 'zod';

export const SEAT_FORM_MESSAGES = {
  referenceRequired: 'Enter the reference from your HCA exam registration',
  referenceFormat: 'The reference looks like APP-7K3Q9D',
  dateOfBirthRequired: 'Enter your date of birth',
  sessionRequired: 'Choose an exam session',
} as const;

/** Upper case, and the APP- prefix added when only the six characters were typed. */
export function normaliseReference(value: string): string {
  const upper = value.trim().toUpperCase().replace(/\s+/g, '');
  return /^[A-Z0-9]{6}$/.test(upper) ? `APP-${upper}` : upper;
}

export const seatFormSchema = z.object({
  reference: z
    .string()
    .transform(normaliseReference)
    .pipe(
      z
        .string()
        .min(1, SEAT_FORM_MESSAGES.referenceRequired)
        .regex(REFERENCE_PATTERN, SEAT_FORM_MESSAGES.referenceFormat),
    ),
  dateOfBirth: z.iso.date(SEAT_FORM_MESSAGES.dateOfBirthRequired),
  sessionId: z.string().min(1, SEAT_FORM_MESSAGES.sessionRequired),
});
export type SeatFormValues = z.input<typeof seatFormSchema>;
export type SeatFormOutput = z.output<typeof seatFormSchema>;
