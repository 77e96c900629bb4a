import type {
  AddLicenceRenewalNoteInput,
  AssignLicenceRenewalInput,
  ChangeLicenceRenewalStatusInput,
  LicenceRenewalAnswer,
} from '@centre/domain/licence-renewals';
import { callFunction } from '../../../lib/call-function';
import { useLicenceRenewalMutation } from './use-licence-renewal-mutation';

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

export const useChangeLicenceRenewalStatus = () =>
  useLicenceRenewalMutation(changeLicenceRenewalStatus);
export const useAssignLicenceRenewal = () => useLicenceRenewalMutation(assignLicenceRenewal);
export const useAddLicenceRenewalNote = () => useLicenceRenewalMutation(addLicenceRenewalNote);
