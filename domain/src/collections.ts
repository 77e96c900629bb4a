/**
 * Every Firestore collection and fixed document path, one definition each (docs/architecture.md,
 * "Data"). Web, functions, scripts and tests build paths from these names; firestore.rules
 * spells the same names in its `match` blocks.
 */
export const COLLECTIONS = {
  users: 'users',
  userRevocations: 'userRevocations',
  auditLog: 'auditLog',
  messages: 'messages',
  applications: 'applications',
  applicationReferences: 'applicationReferences',
  contactMessages: 'contactMessages',
  services: 'services',
  settings: 'settings',
  slots: 'slots',
  slotDays: 'slotDays',
  appointments: 'appointments',
  appointmentHolds: 'appointmentHolds',
  appointmentReferences: 'appointmentReferences',
  examSessions: 'examSessions',
  examBookings: 'examBookings',
  examCandidates: 'examCandidates',
  rateLimits: 'rateLimits',
  uploadGrants: 'uploadGrants',
} as const;

export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];

/** Subcollections under a record (`applications/{id}/history`, `appointments/{id}/history`). */
export const SUBCOLLECTIONS = {
  history: 'history',
  notes: 'notes',
} as const;

/** Documents with a fixed id. */
export const SETTINGS_DOCS = {
  booking: 'booking',
} as const;

/** `settings/booking` as a path. */
export const BOOKING_SETTINGS_PATH = `${COLLECTIONS.settings}/${SETTINGS_DOCS.booking}` as const;
