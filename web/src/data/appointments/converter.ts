import {
  appointmentHistoryRecordSchema,
  appointmentRecordSchema,
  examBookingRecordSchema,
  examSessionRecordSchema,
  type AppointmentHistoryRecord,
} from '@centre/domain/bookings';
import { functionsRecordConverter, readOnlyConverter } from '../../lib/read-only-converter';

// The record schemas are the domain's (one definition for the app, the seed and its test).
export type {
  AppointmentRecord,
  ExamBookingRecord,
  ExamSessionRecord,
} from '@centre/domain/bookings';
export type AppointmentHistoryEntry = AppointmentHistoryRecord;

/** appointments/{id}: written only by the booking callables. */
export const appointmentConverter = functionsRecordConverter(
  appointmentRecordSchema,
  'Appointments',
);

/** appointments/{id}/history/{eventId} */
export const appointmentHistoryConverter = functionsRecordConverter(
  appointmentHistoryRecordSchema,
  'History entries',
);

export const examSessionConverter = readOnlyConverter(
  examSessionRecordSchema,
  'Exam sessions are created and updated field by field.',
  { estimateServerTimestamps: true },
);

/** examBookings/{id}: created by bookExamSeat; staff change only the status. */
export const examBookingConverter = functionsRecordConverter(
  examBookingRecordSchema,
  'Exam bookings',
);
