import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appointmentKeys } from '../../../data/appointments/keys';
import type { AppointmentStatus } from '@centre/domain/bookings';
import { callFunction } from '../../../lib/call-function';

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
  await callFunction<SetAppointmentStatusInput, unknown>('setAppointmentStatus', input);
}

/**
 * setAppointmentStatus as a mutation that owns its cache: once it settles (a refusal may mean
 * someone else moved the appointment first), the appointment (with its history) and the lists
 * are read again.
 */
export function useSetAppointmentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAppointmentStatus,
    onSettled: (_result, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: appointmentKeys.detail(input.appointmentId) }),
        queryClient.invalidateQueries({ queryKey: appointmentKeys.lists() }),
      ]),
  });
}
