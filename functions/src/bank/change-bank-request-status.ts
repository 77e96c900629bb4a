import { changeBankRequestStatusInput, type BankAnswer } from '@centre/domain/bank';
import { logger } from 'firebase-functions/v2';
import { parseInput } from '../shared/parse-input';
import type { Caller } from '../shared/require-permission';
import { statusMovePlan } from '../shared/status-move-plan';
import { bankAnswer, bankCallable, bankRequestRef, bankRequestStep } from './context';

/**
 * Bank staff (manage_bank_services) mark a request contacted, or close it with the reason (the
 * note). One transaction writes the status, statusChangedAt, updatedAt and the 'status' history
 * entry with the note. A stale expectedStatus or a move outside BANK_REQUEST_TRANSITIONS is
 * failed-precondition; asking for the status it already has changes nothing.
 */
export const changeBankRequestStatus = bankCallable(changeBankRequestStatusFor);

export async function changeBankRequestStatusFor(
  caller: Caller,
  data: unknown,
): Promise<BankAnswer> {
  const { requestId, to, expectedStatus, note } = parseInput(changeBankRequestStatusInput, data);
  const outcome = await bankRequestStep(requestId, caller, {
    expectedStatus,
    plan: (current) => statusMovePlan(current.status, to, note, {}),
  });
  if (outcome.changed)
    logger.info('bank request status changed', { requestId, to, by: caller.uid });
  return bankAnswer(bankRequestRef(requestId), outcome);
}
