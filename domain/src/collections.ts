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
  messageThreads: 'messageThreads',
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
  visitors: 'visitors',
  visits: 'visits',
  desks: 'desks',
  counters: 'counters',
  queueDisplays: 'queueDisplays',
  queueBoards: 'queueBoards',
  tasks: 'tasks',
  bankClients: 'bankClients',
  bankRequests: 'bankRequests',
  bankRequestReferences: 'bankRequestReferences',
  commissions: 'commissions',
  commissionRules: 'commissionRules',
  jobs: 'jobs',
  licenceRenewals: 'licenceRenewals',
  licenceRenewalReferences: 'licenceRenewalReferences',
  /** reportDays/{YYYY-MM-DD}: the reports' daily rollups (domain/src/reports.ts). */
  reportDays: 'reportDays',
  /** mail/{id}: the notification outbox, Trigger Email extension schema (domain/src/mail.ts). */
  mail: 'mail',
  /** mailOptOuts/{emailKey}: addresses that unsubscribed from reminders. */
  mailOptOuts: 'mailOptOuts',
} as const;

export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];

/** Subcollections under a record (`applications/{id}/history`, `appointments/{id}/history`). */
export const SUBCOLLECTIONS = {
  history: 'history',
  notes: 'notes',
  /** bankClients/{id}/documents/{kind}: KYC documents. */
  documents: 'documents',
  /** bankClients/{id}/private/numbers: full ID and account numbers. */
  private: 'private',
  /** commissionRules/{product}/versions/{id}: every rule ever in force. */
  versions: 'versions',
} as const;

/** Documents with a fixed id. */
export const SETTINGS_DOCS = {
  booking: 'booking',
  queue: 'queue',
} as const;

/** `settings/booking` as a path. */
export const BOOKING_SETTINGS_PATH = `${COLLECTIONS.settings}/${SETTINGS_DOCS.booking}` as const;

/** `settings/queue` as a path (ticket prefixes, phone country, retention, display). */
export const QUEUE_SETTINGS_PATH = `${COLLECTIONS.settings}/${SETTINGS_DOCS.queue}` as const;
