import { useCancelMutation } from './use-booking-mutation';
import { callFunction } from '../../../lib/call-function';

/** Cancels an appointment up to 24 h before it starts and frees its place. */
export async function cancelAppointment(appointmentId: string): Promise<void> {
  await callFunction<{ appointmentId: string }, unknown>('cancelAppointment', { appointmentId });
}

/** cancelAppointment as a mutation: the page shows it cancelled, free places are read again. */
export function useCancelAppointment() {
  return useCancelMutation(cancelAppointment);
}
