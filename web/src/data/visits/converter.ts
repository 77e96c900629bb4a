import { visitHistoryEntrySchema, visitRecordSchema } from '@centre/domain/visits';
import { readOnlyConverter } from '../../lib/read-only-converter';

export type { VisitHistoryRecord, VisitRecord } from '@centre/domain/visits';

const ESTIMATE = { estimateServerTimestamps: true };

/** visits/{id}: written only by the visit callables (functions/src/visits/). */
export const visitConverter = readOnlyConverter(
  visitRecordSchema,
  'Visits are written by the functions, not the browser.',
  ESTIMATE,
);

/** visits/{id}/history/{entryId} */
export const visitHistoryConverter = readOnlyConverter(
  visitHistoryEntrySchema,
  'History entries are written by the functions, not the browser.',
  ESTIMATE,
);
