import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '../../../data/dashboard/keys';
import { callFunction } from '../../../lib/call-function';

/**
 * closeDesk with a colleague's uid (manage_users): their desk stops calling, e.g. one left open
 * at the end of the day; a visit it had called stays as it is, and they may open it again.
 */
export async function closeColleagueDesk(uid: string): Promise<void> {
  await callFunction<{ uid: string }, unknown>('closeDesk', { uid });
}

/** The mutation; the dashboard reads the board again whether it closed or was already closed. */
export function useCloseColleagueDesk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeColleagueDesk,
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
  });
}
