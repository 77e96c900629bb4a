import { TASK_MESSAGES, reassignTaskInput, type TaskAnswer } from '@centre/domain/tasks';
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import { onCall } from '../https/on-call';
import { parseInput } from '../shared/parse-input';
import { requirePermission, type Caller } from '../shared/require-permission';
import { TASK_PERMISSION, readAssignee, taskStep, taskStepEntry } from './task-step';

/**
 * The assignee, the author or a manager gives a task to another colleague (readAssignee: an
 * active, unrestricted member of staff with view_dashboard), with an optional note. One
 * transaction writes assignedTo, assignedToName (the server's), updatedAt, updatedBy and the
 * 'reassigned' history entry (detail: the new assignee's name). The one already assigned is
 * `failed-precondition` sameAssignee.
 */
export const reassignTask = onCall(async (request) =>
  reassignTaskFor(await requirePermission(request, TASK_PERMISSION), request.data),
);

export async function reassignTaskFor(caller: Caller, data: unknown): Promise<TaskAnswer> {
  const { taskId, assigneeId, note } = parseInput(reassignTaskInput, data);
  const { result } = await taskStep<TaskAnswer>(taskId, caller, {
    plan: async (current, _actor, transaction) => {
      if (current.assignedTo === assigneeId) {
        throw new HttpsError('failed-precondition', TASK_MESSAGES.sameAssignee);
      }
      const assignee = await readAssignee(transaction, assigneeId);
      return {
        fields: { assignedTo: assigneeId, assignedToName: assignee.name },
        history: [taskStepEntry('reassigned', current.status, current.status, note, assignee.name)],
        result: { taskId, status: current.status },
      };
    },
  });
  logger.info('task reassigned', { taskId, assigneeId, by: caller.uid });
  return result ?? { taskId, status: 'open' };
}
