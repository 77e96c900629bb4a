import {
  BOOKING_MESSAGES,
  appointmentRecordSchema,
  type AppointmentStatus,
  type SlotTime,
} from '@centre/domain/bookings';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { parseRecord } from '../shared/parse-record';

/** The fields of an appointment the callables act on, read inside their transaction. */
export interface AppointmentState {
  status: AppointmentStatus;
  reference: string;
  serviceId: string;
  date: string;
  time: SlotTime;
  slotId: string;
  email: string;
}

/**
 * appointments/{id} parsed with the domain's appointmentRecordSchema: `not-found` when missing,
 * `failed-precondition` when the stored status is not one the workflow knows.
 */
export function appointmentState(snapshot: DocumentSnapshot): AppointmentState {
  if (!snapshot.exists) throw new HttpsError('not-found', BOOKING_MESSAGES.appointmentNotFound);
  const record = parseRecord(appointmentRecordSchema, snapshot);
  return {
    status: record.status,
    reference: record.reference,
    serviceId: record.serviceId,
    date: record.date,
    time: { start: record.start, end: record.end },
    slotId: record.slotId,
    email: record.email,
  };
}
