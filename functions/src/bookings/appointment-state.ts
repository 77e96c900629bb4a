import { BOOKING_MESSAGES, type AppointmentStatus, type SlotTime } from '@centre/domain/bookings';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';

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

export function appointmentState(snapshot: DocumentSnapshot): AppointmentState {
  if (!snapshot.exists) throw new HttpsError('not-found', BOOKING_MESSAGES.appointmentNotFound);
  const field = (name: string) => String(snapshot.get(name) ?? '');
  return {
    status: field('status') as AppointmentStatus,
    reference: field('reference'),
    serviceId: field('serviceId'),
    date: field('date'),
    time: { start: field('start'), end: field('end') },
    slotId: field('slotId'),
    email: field('email'),
  };
}
