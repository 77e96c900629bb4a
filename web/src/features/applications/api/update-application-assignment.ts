import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { db } from '../../../lib/firestore';
import { useApplicationMutation } from './use-application-mutation';

export interface UpdateApplicationAssignmentInput {
  applicationId: string;
  /** null: unassigned */
  assignedTo: string | null;
  assignedToName: string | null;
  updatedBy: string;
}

/** Assigns an application to a member of staff, or to nobody. */
export async function updateApplicationAssignment({
  applicationId,
  assignedTo,
  assignedToName,
  updatedBy,
}: UpdateApplicationAssignmentInput): Promise<void> {
  await updateDoc(doc(db, 'applications', applicationId), {
    assignedTo,
    // Rules cap the name at 100 characters.
    assignedToName: assignedTo && assignedToName ? assignedToName.slice(0, 100) : null,
    updatedBy,
    updatedAt: serverTimestamp(),
  });
}

/** updateApplicationAssignment as a mutation that refreshes the application, lists and counts once it settles. */
export function useUpdateApplicationAssignment() {
  return useApplicationMutation(updateApplicationAssignment);
}
