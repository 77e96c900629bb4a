import { httpsCallable } from 'firebase/functions';
import { functions } from '../../../lib/functions';
import { useCancelMutation } from './use-booking-mutation';

/** Cancels an appointment up to 24 h before it starts and frees its place. */
export async function cancelAppointment(appointmentId: string): Promise<void> {
  const call = httpsCallable<{ appointmentId: string }, unknown>(functions, 'cancelAppointment');
  await call({ appointmentId });
}

/** cancelAppointment as a mutation: the page shows it cancelled, free places are read again. */
export function useCancelAppointment() {
  return useCancelMutation(cancelAppointment);
}
