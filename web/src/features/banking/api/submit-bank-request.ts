import type { BankRequestReceipt, SubmitBankRequestInput } from '@centre/domain/bank';
import { callFunction } from '../../../lib/call-function';

/**
 * Sends an account-opening request (callable `submitBankRequest`: App Check, rate-limited per
 * connection, idempotent on clientRequestId: a repeat answers the first request's reference).
 */
export function submitBankRequest(input: SubmitBankRequestInput): Promise<BankRequestReceipt> {
  return callFunction<SubmitBankRequestInput, BankRequestReceipt>('submitBankRequest', input);
}
