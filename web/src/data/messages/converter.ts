import { messageThreadRecordSchema, staffMessageRecordSchema } from '@centre/domain/staff-messages';
import { readOnlyConverter } from '../../lib/read-only-converter';

export type { MessageThreadRecord, StaffMessageRecord } from '@centre/domain/staff-messages';

const ESTIMATE = { estimateServerTimestamps: true };

/** messages/{id}: written only by sendStaffMessage; the recipient marks them read. */
export const staffMessageConverter = readOnlyConverter(
  staffMessageRecordSchema,
  'Messages are written by the functions, not the browser.',
  ESTIMATE,
);

/** messageThreads/{threadId}: written by sendStaffMessage; a participant resets their count. */
export const messageThreadConverter = readOnlyConverter(
  messageThreadRecordSchema,
  'Threads are written by the functions, not the browser.',
  ESTIMATE,
);
