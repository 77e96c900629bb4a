import {
  BANK_MESSAGES,
  canMoveBankRequest,
  convertBankRequestInput,
  type BankRequestConverted,
} from '@centre/domain/bank';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import { readStaffRecord, staffNameOf } from '../identity/staff-name';
import { parseInput } from '../shared/parse-input';
import type { Caller } from '../shared/require-permission';
import {
  bankCallable,
  bankRequestStep,
  clientDetailFields,
  createClientIn,
  storedPhone,
} from './context';

/**
 * Bank staff convert a contacted request into a bank client, in ONE transaction: the client
 * (status prospect; the request's name, phone, email, country and product; agent the request's
 * assignee, else the caller, named from their users record), its private numbers (empty), its
 * 'created' history entry, and the request moved to converted with clientId and a 'converted'
 * history entry. A request already converted is failed-precondition alreadyConverted; a stale
 * expectedStatus is stale; from any status but contacted, notAllowed.
 */
export const convertBankRequest = bankCallable(convertBankRequestFor);

export async function convertBankRequestFor(
  caller: Caller,
  data: unknown,
): Promise<BankRequestConverted> {
  const { requestId, expectedStatus } = parseInput(convertBankRequestInput, data);
  const { result } = await bankRequestStep(requestId, caller, {
    expectedStatus,
    plan: async (current, actor, transaction) => {
      if (current.status === 'converted') {
        throw new HttpsError('failed-precondition', BANK_MESSAGES.alreadyConverted);
      }
      if (current.status !== expectedStatus) {
        throw new HttpsError('failed-precondition', BANK_MESSAGES.stale);
      }
      if (!canMoveBankRequest(current.status, 'converted')) {
        throw new HttpsError('failed-precondition', BANK_MESSAGES.notAllowed);
      }
      const agentUid = current.assignedTo ?? actor.uid;
      const agent =
        agentUid === actor.uid
          ? actor
          : { uid: agentUid, name: staffNameOf(await readStaffRecord(transaction, agentUid)) };
      const phone = await storedPhone(current.phone);
      const details = {
        name: current.name,
        phone,
        email: current.email || null,
        countryOfResidence: current.countryOfResidence,
        address: '',
        idType: null,
        idNumber: '',
        products: [current.product],
      };
      const client = createClientIn(transaction, {
        fields: clientDetailFields(details, phone),
        idNumber: '',
        agent,
        creator: actor,
        request: { id: current.id, reference: current.reference },
      });
      return {
        status: 'converted' as const,
        fields: { clientId: client.id, statusChangedAt: FieldValue.serverTimestamp() },
        history: [{ kind: 'converted', from: current.status, to: 'converted', note: null }],
        result: client.id,
      };
    },
  });
  const clientId = result ?? '';
  logger.info('bank request converted', { requestId, clientId, by: caller.uid });
  return { requestId, clientId };
}
