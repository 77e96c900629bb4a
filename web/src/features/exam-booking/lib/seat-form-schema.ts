import { z } from 'zod';
import { referenceSchema } from '../../../components/form-reference';

export const SEAT_FORM_MESSAGES = {
  referenceRequired: 'Enter the reference from your HCA exam registration',
  referenceFormat: 'The reference looks like APP-7K3Q9D',
  dateOfBirthRequired: 'Enter your date of birth',
  sessionRequired: 'Choose an exam session',
} as const;

export const seatFormSchema = z.object({
  reference: referenceSchema({
    required: SEAT_FORM_MESSAGES.referenceRequired,
    format: SEAT_FORM_MESSAGES.referenceFormat,
  }),
  dateOfBirth: z.iso.date(SEAT_FORM_MESSAGES.dateOfBirthRequired),
  sessionId: z.string().min(1, SEAT_FORM_MESSAGES.sessionRequired),
});
export type SeatFormValues = z.input<typeof seatFormSchema>;
export type SeatFormOutput = z.output<typeof seatFormSchema>;
