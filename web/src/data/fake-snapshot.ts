import type { QueryDocumentSnapshot } from 'firebase/firestore';

// Fakes of what Firestore hands a converter, for the converter tests.

/** A stored Timestamp as a converter sees it: only toDate() is read. */
export const fakeTimestamp = (iso: string) => ({ toDate: () => new Date(iso) });

/** A document snapshot with `id` and `data` for a converter's fromFirestore. */
export const fakeSnapshot = (id: string, data: Record<string, unknown>) =>
  ({ id, data: () => data }) as unknown as QueryDocumentSnapshot;
