import { callFunction } from '../../../lib/call-function';
import { useDeskMutation } from './visit-mutation';

/** closeDesk: the caller's desk stops calling (its current visit, if any, stays as it is). */
export async function closeDesk(): Promise<void> {
  await callFunction<Record<string, never>, unknown>('closeDesk', {});
}

export function useCloseDesk() {
  return useDeskMutation(closeDesk);
}
