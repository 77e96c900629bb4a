import type {
  ApplicationWorkflowAnswer,
  AssignApplicationInput,
} from '@centre/domain/applications';
import { useApplicationMutation } from './use-application-mutation';
import { callFunction } from '../../../lib/call-function';

export interface UpdateApplicationAssignmentInput {
  applicationId: string;
  /** null: unassigned */
  assignedTo: string | null;
  /** Unused: the server reads the assignee's name from their record. Kept for existing callers. */
  assignedToName?: string | null;
  /** Unused: the server takes the actor from the signed-in user. Kept for existing callers. */
  updatedBy?: string;
}

/**
 * Assigns an application to a member of staff, or to nobody, through the assignApplication
 * callable (which names the assignee and writes the history entry on the server).
 */
export async function updateApplicationAssignment({
  applicationId,
  assignedTo,
}: UpdateApplicationAssignmentInput): Promise<void> {
  await callFunction<AssignApplicationInput, ApplicationWorkflowAnswer>('assignApplication', {
    applicationId,
    assignedTo,
  });
}

/** updateApplicationAssignment as a mutation that refreshes the application, lists and counts once it settles. */
export function useUpdateApplicationAssignment() {
  return useApplicationMutation(updateApplicationAssignment);
}
