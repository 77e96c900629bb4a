import { examSessionSchema } from '@centre/domain/bookings';
import { z } from 'zod';

/**
 * The create/edit form: the domain's session fields, the capacity typed as text. On an edit the
 * capacity may not fall below the seats already booked (rules refuse it too).
 */
export function examSessionFormSchema(booked: number) {
  return z.object({
    date: examSessionSchema.shape.date.or(z.literal('')).refine((value) => value !== '', {
      message: 'Choose the date',
    }),
    startTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter the start time, like 09:30'),
    location: z.string().trim().min(1, 'Enter the location').max(200, 'Use at most 200 characters'),
    capacity: z
      .string()
      .trim()
      .regex(/^\d+$/, 'Enter a whole number of seats')
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(
            Math.max(1, booked),
            booked > 0 ? `At least ${booked}: seats already booked` : 'At least 1 seat',
          )
          .max(500, 'At most 500 seats'),
      ),
  });
}

export type ExamSessionFormInput = z.input<ReturnType<typeof examSessionFormSchema>>;
export type ExamSessionFormOutput = z.output<ReturnType<typeof examSessionFormSchema>>;
