import { createBankClientInput, type BankClientCreated } from '@centre/domain/bank';
import { logger } from 'firebase-functions/v2';
import { db } from '../admin';
import { readStaffRecord, staffNameOf } from '../identity/staff-name';
import { parseInput } from '../shared/parse-input';
import type { Caller } from '../shared/require-permission';
import { bankCallable, clientDetailFields, createClientIn, storedPhone } from './context';

/**
 * Bank staff add a client directly (someone who walked in): status prospect, the caller as agent
 * and creator (named from their users record), the full ID number in private/numbers only, and
 * the 'created' history entry, in one transaction.
 */
export const createBankClient = bankCallable(createBankClientFor);

export async function createBankClientFor(
  caller: Caller,
  data: unknown,
): Promise<BankClientCreated> {
  const { details } = parseInput(createBankClientInput, data);
  const phone = await storedPhone(details.phone);
  const clientId = await db.runTransaction(async (transaction) => {
    const actor = {
      uid: caller.uid,
      name: staffNameOf(await readStaffRecord(transaction, caller.uid)),
    };
    const ref = createClientIn(transaction, {
      fields: clientDetailFields(details, phone),
      idNumber: details.idNumber,
      agent: actor,
      creator: actor,
      request: null,
    });
    return ref.id;
  });
  logger.info('bank client created', { clientId, by: caller.uid });
  return { clientId };
}
