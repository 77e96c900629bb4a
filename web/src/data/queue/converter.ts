import { queueBoardSchema, queueDisplaySchema } from '@centre/domain/visits';
import { readOnlyConverter } from '../../lib/read-only-converter';

export type { QueueBoard, QueueDisplay } from '@centre/domain/visits';

const refusal = 'Queue summaries are written by the visit callables, not the browser.';

/** queueBoards/{date}: the staff board of a day. */
export const queueBoardConverter = readOnlyConverter(queueBoardSchema, refusal, {
  idField: 'queueDate',
  estimateServerTimestamps: true,
});

/** queueDisplays/{date}: the public display of a day. */
export const queueDisplayConverter = readOnlyConverter(queueDisplaySchema, refusal, {
  idField: 'queueDate',
  estimateServerTimestamps: true,
});
