import type {
  ApplicationStatus,
  ApplicationWorkflowAnswer,
  UpdateApplicationStatusInput as CallableInput,
} from '@centre/domain/applications';
import { useApplicationMutation } from './use-application-mutation';
import { callFunction } from '../../../lib/call-function';

export interface UpdateApplicationStatusInput {
  applicationId: string;
  status: ApplicationStatus;
  /** '' when there is none; kept on the history entry, not on the application. */
  statusNote: string;
  /**
   * The status the page showed: the callable refuses (failed-precondition) a move from any other,
   * so a change made meanwhile by someone else is never overwritten.
   */
  expectedStatus?: ApplicationStatus;
  /** Unused: the server takes the actor from the signed-in user. Kept for existing callers. */
  updatedBy?: string;
}

/**
 * Moves an application on through the updateApplicationStatus callable: it checks
 * APPLICATION_TRANSITIONS and the status the page showed, and writes the history entry with the
 * signed-in user, in one transaction. Failures keep their callable code (updateErrorMessage).
 */
export async function updateApplicationStatus({
  applicationId,
  status,
  statusNote,
  expectedStatus,
}: UpdateApplicationStatusInput): Promise<void> {
  const input: CallableInput = { applicationId, status, note: statusNote };
  if (expectedStatus) input.expectedStatus = expectedStatus;
  await callFunction<CallableInput, ApplicationWorkflowAnswer>('updateApplicationStatus', input);
}

/** updateApplicationStatus as a mutation that refreshes the application, lists and counts once it settles. */
export function useUpdateApplicationStatus() {
  return useApplicationMutation(updateApplicationStatus);
}
