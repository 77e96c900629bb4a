import type { CalledTicket } from '@centre/domain/visits';

/** The day's calls, newest first. */
export function newestFirst(calls: readonly CalledTicket[]): CalledTicket[] {
  return [...calls].sort((a, b) => b.calledAt - a.calledAt);
}
