import type { RetryMailInput } from '@centre/domain/mail';
import { mailChangeKeys } from '../../../data/mail/keys';
import { callFunction } from '../../../lib/call-function';
import { useRecordMutation } from '../../../lib/use-record-mutation';

/** The callable's answer (the functions may add more; the page reads nothing else). */
export interface RetryMailResult {
  message?: string;
}

/** retryMail (admins, manage_users): puts a failed (ERROR) mail back in the sender's queue. */
export function retryMail(input: RetryMailInput): Promise<RetryMailResult> {
  return callFunction<RetryMailInput, RetryMailResult>('retryMail', input);
}

/**
 * retryMail as a mutation that owns its cache: once it settles (a refusal may mean the mail was
 * already sent again), the outbox lists and that mail are read again (data/mail key factory).
 */
export function useRetryMail() {
  return useRecordMutation(retryMail, (input: RetryMailInput) => mailChangeKeys(input.mailId));
}
