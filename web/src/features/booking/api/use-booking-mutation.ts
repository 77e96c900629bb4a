import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { appointmentChangeKeys, bookingKeys } from '../../../data/appointments/keys';
import type { PublicAppointment } from './get-appointment';

/**
 * Not awaited: the visitor sees the answer at once instead of after the free places are read
 * again (the lists refresh behind it).
 */
function invalidate(queryClient: QueryClient, appointmentId?: string) {
  for (const queryKey of appointmentChangeKeys(appointmentId)) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

function updateShown(
  queryClient: QueryClient,
  appointmentId: string,
  changes: Partial<PublicAppointment>,
) {
  queryClient.setQueryData<PublicAppointment | null>(
    bookingKeys.appointment(appointmentId),
    (current) => (current ? { ...current, ...changes } : current),
  );
}

/**
 * A booking as a mutation that owns its cache: once it settles (a refusal may mean the last place
 * went meanwhile), the free places and the staff's lists are read again.
 */
export function useBookingMutation<TInput, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => mutationFn(input),
    onSettled: () => invalidate(queryClient),
  });
}

export interface RescheduleVariables {
  appointmentId: string;
  date: string;
  start: string;
  /** not sent: shown on the page once the move is done */
  end: string;
}

/**
 * A move: the page shows the new time and reference at once; free places, the staff's lists and
 * the appointment's staff page are read again.
 */
export function useRescheduleMutation<TResult extends { reference: string }>(
  mutationFn: (request: Omit<RescheduleVariables, 'end'>) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ end: _end, ...request }: RescheduleVariables) => mutationFn(request),
    onSuccess: (moved, { appointmentId, date, start, end }) =>
      updateShown(queryClient, appointmentId, { date, start, end, reference: moved.reference }),
    onSettled: (_result, _error, { appointmentId }) => invalidate(queryClient, appointmentId),
  });
}

/** A cancellation: the page shows it cancelled at once; the freed place is read again. */
export function useCancelMutation(mutationFn: (appointmentId: string) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (appointmentId: string) => mutationFn(appointmentId),
    onSuccess: (_result, appointmentId) =>
      updateShown(queryClient, appointmentId, { status: 'cancelled' }),
    onSettled: (_result, _error, appointmentId) => invalidate(queryClient, appointmentId),
  });
}
