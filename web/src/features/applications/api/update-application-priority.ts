import type { APPLICATION_PRIORITIES } from '@centre/domain/applications';
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { db } from '../../../lib/firestore';
import { useApplicationMutation } from './use-application-mutation';

export type ApplicationPriority = (typeof APPLICATION_PRIORITIES)[number];

export interface UpdateApplicationPriorityInput {
  applicationId: string;
  priority: ApplicationPriority;
  updatedBy: string;
}

export async function updateApplicationPriority({
  applicationId,
  priority,
  updatedBy,
}: UpdateApplicationPriorityInput): Promise<void> {
  await updateDoc(doc(db, 'applications', applicationId), {
    priority,
    updatedBy,
    updatedAt: serverTimestamp(),
  });
}

/** updateApplicationPriority as a mutation that refreshes the application, lists and counts once it settles. */
export function useUpdateApplicationPriority() {
  return useApplicationMutation(updateApplicationPriority);
}
