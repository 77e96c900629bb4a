import {
  assignBankClientInput,
  assignBankRequestInput,
  type BankAnswer,
} from '@centre/domain/bank';
import type { Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { assignmentPlan } from '../shared/assignment-plan';
import { parseInput } from '../shared/parse-input';
import type { Caller } from '../shared/require-permission';
import {
  bankAnswer,
  bankCallable,
  bankClientRef,
  bankClientStep,
  bankRequestRef,
  bankRequestStep,
  readBankAssignee,
} from './context';

/** The 'assignment' step to `assigneeId` (bank staff, checked in `transaction`) or nobody. */
const planAssignment = (
  current: { assignedTo: string | null; assignedToName: string | null },
  assigneeId: string | null,
  transaction: Transaction,
) => assignmentPlan(current, assigneeId, (uid) => readBankAssignee(transaction, uid), null);

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
    plan: (current, _actor, transaction) => planAssignment(current, assigneeId, transaction),
  });
  if (outcome.changed) logger.info('bank request assigned', { requestId, assigneeId });
  return bankAnswer(bankRequestRef(requestId), outcome);
}

/**
 * The same for a client's agent (agentId, agentName). The commission of a later activation goes
 * to the agent the client has then.
 */
export const assignBankClient = bankCallable(assignBankClientFor);

export async function assignBankClientFor(caller: Caller, data: unknown): Promise<BankAnswer> {
  const { clientId, assigneeId } = parseInput(assignBankClientInput, data);
  const outcome = await bankClientStep(clientId, caller, {
    plan: async (current, _actor, transaction) => {
      const agent = { assignedTo: current.agentId, assignedToName: current.agentName };
      const plan = await planAssignment(agent, assigneeId, transaction);
      if (!plan) return null;
      const { assignedTo, assignedToName } = plan.fields ?? {};
      return { ...plan, fields: { agentId: assignedTo, agentName: assignedToName } };
    },
  });
  if (outcome.changed) logger.info('bank client assigned', { clientId, assigneeId });
  return bankAnswer(bankClientRef(clientId), outcome);
}
