import type { openDeskInput } from '@centre/domain/visits';
import type { z } from 'zod';
import { callFunction } from '../../../lib/call-function';
import { useDeskMutation } from './visit-mutation';

export type OpenDeskInput = z.input<typeof openDeskInput>;

/** openDesk: opens (or changes) the caller's desk: its name and the services it calls. */
export async function openDesk(input: OpenDeskInput): Promise<void> {
  await callFunction<OpenDeskInput, unknown>('openDesk', input);
}

/** Refreshes the caller's desk (desks/{uid}) and the open desks list: deskKeys.all. */
export function useOpenDesk() {
  return useDeskMutation(openDesk);
}
