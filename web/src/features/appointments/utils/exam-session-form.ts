import { examSessionSchema } from '@centre/domain/bookings';
import type { TFunction } from 'i18next';
import { z } from 'zod';

/**
 * The create/edit form: the domain's session fields, the capacity typed as text. On an edit the
 * capacity may not fall below the seats already booked (rules refuse it too). Messages come
 * through `t` (the appointments namespace), so they read in the UI language.
 */
export function examSessionFormSchema(booked: number, t: TFunction<'appointments'>) {
  return z.object({
    date: examSessionSchema.shape.date.or(z.literal('')).refine((value) => value !== '', {
      message: t('validation.chooseDate'),
    }),
    startTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, t('validation.startTime')),
    location: z
      .string()
      .trim()
      .min(1, t('validation.location'))
      .max(200, t('validation.locationMax')),
    capacity: z
      .string()
      .trim()
      .regex(/^\d+$/, t('validation.seatsNumber'))
      .transform(Number)
      .pipe(
        z
          .number()
          .int()
          .min(
            Math.max(1, booked),
            booked > 0
              ? t('validation.atLeastBooked', { count: booked })
              : t('validation.atLeastOne'),
          )
          .max(500, t('validation.atMost')),
      ),
  });
}

export type ExamSessionFormInput = z.input<ReturnType<typeof examSessionFormSchema>>;
export type ExamSessionFormOutput = z.output<ReturnType<typeof examSessionFormSchema>>;
