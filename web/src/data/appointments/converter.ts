import {
  appointmentHistoryRecordSchema,
  appointmentRecordSchema,
  examBookingRecordSchema,
  examSessionRecordSchema,
  type AppointmentHistoryRecord,
} from '@centre/domain/bookings';
import { readOnlyConverter } from '../../lib/read-only-converter';

// The record schemas are the domain's (one definition for the app, the seed and its test).
export type {
  AppointmentRecord,
  ExamBookingRecord,
  ExamSessionRecord,
} from '@centre/domain/bookings';
export type AppointmentHistoryEntry = AppointmentHistoryRecord;

/** Every record here is parsed with pending server timestamps read as the local time. */
const ESTIMATE = { estimateServerTimestamps: true };
const writtenByFunctions = (what: string) =>
  `${what} are written by the functions, not the browser.`;

/** appointments/{id}: written only by the booking callables. */
export const appointmentConverter = readOnlyConverter(
  appointmentRecordSchema,
  writtenByFunctions('Appointments'),
  ESTIMATE,
);

/** appointments/{id}/history/{eventId} */
export const appointmentHistoryConverter = readOnlyConverter(
  appointmentHistoryRecordSchema,
  writtenByFunctions('History entries'),
  ESTIMATE,
);

export const examSessionConverter = readOnlyConverter(
  examSessionRecordSchema,
  'Exam sessions are created and updated field by field.',
  ESTIMATE,
);

/** examBookings/{id}: created by bookExamSeat; staff change only the status. */
export const examBookingConverter = readOnlyConverter(
  examBookingRecordSchema,
  writtenByFunctions('Exam bookings'),
  ESTIMATE,
);
