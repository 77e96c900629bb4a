import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appointmentKeys } from '../../../data/appointments/keys';

/**
 * A seat booking as a mutation that owns its cache: once it settles (a refusal may mean the
 * session filled or closed meanwhile), the exam sessions (the public list and the staff's lists
 * and candidates) are read again, so seats show as they are now.
 */
export function useExamSeatMutation<TInput, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => mutationFn(input),
    // Not awaited: the answer shows at once, the seats refresh behind it.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: appointmentKeys.examSessions() });
    },
  });
}
