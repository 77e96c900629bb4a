import type { CalledTicket } from '@centre/domain/visits';

/**
 * The day's calls, newest first, as the visit callables keep them (each call is put in front).
 * The stored order is trusted rather than `calledAt`: a display's clock, or the demo data's,
 * may disagree with the server's.
 */
export function newestFirst(calls: readonly CalledTicket[]): CalledTicket[] {
  return [...calls];
}

/** What identifies a call: the same ticket called again (a recall) is a new call. */
export function callKey(call: CalledTicket): string {
  return `${call.ticket}@${call.calledAt}`;
}
