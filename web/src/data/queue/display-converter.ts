// Apart from the staff board's converter (converter.ts): the display's schema lives in
// domain/queue-display, which imports zod and nothing else, so the public waiting-room page does
// not load the visit schemas (phone parsing, date-fns) with it.
import { queueDisplaySchema } from '@centre/domain/queue-display';
import { readOnlyConverter } from '../../lib/read-only-converter';

export type { QueueDisplay } from '@centre/domain/queue-display';

export const QUEUE_SUMMARY_REFUSAL =
  'Queue summaries are written by the visit callables, not the browser.';

/** queueDisplays/{date}: the public display of a day. */
export const queueDisplayConverter = readOnlyConverter(queueDisplaySchema, QUEUE_SUMMARY_REFUSAL, {
  idField: 'queueDate',
  estimateServerTimestamps: true,
});
