import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpsCallable } from 'firebase/functions';
import { deskKeys } from '../../../data/desks/keys';
import { functions } from '../../../lib/functions';

/** closeDesk: the caller's desk stops calling (its current visit, if any, stays as it is). */
export async function closeDesk(): Promise<void> {
  await httpsCallable<Record<string, never>, unknown>(functions, 'closeDesk')({});
}

export function useCloseDesk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeDesk,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deskKeys.all }),
  });
}
