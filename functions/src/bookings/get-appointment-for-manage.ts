import { COLLECTIONS } from '@centre/domain/collections';
import { BOOKING_MESSAGES, appointmentRecordSchema } from '@centre/domain/bookings';
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
  const parsed = snapshot.exists
    ? appointmentRecordSchema.safeParse({ ...snapshot.data(), id: snapshot.id })
    : null;
  // An appointment whose status the workflow does not know is treated as missing.
  if (!parsed?.success) throw new HttpsError('not-found', BOOKING_MESSAGES.appointmentNotFound);
  const appointment = parsed.data;
  return {
    id: appointment.id,
    reference: appointment.reference,
    serviceId: appointment.serviceId,
    serviceName: appointment.serviceName,
    date: appointment.date,
    start: appointment.start,
    end: appointment.end,
    status: appointment.status,
    maskedName: maskName(appointment.name),
  };
});
