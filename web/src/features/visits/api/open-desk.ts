import type { openDeskInput } from '@centre/domain/visits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { httpsCallable } from 'firebase/functions';
import type { z } from 'zod';
import { deskKeys } from '../../../data/desks/keys';
import { functions } from '../../../lib/functions';

export type OpenDeskInput = z.input<typeof openDeskInput>;

/** openDesk: opens (or changes) the caller's desk: its name and the services it calls. */
export async function openDesk(input: OpenDeskInput): Promise<void> {
  await httpsCallable<OpenDeskInput, unknown>(functions, 'openDesk')(input);
}

/** Refreshes the caller's desk (desks/{uid}) and the open desks list: deskKeys.all. */
export function useOpenDesk() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openDesk,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deskKeys.all }),
  });
}
