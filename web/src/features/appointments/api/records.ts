import {
  APPOINTMENT_STATUSES,
  EXAM_BOOKING_STATUSES,
  examSessionSchema,
} from '@centre/domain/bookings';
import { z } from 'zod';
import { readOnlyConverter } from '../../../lib/read-only-converter';
import { timestampSchema } from '../../../lib/timestamp-schema';

const timestamp = timestampSchema;

const text = z.string().catch('');
const optionalText = z.string().nullable().catch(null);

/** Every record here is parsed with pending server timestamps read as the local time. */
const ESTIMATE = { estimateServerTimestamps: true };
const writtenByFunctions = (what: string) =>
  `${what} are written by the functions, not the browser.`;

/**
 * appointments/{id}: written only by the booking callables. A malformed optional field falls back
 * to a neutral value; the status must be one the workflow knows, since the actions depend on it.
 */
export const appointmentRecordSchema = z.object({
  id: z.string(),
  reference: text,
  serviceId: text,
  serviceName: text,
  date: text,
  start: text,
  end: text,
  slotId: text,
  name: text,
  email: text,
  phone: text,
  language: text,
  notes: text,
  status: z.enum(APPOINTMENT_STATUSES),
  visitId: optionalText.optional().transform((value) => value ?? null),
  createdAt: timestamp,
  updatedAt: timestamp,
  cancelledAt: timestamp.optional().transform((value) => value ?? null),
});
export type AppointmentRecord = z.infer<typeof appointmentRecordSchema>;

export const appointmentConverter = readOnlyConverter(
  appointmentRecordSchema,
  writtenByFunctions('Appointments'),
  ESTIMATE,
);

/** appointments/{id}/history/{eventId} */
export const appointmentHistorySchema = z.object({
  id: z.string(),
  from: optionalText.optional().transform((value) => value ?? null),
  to: optionalText.optional().transform((value) => value ?? null),
  by: optionalText.optional().transform((value) => value ?? null),
  byName: optionalText.optional().transform((value) => value ?? null),
  at: timestamp,
  note: optionalText.optional().transform((value) => value ?? null),
});
export type AppointmentHistoryEntry = z.infer<typeof appointmentHistorySchema>;

export const appointmentHistoryConverter = readOnlyConverter(
  appointmentHistorySchema,
  writtenByFunctions('History entries'),
  ESTIMATE,
);

/** examSessions/{id}: the domain's schema plus the id. */
export const examSessionRecordSchema = examSessionSchema.extend({ id: z.string() });
export type ExamSessionRecord = z.infer<typeof examSessionRecordSchema>;

export const examSessionConverter = readOnlyConverter(
  examSessionRecordSchema,
  'Exam sessions are created and updated field by field.',
  ESTIMATE,
);

/** examBookings/{id}: created by bookExamSeat; staff change only the status. */
export const examBookingRecordSchema = z.object({
  id: z.string(),
  registrationId: text,
  reference: text,
  candidateName: text,
  sessionId: text,
  status: z.enum(EXAM_BOOKING_STATUSES),
  createdAt: timestamp,
});
export type ExamBookingRecord = z.infer<typeof examBookingRecordSchema>;

export const examBookingConverter = readOnlyConverter(
  examBookingRecordSchema,
  writtenByFunctions('Exam bookings'),
  ESTIMATE,
);
