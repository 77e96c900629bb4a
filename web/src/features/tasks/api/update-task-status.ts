import type { TaskAnswer, UpdateTaskStatusInput } from '@centre/domain/tasks';
import { callFunction } from '../../../lib/call-function';
import { useTaskMutation } from './task-mutation';

/** updateTaskStatus: a move along TASK_TRANSITIONS from the status the caller saw. */
export function updateTaskStatus(input: UpdateTaskStatusInput): Promise<TaskAnswer> {
  return callFunction<UpdateTaskStatusInput, TaskAnswer>('updateTaskStatus', input);
}

export function useUpdateTaskStatus() {
  return useTaskMutation(updateTaskStatus);
}
