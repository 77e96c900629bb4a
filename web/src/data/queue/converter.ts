import { queueBoardSchema } from '@centre/domain/visits';
import { readOnlyConverter } from '../../lib/read-only-converter';
import { QUEUE_SUMMARY_REFUSAL } from './display-converter';

/** queueBoards/{date}: the staff board of a day. */
export const queueBoardConverter = readOnlyConverter(queueBoardSchema, QUEUE_SUMMARY_REFUSAL, {
  idField: 'queueDate',
  estimateServerTimestamps: true,
});
