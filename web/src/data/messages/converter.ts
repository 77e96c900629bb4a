import { messageThreadRecordSchema, staffMessageRecordSchema } from '@centre/domain/staff-messages';
import { functionsRecordConverter } from '../../lib/read-only-converter';

export type { MessageThreadRecord, StaffMessageRecord } from '@centre/domain/staff-messages';

/** messages/{id}: written only by sendStaffMessage; the recipient marks them read. */
export const staffMessageConverter = functionsRecordConverter(staffMessageRecordSchema, 'Messages');

/** messageThreads/{threadId}: written by sendStaffMessage; a participant resets their count. */
export const messageThreadConverter = functionsRecordConverter(
  messageThreadRecordSchema,
  'Threads',
);
