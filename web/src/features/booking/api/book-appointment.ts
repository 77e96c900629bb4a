import type { BookAppointmentInput } from '@centre/domain/bookings';
import { httpsCallable } from 'firebase/functions';
import { functions } from '../../../lib/functions';
import { useBookingMutation } from './use-booking-mutation';

export interface BookedAppointment {
  appointmentId: string;
  reference: string;
}

/** Takes a place in one transaction on the slot (callable `bookAppointment`). */
export async function bookAppointment(input: BookAppointmentInput): Promise<BookedAppointment> {
  const call = httpsCallable<BookAppointmentInput, BookedAppointment>(functions, 'bookAppointment');
  const { data } = await call(input);
  return data;
}

/** bookAppointment as a mutation that refreshes free places and the staff's lists. */
export function useBookAppointment() {
  return useBookingMutation(bookAppointment);
}
