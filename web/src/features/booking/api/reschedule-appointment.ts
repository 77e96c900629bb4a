import type { BookedAppointment } from './book-appointment';
import { useRescheduleMutation } from './use-booking-mutation';
import { callFunction } from '../../../lib/call-function';

export interface RescheduleRequest {
  appointmentId: string;
  date: string;
  start: string;
}

/** Moves an appointment: the old place is released and the new one taken in one transaction. */
export async function rescheduleAppointment(
  request: RescheduleRequest,
): Promise<BookedAppointment> {
  return callFunction<RescheduleRequest, BookedAppointment>('rescheduleAppointment', request);
}

/** rescheduleAppointment as a mutation: the page shows the new time, free places are read again. */
export function useRescheduleAppointment() {
  return useRescheduleMutation(rescheduleAppointment);
}
