import type {
  AddLicenceRenewalNoteInput,
  AssignLicenceRenewalInput,
  ChangeLicenceRenewalStatusInput,
  LicenceRenewalAnswer,
} from '@centre/domain/licence-renewals';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { licenceRenewalChangeKeys } from '../../../data/licence-renewals/keys';
import { callFunction } from '../../../lib/call-function';

/** changeLicenceRenewalStatus: one workflow move, from the status the page showed. */
export function changeLicenceRenewalStatus(
  input: ChangeLicenceRenewalStatusInput,
): Promise<LicenceRenewalAnswer> {
  return callFunction<ChangeLicenceRenewalStatusInput, LicenceRenewalAnswer>(
    'changeLicenceRenewalStatus',
    input,
  );
}

/** assignLicenceRenewal: a member of staff, or nobody (the server names them). */
export function assignLicenceRenewal(
  input: AssignLicenceRenewalInput,
): Promise<LicenceRenewalAnswer> {
  return callFunction<AssignLicenceRenewalInput, LicenceRenewalAnswer>(
    'assignLicenceRenewal',
    input,
  );
}

/** addLicenceRenewalNote: an internal note (the author comes from the server). */
export function addLicenceRenewalNote(input: AddLicenceRenewalNoteInput): Promise<unknown> {
  return callFunction<AddLicenceRenewalNoteInput, unknown>('addLicenceRenewalNote', input);
}

/**
 * A change to one renewal as a mutation that owns its cache: once it settles (a refusal may mean
 * someone else changed it first), the renewal's page, the lists and the counts are read again.
 */
export function useLicenceRenewalMutation<TInput extends { renewalId: string }, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => mutationFn(input),
    onSettled: (_result, _error, input) =>
      Promise.all(
        licenceRenewalChangeKeys(input.renewalId).map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export const useChangeLicenceRenewalStatus = () =>
  useLicenceRenewalMutation(changeLicenceRenewalStatus);
export const useAssignLicenceRenewal = () => useLicenceRenewalMutation(assignLicenceRenewal);
export const useAddLicenceRenewalNote = () => useLicenceRenewalMutation(addLicenceRenewalNote);
