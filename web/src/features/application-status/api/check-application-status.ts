import type { ApplicationStatusAnswer } from '@centre/domain/applications';
import { httpsCallable } from 'firebase/functions';
import { functions } from '../../../lib/functions';

export interface StatusCheckInput {
  /** APP-XXXXXX, upper case */
  reference: string;
  /** YYYY-MM-DD */
  dateOfBirth: string;
}

/**
 * The public status check (callable `checkApplicationStatus`): only status and dates come back,
 * and exactly {found: false} for a wrong reference or a wrong date of birth alike.
 */
export async function checkApplicationStatus(
  input: StatusCheckInput,
): Promise<ApplicationStatusAnswer> {
  const call = httpsCallable<StatusCheckInput, ApplicationStatusAnswer>(
    functions,
    'checkApplicationStatus',
  );
  const { data } = await call(input);
  return data;
}
