import type { CheckedIn, CheckInVisitorInput } from '@centre/domain/visits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appointmentKeys } from '../../../data/appointments/keys';
import { visitKeys } from '../../../data/visits/keys';
import { callFunction } from '../../../lib/call-function';

/**
 * checkInVisitor: issues the ticket. Idempotent by `requestId` (the visit's id): a retry, or a
 * resend from this device's outbox, returns the same visit and never a second ticket.
 */
export function checkInVisitor(input: CheckInVisitorInput): Promise<CheckedIn> {
  return callFunction<CheckInVisitorInput, CheckedIn>('checkInVisitor', input);
}

/**
 * The check-in as a mutation that owns its cache: the visits lists (the live board follows by
 * itself), and the appointment it came from.
 */
export function useCheckInVisitor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkInVisitor,
    onSuccess: (_answer, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: visitKeys.lists() }),
        ...(input.appointmentId
          ? [
              queryClient.invalidateQueries({ queryKey: appointmentKeys.lists() }),
              queryClient.invalidateQueries({
                queryKey: appointmentKeys.detail(input.appointmentId),
              }),
            ]
          : []),
      ]),
  });
}
