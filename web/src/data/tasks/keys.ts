import { recordKeys } from '../record-keys';

/**
 * One key factory for tasks: all -> lists -> details -> detail(id) -> history(id). The task page
 * reads its task live (the listener feeds the detail key); a task callable invalidates the
 * detail, which covers its history, and the lists.
 */
export const taskKeys = {
  ...recordKeys('tasks'),
};
