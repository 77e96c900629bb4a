import { httpsCallable } from 'firebase/functions';
import { functions } from '../../../lib/functions';
import type { BookedAppointment } from './book-appointment';
import { useRescheduleMutation } from './use-booking-mutation';

export interface RescheduleRequest {
  appointmentId: string;
  date: string;
  start: string;
}

/** Moves an appointment: the old place is released and the new one taken in one transaction. */
export async function rescheduleAppointment(
  request: RescheduleRequest,
): Promise<BookedAppointment> {
  const call = httpsCallable<RescheduleRequest, BookedAppointment>(
    functions,
    'rescheduleAppointment',
  );
  const { data } = await call(request);
  return data;
}

/** rescheduleAppointment as a mutation: the page shows the new time, free places are read again. */
export function useRescheduleAppointment() {
  return useRescheduleMutation(rescheduleAppointment);
}
