import { z } from 'zod';
import { referenceSchema } from '../../../components/form-reference-schema';
import { isValueOf, type ValueOf } from '../../../lib/is-one-of';

/** The schema's messages are keys of the exam-booking namespace: the form shows t(message). */
export const SEAT_FORM_MESSAGES = {
  referenceRequired: 'form.errors.referenceRequired',
  referenceFormat: 'form.errors.referenceFormat',
  dateOfBirthRequired: 'form.errors.dateOfBirthRequired',
  sessionRequired: 'form.errors.sessionRequired',
} as const;

export type SeatFormMessage = ValueOf<typeof SEAT_FORM_MESSAGES>;

export const isSeatFormMessage = isValueOf(SEAT_FORM_MESSAGES);

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
