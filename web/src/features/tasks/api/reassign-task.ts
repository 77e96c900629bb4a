import type { ReassignTaskInput, TaskAnswer } from '@centre/domain/tasks';
import { callFunction } from '../../../lib/call-function';
import { useTaskMutation } from './task-mutation';

/** reassignTask: the task goes to another colleague. */
export function reassignTask(input: ReassignTaskInput): Promise<TaskAnswer> {
  return callFunction<ReassignTaskInput, TaskAnswer>('reassignTask', input);
}

export function useReassignTask() {
  return useTaskMutation(reassignTask);
}
