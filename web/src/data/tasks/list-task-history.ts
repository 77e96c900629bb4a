import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import { collection, limit, orderBy, query } from 'firebase/firestore';
import { db } from '../../lib/firestore';
import { readDocuments, subscribeToDocuments } from '../read-documents';
import { useLiveQuery } from '../live-query';
import { taskHistoryConverter, type TaskHistoryRecord } from './converter';
import { taskKeys } from './keys';

/** The most history entries the task page follows (a task changes a handful of times). */
export const TASK_HISTORY_LIMIT = 200;

const historyQuery = (taskId: string) =>
  query(
    collection(db, COLLECTIONS.tasks, taskId, SUBCOLLECTIONS.history).withConverter(
      taskHistoryConverter,
    ),
    orderBy('at', 'asc'),
    limit(TASK_HISTORY_LIMIT),
  );

/** The task's history, oldest first (one entry per change, written by the callables). */
export function getTaskHistory(taskId: string): Promise<TaskHistoryRecord[]> {
  return readDocuments(historyQuery(taskId));
}

/** The same, live: a colleague's move shows on an open task page with who made it. */
export function subscribeToTaskHistory(
  taskId: string,
  next: (entries: TaskHistoryRecord[]) => void,
  fail: (error: unknown) => void,
): () => void {
  return subscribeToDocuments(historyQuery(taskId), next, fail);
}

export function useTaskHistory(taskId: string, enabled = true) {
  return useLiveQuery<TaskHistoryRecord[]>({
    queryKey: taskKeys.history(taskId),
    subscribe: (next, fail) => subscribeToTaskHistory(taskId, next, fail),
    enabled: enabled && taskId !== '',
  });
}
