import type { QueryDocumentSnapshot } from 'firebase/firestore';

// Fakes of what Firestore hands a converter, for the converter tests.

/** A stored Timestamp as a converter sees it: only toDate() is read. */
export const fakeTimestamp = (iso: string) => ({ toDate: () => new Date(iso) });

/** A document snapshot with `id` and `data` for a converter's fromFirestore. */
export const fakeSnapshot = (id: string, data: Record<string, unknown>) =>
  ({ id, data: () => data }) as unknown as QueryDocumentSnapshot;

/**
 * A history entry as the functions store it under a workflow record (applications, licence
 * renewals, bank requests): a status move by agent-1 without a note; overrides on top.
 */
export const storedHistoryEntry = (overrides: Record<string, unknown> = {}) => ({
  kind: 'status',
  from: 'submitted',
  to: 'in_review',
  by: 'agent-1',
  byName: 'Baraka',
  at: fakeTimestamp('2026-03-03T10:00:00Z'),
  note: null,
  ...overrides,
});
