import type {
  APPLICATION_PRIORITIES,
  ApplicationWorkflowAnswer,
  SetApplicationPriorityInput,
} from '@centre/domain/applications';
import { useApplicationMutation } from './use-application-mutation';
import { callFunction } from '../../../lib/call-function';

export type ApplicationPriority = (typeof APPLICATION_PRIORITIES)[number];

export interface UpdateApplicationPriorityInput {
  applicationId: string;
  priority: ApplicationPriority;
  /** Unused: the server takes the actor from the signed-in user. Kept for existing callers. */
  updatedBy?: string;
}

/** Sets an application's priority through the setApplicationPriority callable. */
export async function updateApplicationPriority({
  applicationId,
  priority,
}: UpdateApplicationPriorityInput): Promise<void> {
  await callFunction<SetApplicationPriorityInput, ApplicationWorkflowAnswer>(
    'setApplicationPriority',
    {
      applicationId,
      priority,
    },
  );
}

/** updateApplicationPriority as a mutation that refreshes the application, lists and counts once it settles. */
export function useUpdateApplicationPriority() {
  return useApplicationMutation(updateApplicationPriority);
}
