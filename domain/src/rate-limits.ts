/**
 * Limits on the public callables (issue 9, items 5 and 6): bounds a real visitor never meets,
 * counted in rateLimits/{id} documents that only functions write (inside the callable's own
 * transaction), so every function instance shares them. No raw IP address, reference, email or
 * phone number is stored: document ids are hashes, and every document expires (expiresAt, a
 * Firestore TTL field) once its window is over.
 */

const MINUTE_MS = 60_000;

export const RATE_LIMITS = {
  /** Wrong dates of birth tried on one reference within the window before it locks. */
  dateOfBirthFailuresPerReference: 5,
  /** Wrong reference/date-of-birth pairs from one client IP within the window. */
  dateOfBirthFailuresPerIp: 20,
  /** How long a reference (or an IP) answers only "try again later" once locked. */
  lockoutMs: 60 * MINUTE_MS,
  /** The counting window of every limit here. */
  windowMs: 60 * MINUTE_MS,
  /** Appointments and exam seats booked from one client IP within the window. */
  bookingsPerIp: 20,
  /** Upcoming appointments (a place-holding status, not yet past) per email and per phone. */
  activeAppointmentsPerContact: 2,
  /**
   * Upload grants (requestUploadGrant) from one client IP within the window: a visitor needs one
   * per application (renewed at most once an hour while it is prepared).
   */
  uploadGrantsPerIp: 30,
  /** Account-opening requests (submitBankRequest) from one client IP within the window. */
  bankRequestsPerIp: 10,
} as const;

/** What a refused caller reads (shown as they are by the web pages). */
export const RATE_LIMIT_MESSAGES = {
  // The same words whether or not the reference exists, so a lock reveals nothing.
  tryAgainLater:
    'Too many attempts with this reference. For your security, please try again in an hour or call the centre.',
  tooManyBookings:
    'Too many bookings have been made from this connection. Please try again in an hour or call the centre.',
  tooManyUploadGrants:
    'Too many applications have been started from this connection. Please try again in an hour, or bring your documents to the centre.',
  tooManyBankRequests:
    'Too many requests have been sent from this connection. Please try again in an hour or call the centre.',
  tooManyActiveAppointments: `You already have ${RATE_LIMITS.activeAppointmentsPerContact} upcoming appointments. Please cancel one before booking another, or call the centre.`,
} as const;

/** Every refusal message above, for pages that show the server's words as they are. */
export const RATE_LIMIT_MESSAGE_LIST: readonly string[] = Object.values(RATE_LIMIT_MESSAGES);

/** rateLimits/{kind}__{sha256}: what one limiter document holds. */
export interface RateLimitRecord<At = unknown> {
  kind: RateLimitKind;
  /** attempts (or failures) counted in the current window */
  count: number;
  /** epoch ms the current window started */
  windowStart: number;
  /** epoch ms until which the key is locked (0: not locked) */
  lockedUntil: number;
  /** TTL: the document may be deleted after this instant */
  expiresAt: At;
}

export const RATE_LIMIT_KINDS = [
  'dobReference',
  'dobIp',
  'bookingIp',
  'uploadGrantIp',
  'bankRequestIp',
] as const;
export type RateLimitKind = (typeof RATE_LIMIT_KINDS)[number];
