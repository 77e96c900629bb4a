import type { ChangeJobStatusInput, JobAnswer, SaveJobInput } from '@centre/domain/jobs';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { jobKeys } from '../../../data/jobs/keys';
import { callFunction } from '../../../lib/call-function';

/** saveJob: a new draft (`create`) or the edit of a draft or published job. */
export function saveJob(input: SaveJobInput): Promise<JobAnswer> {
  return callFunction<SaveJobInput, JobAnswer>('saveJob', input);
}

/** changeJobStatus: publish, close, mark filled or republish. */
export function changeJobStatus(input: ChangeJobStatusInput): Promise<JobAnswer> {
  return callFunction<ChangeJobStatusInput, JobAnswer>('changeJobStatus', input);
}

/**
 * What a job change makes stale: every jobs list (the back office's and the public board) and
 * that job (its public page and its history). Settled, not only on success: a refusal may mean
 * someone else changed the job first.
 */
function invalidateAfterJobChange(queryClient: QueryClient, jobId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: jobKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: jobKeys.detail(jobId) }),
  ]);
}

export function useSaveJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveJob,
    onSettled: (_answer, _error, input) => invalidateAfterJobChange(queryClient, input.jobId),
  });
}

export function useChangeJobStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeJobStatus,
    onSettled: (_answer, _error, input) => invalidateAfterJobChange(queryClient, input.jobId),
  });
}
