import { visitorRecordSchema } from '@centre/domain/visits';
import { functionsRecordConverter } from '../../lib/read-only-converter';

export type { VisitorRecord } from '@centre/domain/visits';

/** visitors/{id}: written only by saveVisitor and checkInVisitor. */
export const visitorConverter = functionsRecordConverter(visitorRecordSchema, 'Visitors');
