import { deskRecordSchema } from '@centre/domain/visits';
import { functionsRecordConverter } from '../../lib/read-only-converter';

export type { DeskRecord } from '@centre/domain/visits';

/**
 * desks/{uid}: written only by openDesk, closeDesk, the visit callables and the claims sync (which
 * closes the desk of a holder who may no longer hold one).
 */
export const deskConverter = functionsRecordConverter(deskRecordSchema, 'Desks');
