import { settleWithin } from '../../../lib/settle-within';

/**
 * Firestore writes made offline do not fail: the SDK keeps them and the promise waits for the
 * server. A page that must tell the applicant something cannot wait that long, so a write that
 * has not been confirmed within the limit counts as failed (the SDK may still deliver it later,
 * which the document id makes harmless).
 */
export const DATABASE_WRITE_TIMEOUT_MS = 10_000;

export class TimeoutError extends Error {
  readonly code = 'deadline-exceeded';

  constructor(ms: number) {
    super(`No answer from the database within ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return settleWithin(
    () => promise,
    ms,
    () => new TimeoutError(ms),
  );
}
