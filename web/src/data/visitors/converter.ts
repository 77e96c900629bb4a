import { visitorRecordSchema } from '@centre/domain/visits';
import { readOnlyConverter } from '../../lib/read-only-converter';

export type { VisitorRecord } from '@centre/domain/visits';

/** visitors/{id}: written only by saveVisitor and checkInVisitor. */
export const visitorConverter = readOnlyConverter(
  visitorRecordSchema,
  'Visitors are written by the functions, not the browser.',
  { estimateServerTimestamps: true },
);
