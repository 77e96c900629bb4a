import { COLLECTIONS } from '@centre/domain/collections';
import { createHash } from 'node:crypto';
import {
  RATE_LIMITS,
  RATE_LIMIT_MESSAGES,
  type RateLimitKind,
  type RateLimitRecord,
} from '@centre/domain/rate-limits';
import {
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { db } from '../admin';

/**
 * Firestore-backed limiters (rateLimits/{kind}__{sha256}): read and written inside the caller's
 * transaction, so concurrent requests on any function instance count exactly once each. The
 * collection is closed to every client by firestore.rules.
 */

/** Transactions on one limiter collide under a burst; each collision costs an attempt. */
export const LIMITER_TRANSACTION_OPTIONS = { maxAttempts: 40 } as const;

/** The request fields clientIp reads (an Express request in a v2 callable). */
export interface RequestLike {
  ip?: string | undefined;
  headers?: Record<string, string | string[] | undefined>;
  socket?: { remoteAddress?: string | undefined } | undefined;
}

/**
 * The caller's IP. Behind Google's front end (Cloud Functions v2 / Cloud Run) the LAST
 * X-Forwarded-For entry is the address the front end saw; earlier entries are whatever the client
 * sent, so they are never trusted. Without the header (the emulators), the socket's address.
 */
export function clientIp(request: RequestLike | undefined): string | null {
  if (!request) return null;
  const header = request.headers?.['x-forwarded-for'];
  const forwarded = Array.isArray(header) ? header.join(',') : header;
  const last = forwarded
    ?.split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .at(-1);
  const ip = last ?? request.ip ?? request.socket?.remoteAddress;
  return ip ? ip.replace(/^::ffff:/, '') : null;
}

function limiterId(kind: RateLimitKind, key: string): string {
  return `${kind}__${createHash('sha256').update(`${kind}:${key}`).digest('hex')}`;
}

export function limiterRef(kind: RateLimitKind, key: string): DocumentReference {
  return db.doc(`${COLLECTIONS.rateLimits}/${limiterId(kind, key)}`);
}

/** A limiter as read in a transaction, with an expired window already reset. */
export interface Limiter {
  ref: DocumentReference;
  kind: RateLimitKind;
  count: number;
  windowStart: number;
  lockedUntil: number;
}

export function limiterOf(kind: RateLimitKind, snapshot: DocumentSnapshot, now: number): Limiter {
  const count: unknown = snapshot.get('count');
  const windowStart: unknown = snapshot.get('windowStart');
  const lockedUntil: unknown = snapshot.get('lockedUntil');
  const start = typeof windowStart === 'number' ? windowStart : now;
  const expired = now - start >= RATE_LIMITS.windowMs;
  return {
    ref: snapshot.ref,
    kind,
    count: !expired && typeof count === 'number' ? count : 0,
    windowStart: expired ? now : start,
    lockedUntil: typeof lockedUntil === 'number' ? lockedUntil : 0,
  };
}

export async function readLimiter(
  transaction: Transaction,
  kind: RateLimitKind,
  key: string,
  now: number,
): Promise<Limiter> {
  return limiterOf(kind, await transaction.get(limiterRef(kind, key)), now);
}

export const isLocked = (limiter: Limiter, now: number) => limiter.lockedUntil > now;

/**
 * Counts one more in the limiter's window; reaching `lockAt` locks it for RATE_LIMITS.lockoutMs.
 * Writes only: call it after every read of the transaction.
 */
export function countOne(
  transaction: Transaction,
  limiter: Limiter,
  now: number,
  lockAt?: number,
): void {
  const count = limiter.count + 1;
  const lockedUntil =
    lockAt !== undefined && count >= lockAt ? now + RATE_LIMITS.lockoutMs : limiter.lockedUntil;
  const record: RateLimitRecord = {
    kind: limiter.kind,
    count,
    windowStart: limiter.windowStart,
    lockedUntil,
    expiresAt: Timestamp.fromMillis(
      Math.max(lockedUntil, limiter.windowStart + RATE_LIMITS.windowMs),
    ),
  };
  transaction.set(limiter.ref, record);
}

/**
 * A lookup by reference + date of birth, guarded against guessing the date of birth: after
 * RATE_LIMITS.dateOfBirthFailuresPerReference wrong answers on one reference within the window
 * (counted whether or not the reference exists), or dateOfBirthFailuresPerIp from one IP, every
 * lookup of that reference (or from that IP) answers only RATE_LIMIT_MESSAGES.tryAgainLater for
 * RATE_LIMITS.lockoutMs. `lookup` runs inside the same transaction and answers null for a miss;
 * its reads come before the counters' writes.
 */
export async function guardedLookup<T>(
  reference: string,
  ip: string | null,
  lookup: (transaction: Transaction) => Promise<T | null>,
): Promise<T | null> {
  const outcome = await db.runTransaction(async (transaction) => {
    const now = Date.now();
    const [byReference, byIp] = await Promise.all([
      readLimiter(transaction, 'dobReference', reference, now),
      ip ? readLimiter(transaction, 'dobIp', ip, now) : Promise.resolve(null),
    ]);
    if (isLocked(byReference, now) || (byIp && isLocked(byIp, now))) {
      return { locked: true as const };
    }
    const found = await lookup(transaction);
    if (found === null) {
      countOne(transaction, byReference, now, RATE_LIMITS.dateOfBirthFailuresPerReference);
      if (byIp) countOne(transaction, byIp, now, RATE_LIMITS.dateOfBirthFailuresPerIp);
    }
    return { locked: false as const, found };
    // Guesses on one reference all write its limiter: allow as many attempts as a booking rush.
  }, LIMITER_TRANSACTION_OPTIONS);
  // Thrown after the commit: a failure must be counted, not rolled back with the refusal.
  if (outcome.locked) {
    throw new HttpsError('resource-exhausted', RATE_LIMIT_MESSAGES.tryAgainLater);
  }
  return outcome.found;
}

/**
 * Counts one request of `kind` from this IP inside the caller's transaction (reads first: call
 * this with the transaction's other reads, then `commit` with its writes). Refuses
 * (`resource-exhausted`, `message`) once the IP has made `max` within the window. No IP (an
 * in-process caller, the emulators without the header): no limit.
 */
export async function readIpAllowance(
  transaction: Transaction,
  kind: RateLimitKind,
  ip: string | null,
  now: number,
  { max, message }: { max: number; message: string },
): Promise<{ commit: () => void }> {
  if (!ip) return { commit: () => undefined };
  const limiter = await readLimiter(transaction, kind, ip, now);
  if (limiter.count >= max) throw new HttpsError('resource-exhausted', message);
  return { commit: () => countOne(transaction, limiter, now) };
}

/** One booking from this IP: at most RATE_LIMITS.bookingsPerIp within the window. */
export function readBookingAllowance(transaction: Transaction, ip: string | null, now: number) {
  return readIpAllowance(transaction, 'bookingIp', ip, now, {
    max: RATE_LIMITS.bookingsPerIp,
    message: RATE_LIMIT_MESSAGES.tooManyBookings,
  });
}

/** One upload grant from this IP: at most RATE_LIMITS.uploadGrantsPerIp within the window. */
export function readUploadGrantAllowance(transaction: Transaction, ip: string | null, now: number) {
  return readIpAllowance(transaction, 'uploadGrantIp', ip, now, {
    max: RATE_LIMITS.uploadGrantsPerIp,
    message: RATE_LIMIT_MESSAGES.tooManyUploadGrants,
  });
}

/** One bank account request from this IP: at most RATE_LIMITS.bankRequestsPerIp in the window. */
export function readBankRequestAllowance(transaction: Transaction, ip: string | null, now: number) {
  return readIpAllowance(transaction, 'bankRequestIp', ip, now, {
    max: RATE_LIMITS.bankRequestsPerIp,
    message: RATE_LIMIT_MESSAGES.tooManyBankRequests,
  });
}
