import { applicationChangeKeys } from '../../../data/applications/keys';
import { useRecordMutation } from '../../../lib/use-record-mutation';

/**
 * A workflow change to one application as a mutation that owns its cache: once it settles (a
 * refusal may mean someone else changed it first), the application's page, the lists, totals and
 * counts are read again.
 */
export function useApplicationMutation<TInput extends { applicationId: string }, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
) {
  return useRecordMutation(mutationFn, (input: TInput) =>
    applicationChangeKeys(input.applicationId),
  );
}
