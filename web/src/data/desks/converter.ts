import { deskRecordSchema } from '@centre/domain/visits';
import { functionsRecordConverter } from '../../lib/read-only-converter';

export type { DeskRecord } from '@centre/domain/visits';

/** desks/{uid}: written only by openDesk, closeDesk and the visit callables. */
export const deskConverter = functionsRecordConverter(deskRecordSchema, 'Desks');
