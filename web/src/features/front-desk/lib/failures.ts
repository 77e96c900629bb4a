import { errorCode, serverText } from '../../../lib/error-code';

/**
 * Whether a failed call may succeed later as it is: the network or the server was down (the
 * Functions SDK reports a failed fetch as 'internal' with the text 'internal'). Such a check-in
 * is kept on the device and sent again; any other failure is a refusal to show.
 */
export function isTransientFailure(error: unknown): boolean {
  const code = errorCode(error);
  if (code === 'unavailable' || code === 'deadline-exceeded') return true;
  if (code === 'internal' && (serverText(error) ?? 'internal').toLowerCase() === 'internal') {
    return true;
  }
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
