import { assignBankRequestInput, type BankAnswer } from '@centre/domain/bank';
import { logger } from 'firebase-functions/v2';
import { assignmentPlan } from '../shared/assignment-plan';
import { parseInput } from '../shared/parse-input';
import type { Caller } from '../shared/require-permission';
import {
  bankAnswer,
  bankCallable,
  bankRequestRef,
  bankRequestStep,
  readBankAssignee,
} from './context';

/**
 * Bank staff give a request to a member of bank staff (who must hold manage_bank_services:
 * BANK_MESSAGES.assigneeNotEligible otherwise), or to nobody. One transaction writes assignedTo,
 * assignedToName (the server's) and the 'assignment' history entry; assigning whoever already
 * has it changes nothing.
 */
export const assignBankRequest = bankCallable(assignBankRequestFor);

export async function assignBankRequestFor(caller: Caller, data: unknown): Promise<BankAnswer> {
  const { requestId, assigneeId } = parseInput(assignBankRequestInput, data);
  const outcome = await bankRequestStep(requestId, caller, {
    plan: (current, _actor, transaction) =>
      assignmentPlan(current, assigneeId, (uid) => readBankAssignee(transaction, uid), null),
  });
  if (outcome.changed) logger.info('bank request assigned', { requestId, assigneeId });
  return bankAnswer(bankRequestRef(requestId), outcome);
}
