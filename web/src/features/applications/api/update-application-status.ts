import type { ApplicationStatus } from '@centre/domain/applications';
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { db } from '../../../lib/firestore';
import { useApplicationMutation } from './use-application-mutation';

export interface UpdateApplicationStatusInput {
  applicationId: string;
  status: ApplicationStatus;
  /** '' when there is none: the previous change's note must not be carried into this one. */
  statusNote: string;
  /** The signed-in user's uid (rules: updatedBy == request.auth.uid). */
  updatedBy: string;
}

/** Moves an application on; rules accept only APPLICATION_TRANSITIONS and these fields. */
export async function updateApplicationStatus({
  applicationId,
  status,
  statusNote,
  updatedBy,
}: UpdateApplicationStatusInput): Promise<void> {
  await updateDoc(doc(db, 'applications', applicationId), {
    status,
    statusNote,
    updatedBy,
    updatedAt: serverTimestamp(),
  });
}

/** updateApplicationStatus as a mutation that refreshes the application, lists and counts once it settles. */
export function useUpdateApplicationStatus() {
  return useApplicationMutation(updateApplicationStatus);
}
