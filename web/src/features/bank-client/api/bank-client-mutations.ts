import type {
  AddBankClientNoteInput,
  AssignBankClientInput,
  BankAnswer,
  ChangeBankClientStatusInput,
  RecordBankClientDocumentInput,
  ReviewBankClientDocumentInput,
  UpdateBankClientInput,
} from '@centre/domain/bank';
import { bankClientChangeKeys } from '../../../data/bank-clients/keys';
import { callFunction } from '../../../lib/call-function';
import { useRecordMutation } from '../../../lib/use-record-mutation';

/** A callable on one client (by name), answering `TResult`. */
const callable =
  <TInput extends { clientId: string }, TResult = BankAnswer>(name: string) =>
  (input: TInput) =>
    callFunction<TInput, TResult>(name, input);

/** updateBankClient: identity and contact (not status, agent or documents). */
export const updateBankClient = callable<UpdateBankClientInput>('updateBankClient');
/** changeBankClientStatus: one move, from the status the page showed (expectedStatus). */
export const changeBankClientStatus =
  callable<ChangeBankClientStatusInput>('changeBankClientStatus');
/** assignBankClient: a member of bank staff, or nobody (the server names them). */
export const assignBankClient = callable<AssignBankClientInput>('assignBankClient');
/** addBankClientNote: an internal note (the author comes from the server). */
export const addBankClientNote = callable<AddBankClientNoteInput, { noteId: string }>(
  'addBankClientNote',
);
/** recordBankClientDocument: the file just uploaded becomes the kind's current document. */
export const recordBankClientDocument = callable<RecordBankClientDocumentInput>(
  'recordBankClientDocument',
);
/** reviewBankClientDocument: verified, or rejected with a reason. */
export const reviewBankClientDocument = callable<ReviewBankClientDocumentInput>(
  'reviewBankClientDocument',
);

/**
 * A change to one client as a mutation that owns its cache: once it settles (a refusal may mean
 * someone else changed it first), the client's page (documents, notes, history, numbers), the
 * lists and the counts are read again.
 */
export function useBankClientMutation<TInput extends { clientId: string }, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
) {
  return useRecordMutation(mutationFn, (input: TInput) => bankClientChangeKeys(input.clientId));
}

export const useUpdateBankClient = () => useBankClientMutation(updateBankClient);
export const useChangeBankClientStatus = () => useBankClientMutation(changeBankClientStatus);
export const useAssignBankClient = () => useBankClientMutation(assignBankClient);
export const useAddBankClientNote = () => useBankClientMutation(addBankClientNote);
export const useRecordBankClientDocument = () => useBankClientMutation(recordBankClientDocument);
export const useReviewBankClientDocument = () => useBankClientMutation(reviewBankClientDocument);
