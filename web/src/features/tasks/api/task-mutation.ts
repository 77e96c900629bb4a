import type { TaskAnswer } from '@centre/domain/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { taskKeys } from '../../../data/tasks/keys';

/**
 * A task callable as a mutation that owns its cache: the task lists and that task (its detail,
 * which covers its history; a live task page answers from its listeners). Settled, not only on
 * success: a refusal may mean someone else moved the task first.
 */
export function useTaskMutation<TInput>(mutationFn: (input: TInput) => Promise<TaskAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: (answer) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: taskKeys.lists() }),
        ...(answer
          ? [queryClient.invalidateQueries({ queryKey: taskKeys.detail(answer.taskId) })]
          : []),
      ]),
  });
}
