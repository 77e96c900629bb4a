/**
 * The statuses of what the public sends (service applications: applications.ts; licence
 * renewals: licence-renewals.ts) and the formats of their references, as plain constants with no
 * schema: a page that only shows a status (the public status check) loads no zod. Both entity
 * modules re-export them; this is their one definition.
 */

export const APPLICATION_STATUSES = [
  'submitted',
  'in_review',
  'awaiting_info',
  'approved',
  'rejected',
  'completed',
  'withdrawn',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const LICENCE_RENEWAL_STATUSES = [
  'submitted',
  'in_review',
  'awaiting_client',
  'sent_to_authority',
  'ready_for_collection',
  'completed',
  'rejected',
] as const;
export type LicenceRenewalStatus = (typeof LICENCE_RENEWAL_STATUSES)[number];

/** e.g. APP-7K3Q9D: no 0/O, 1/I/L, so it can be read over the phone. */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERENCE_PATTERN = /^APP-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/;
/** A licence renewal's reference, e.g. LIC-7K3Q9D. */
export const LICENCE_REFERENCE_PATTERN = /^LIC-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/;
