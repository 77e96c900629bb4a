import { taskHistoryEntrySchema, taskRecordSchema } from '@centre/domain/tasks';
import { functionsRecordConverter } from '../../lib/read-only-converter';

export type { TaskHistoryRecord, TaskRecord } from '@centre/domain/tasks';

/** tasks/{id}: written only by the task callables (functions/src/tasks/). */
export const taskConverter = functionsRecordConverter(taskRecordSchema, 'Tasks');

/** tasks/{id}/history/{entryId} */
export const taskHistoryConverter = functionsRecordConverter(
  taskHistoryEntrySchema,
  'History entries',
);
