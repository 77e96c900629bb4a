import type { AppointmentStatus } from '@centre/domain/bookings';
import { httpsCallable } from 'firebase/functions';
import { functions } from '../../../lib/functions';

export interface SetAppointmentStatusInput {
  appointmentId: string;
  status: AppointmentStatus;
  /** '' when there is none */
  note: string;
}

/**
 * Staff move an appointment on through the callable: it checks APPOINTMENT_TRANSITIONS, frees the
 * place on cancellation (in the slot's transaction) and writes the history entry.
 */
export async function setAppointmentStatus(input: SetAppointmentStatusInput): Promise<void> {
  await httpsCallable<SetAppointmentStatusInput, unknown>(functions, 'setAppointmentStatus')(input);
}
