import { deskRecordSchema } from '@centre/domain/visits';
import { readOnlyConverter } from '../../lib/read-only-converter';

export type { DeskRecord } from '@centre/domain/visits';

/** desks/{uid}: written only by openDesk, closeDesk and the visit callables. */
export const deskConverter = readOnlyConverter(
  deskRecordSchema,
  'Desks are written by the functions, not the browser.',
  { estimateServerTimestamps: true },
);
