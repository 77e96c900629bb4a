import { updateBankClientInput, type BankAnswer } from '@centre/domain/bank';
import { logger } from 'firebase-functions/v2';
import { parseInput } from '../shared/parse-input';
import type { Caller } from '../shared/require-permission';
import {
  bankAnswer,
  bankCallable,
  bankClientNumbersRef,
  bankClientRef,
  bankClientStep,
  clientDetailFields,
  storedPhone,
} from './context';

/** The fields whose change the 'details' history entry names (never their values). */
const NAMED_FIELDS = [
  'name',
  'phone',
  'email',
  'countryOfResidence',
  'address',
  'idType',
  'products',
] as const;

/**
 * Bank staff correct a client's identity and contact (not status, agent or documents). One
 * transaction recomputes searchTokens, idNumberHash and idNumberMasked, writes the full ID number
 * into private/numbers and adds a 'details' history entry that lists the NAMES of the fields that
 * changed (never an ID number). Sending the same details again changes nothing; an empty ID
 * number keeps the stored one (the edit form of someone who sees it masked leaves it empty).
 */
export const updateBankClient = bankCallable(updateBankClientFor);

export async function updateBankClientFor(caller: Caller, data: unknown): Promise<BankAnswer> {
  const { clientId, details } = parseInput(updateBankClientInput, data);
  const phone = await storedPhone(details.phone);
  // An empty ID number keeps the stored one: staff who see it masked leave the field empty.
  const keepIdNumber = details.idNumber === '';
  const { idNumberHash, idNumberMasked, ...otherFields } = clientDetailFields(details, phone);
  const fields = keepIdNumber ? otherFields : { ...otherFields, idNumberHash, idNumberMasked };
  const numbersRef = bankClientNumbersRef(clientId);
  const outcome = await bankClientStep(clientId, caller, {
    plan: async (current, _actor, transaction) => {
      const numbers = await transaction.get(numbersRef);
      const storedIdNumber: unknown = numbers.get('idNumber');
      const changed: string[] = NAMED_FIELDS.filter(
        (field) => JSON.stringify(current[field]) !== JSON.stringify(fields[field]),
      );
      const idNumberChanged =
        !keepIdNumber &&
        (typeof storedIdNumber === 'string' ? storedIdNumber : '') !== details.idNumber;
      if (idNumberChanged) changed.push('idNumber');
      if (changed.length === 0) return null;
      if (idNumberChanged)
        transaction.set(numbersRef, { idNumber: details.idNumber }, { merge: true });
      return {
        fields,
        history: [
          { kind: 'details', from: null, to: null, note: `Changed: ${changed.join(', ')}` },
        ],
        result: null,
      };
    },
  });
  if (outcome.changed) logger.info('bank client updated', { clientId, by: caller.uid });
  return bankAnswer(bankClientRef(clientId), outcome);
}
