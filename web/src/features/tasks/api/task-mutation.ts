import type { TaskAnswer } from '@centre/domain/tasks';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '../../../data/dashboard/keys';
import { taskKeys } from '../../../data/tasks/keys';

/**
 * A task callable as a mutation that owns its cache: the task lists, that task (its detail,
 * which covers its history; a live task page answers from its listeners) and the dashboard,
 * whose Tasks card counts the user's open and overdue tasks with a count() at each load (not a
 * rollup a trigger updates later: the callable has written the task when it answers). Settled,
 * not only on success: a refusal may mean someone else moved the task first.
 */
export function useTaskMutation<TInput>(mutationFn: (input: TInput) => Promise<TaskAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: (answer) => {
      // Not awaited: the dashboard (when shown) reloads its cards behind the dialog that closes.
      void queryClient.invalidateQueries({ queryKey: dashboardKeys.all });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: taskKeys.lists() }),
        ...(answer
          ? [queryClient.invalidateQueries({ queryKey: taskKeys.detail(answer.taskId) })]
          : []),
      ]);
    },
  });
}
