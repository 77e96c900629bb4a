import { COLLECTIONS } from '@centre/domain/collections';
import { BOOKING_MESSAGES, APPOINTMENT_STATUSES } from '@centre/domain/bookings';
import {
  getAppointmentForManageInput,
  maskName,
  type AppointmentForManage,
} from '@centre/domain/manage-appointment';
import { HttpsError } from 'firebase-functions/v2/https';
import { onCall } from '../https/on-call';
import { db } from '../admin';
import { parseInput } from '../shared/parse-input';

/**
 * /appointment/{id} reads its appointment here (no sign-in: the random id in the visitor's link
 * is the capability). The answer is what the manage page shows and needs to move or cancel it:
 * reference, service, time and status, with the booker's initials instead of their name; never
 * the email, phone or notes, which only staff read (firestore.rules: appointments are staff-only).
 * A missing appointment and a malformed one are both `not-found`.
 */
export const getAppointmentForManage = onCall(async (request): Promise<AppointmentForManage> => {
  const { appointmentId } = parseInput(getAppointmentForManageInput, request.data);
  const snapshot = await db.doc(`${COLLECTIONS.appointments}/${appointmentId}`).get();
  const status: unknown = snapshot.get('status');
  if (!snapshot.exists || !APPOINTMENT_STATUSES.some((known) => known === status)) {
    throw new HttpsError('not-found', BOOKING_MESSAGES.appointmentNotFound);
  }
  const text = (field: string) => {
    const value: unknown = snapshot.get(field);
    return typeof value === 'string' ? value : '';
  };
  return {
    id: snapshot.id,
    reference: text('reference'),
    serviceId: text('serviceId'),
    serviceName: text('serviceName'),
    date: text('date'),
    start: text('start'),
    end: text('end'),
    status: status as AppointmentForManage['status'],
    maskedName: maskName(text('name')),
  };
});
