import { z } from 'zod';
import { timestampSchema } from './timestamps';

/**
 * Fields of stored records as staff pages read them: a malformed optional field falls back to a
 * neutral value, so that one odd document does not hide a whole page.
 */
export const recordText = z.string().catch('');
/** Text that may be null (or malformed, read as null). */
export const recordOptionalText = z.string().nullable().catch(null);
/** Text that older records may not have at all: missing, null or malformed all read as null. */
export const optionalRecordText = recordOptionalText.optional().transform((value) => value ?? null);

/**
 * {records}/{id}/history/{entryId} of the workflows whose entries name an event (jobs, tasks,
 * visits): the event, the status before and after (null where the event moves none), the note and
 * an event's detail (each workflow says what its events put there), who and when.
 */
export function eventHistoryEntrySchema<
  const Event extends readonly [string, ...string[]],
  const Status extends readonly [string, ...string[]],
>(events: Event, statuses: Status) {
  return z.object({
    id: z.string(),
    event: z.enum(events),
    from: z.enum(statuses).nullable().catch(null),
    to: z.enum(statuses).nullable().catch(null),
    note: optionalRecordText,
    detail: optionalRecordText,
    by: recordText,
    byName: recordText,
    at: timestampSchema,
  });
}
