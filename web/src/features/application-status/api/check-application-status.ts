import type { ApplicationStatusAnswer } from '@centre/domain/applications';
import { callFunction } from '../../../lib/call-function';

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
  return callFunction<StatusCheckInput, ApplicationStatusAnswer>('checkApplicationStatus', input);
}
