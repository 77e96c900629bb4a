import type { BookAppointmentInput } from '@centre/domain/bookings';
import { useBookingMutation } from './use-booking-mutation';
import { callFunction } from '../../../lib/call-function';

export interface BookedAppointment {
  appointmentId: string;
  reference: string;
}

/** Takes a place in one transaction on the slot (callable `bookAppointment`). */
export async function bookAppointment(input: BookAppointmentInput): Promise<BookedAppointment> {
  return callFunction<BookAppointmentInput, BookedAppointment>('bookAppointment', input);
}

/** bookAppointment as a mutation that refreshes free places and the staff's lists. */
export function useBookAppointment() {
  return useBookingMutation(bookAppointment);
}
