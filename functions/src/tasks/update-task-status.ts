import { updateTaskStatusInput, type TaskAnswer } from '@centre/domain/tasks';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onCall } from '../https/on-call';
import { parseInput } from '../shared/parse-input';
import { requirePermission, type Caller } from '../shared/require-permission';
import { TASK_PERMISSION, taskStep, taskStepEntry } from './task-step';

/**
 * The assignee, the author or a manager (view_dashboard, then canChangeTask) moves a task along
 * TASK_TRANSITIONS with an optional note. One transaction writes the status, updatedAt,
 * updatedBy, completedAt (set when done, cleared when reopened) and the 'status_changed' history
 * entry. A move from a status other than the one the caller saw (expectedStatus) or outside the
 * table is `failed-precondition`; asking for the status it already has changes nothing (a
 * retried call).
 */
export const updateTaskStatus = onCall(async (request) =>
  updateTaskStatusFor(await requirePermission(request, TASK_PERMISSION), request.data),
);

export async function updateTaskStatusFor(caller: Caller, data: unknown): Promise<TaskAnswer> {
  const { taskId, to, expectedStatus, note } = parseInput(updateTaskStatusInput, data);
  const { changed } = await taskStep(taskId, caller, {
    expectedStatus,
    plan: (current) => {
      if (current.status === to) return null;
      return {
        status: to,
        fields: {
          completedAt: to === 'done' ? FieldValue.serverTimestamp() : null,
        },
        history: [taskStepEntry('status_changed', current.status, to, note)],
        result: null,
      };
    },
  });
  if (changed) logger.info('task status changed', { taskId, to, by: caller.uid });
  return { taskId, status: to };
}
