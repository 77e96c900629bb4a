import { assignBankClientInput, type BankAnswer } from '@centre/domain/bank';
import { logger } from 'firebase-functions/v2';
import { assignmentPlan } from '../shared/assignment-plan';
import { parseInput } from '../shared/parse-input';
import type { Caller } from '../shared/require-permission';
import {
  bankAnswer,
  bankCallable,
  bankClientRef,
  bankClientStep,
  readBankAssignee,
} from './context';

/**
 * Bank staff give a client to another agent (who must hold manage_bank_services), or to nobody.
 * One transaction writes agentId, agentName (the server's) and the 'assignment' history entry;
 * giving it to its agent changes nothing. The commission of a later activation goes to the agent
 * the client has then.
 */
export const assignBankClient = bankCallable(assignBankClientFor);

export async function assignBankClientFor(caller: Caller, data: unknown): Promise<BankAnswer> {
  const { clientId, assigneeId } = parseInput(assignBankClientInput, data);
  const outcome = await bankClientStep(clientId, caller, {
    plan: async (current, _actor, transaction) => {
      const plan = await assignmentPlan(
        { assignedTo: current.agentId, assignedToName: current.agentName },
        assigneeId,
        (uid) => readBankAssignee(transaction, uid),
        null,
      );
      if (!plan) return null;
      const { assignedTo, assignedToName } = plan.fields ?? {};
      return { ...plan, fields: { agentId: assignedTo, agentName: assignedToName } };
    },
  });
  if (outcome.changed) logger.info('bank client assigned', { clientId, assigneeId });
  return bankAnswer(bankClientRef(clientId), outcome);
}
