import { settleWithin } from '../../../lib/settle-within';

/**
 * A write on a weak connection can hang far longer than a person waits: a page that must tell
 * the applicant something cannot wait that long, so a write that has not been confirmed within
 * the limit counts as failed and the application is kept on the device (the request may still
 * arrive later, which the document id makes harmless: the device's resend is then refused as an
 * update and the item leaves the queue).
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
