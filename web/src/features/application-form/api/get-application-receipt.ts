import type { ApplicationStatus } from '@centre/domain/applications';
import { httpsCallable } from 'firebase/functions';
import { functions } from '../../../lib/functions';

export interface ApplicationReceipt {
  /** Null until the server has assigned it (a trigger, moments after the write). */
  reference: string | null;
  status: ApplicationStatus;
  submittedAt: string | null;
}

/** The confirmation's receipt; the application id (a UUID) is the capability. */
export async function getApplicationReceipt(applicationId: string): Promise<ApplicationReceipt> {
  const callable = httpsCallable<{ applicationId: string }, ApplicationReceipt>(
    functions,
    'getApplicationReceipt',
  );
  const result = await callable({ applicationId });
  return result.data;
}
