import type { CreateTaskInput, TaskAnswer } from '@centre/domain/tasks';
import { callFunction } from '../../../lib/call-function';
import { useTaskMutation } from './task-mutation';

/** createTask: a new task for a colleague (or oneself), optionally about a record. */
export function createTask(input: CreateTaskInput): Promise<TaskAnswer> {
  return callFunction<CreateTaskInput, TaskAnswer>('createTask', input);
}

export function useCreateTask() {
  return useTaskMutation(createTask);
}
