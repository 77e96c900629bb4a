import { onCall } from '../https/on-call';
import { clientIp } from '../security/rate-limit';

/**
 * A public callable (no sign-in; App Check as every callable): `handler` answers the raw data
 * for the caller's IP, which its per-IP rate limit counts against. Each handler is exported as
 * well (`<name>For`), so the tests call it in process with an IP of their own.
 */
export function publicCallable<Answer>(
  handler: (data: unknown, ip: string | null) => Promise<Answer>,
) {
  return onCall((request) => handler(request.data, clientIp(request.rawRequest)));
}
