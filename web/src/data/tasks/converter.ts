import { taskHistoryEntrySchema, taskRecordSchema } from '@centre/domain/tasks';
import { readOnlyConverter } from '../../lib/read-only-converter';

export type { TaskHistoryRecord, TaskRecord } from '@centre/domain/tasks';

const ESTIMATE = { estimateServerTimestamps: true };

/** tasks/{id}: written only by the task callables (functions/src/tasks/). */
export const taskConverter = readOnlyConverter(
  taskRecordSchema,
  'Tasks are written by the functions, not the browser.',
  ESTIMATE,
);

/** tasks/{id}/history/{entryId} */
export const taskHistoryConverter = readOnlyConverter(
  taskHistoryEntrySchema,
  'History entries are written by the functions, not the browser.',
  ESTIMATE,
);
