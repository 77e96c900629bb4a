import { visitHistoryEntrySchema, visitRecordSchema } from '@centre/domain/visits';
import { functionsRecordConverter } from '../../lib/read-only-converter';

export type { VisitHistoryRecord, VisitRecord } from '@centre/domain/visits';

/** visits/{id}: written only by the visit callables (functions/src/visits/). */
export const visitConverter = functionsRecordConverter(visitRecordSchema, 'Visits');

/** visits/{id}/history/{entryId} */
export const visitHistoryConverter = functionsRecordConverter(
  visitHistoryEntrySchema,
  'History entries',
);
