import type { ApplicationStatus } from '@centre/domain/applications';
import { callFunction } from '../../../lib/call-function';

export interface ApplicationReceipt {
  /** Null until the server has assigned it (a trigger, moments after the write). */
  reference: string | null;
  status: ApplicationStatus;
  submittedAt: string | null;
}

/** The confirmation's receipt; the application id (a UUID) is the capability. */
export async function getApplicationReceipt(applicationId: string): Promise<ApplicationReceipt> {
  return callFunction<{ applicationId: string }, ApplicationReceipt>('getApplicationReceipt', {
    applicationId,
  });
}
