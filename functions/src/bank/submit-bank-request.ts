import { APPLICANT_ACTOR } from '@centre/domain/applications';
import {
  newBankRequestRecord,
  submitBankRequestInput,
  type BankRequestReceipt,
} from '@centre/domain/bank';
import { COLLECTIONS } from '@centre/domain/collections';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { db } from '../admin';
import { LIMITER_TRANSACTION_OPTIONS, readBankRequestAllowance } from '../security/rate-limit';
import { drawFreeReference } from '../shared/draw-free-reference';
import { parseInput } from '../shared/parse-input';
import { publicCallable } from '../shared/public-callable';
import { addBankHistory, bankRequestRef, storedPhone } from './context';

/**
 * The /banking form (public, no sign-in; App Check as every callable, onCall): an account-opening
 * request. The document id is the browser's clientRequestId, so ONE transaction reads it first: a
 * request already sent answers its own reference and writes nothing (not even the IP's counter).
 * Otherwise it counts the request towards RATE_LIMITS.bankRequestsPerIp (resource-exhausted
 * beyond), reserves a free BNK- reference (bankRequestReferences/{code}) and writes the request
 * (status new) with its 'created' history entry, by the applicant under the name they gave.
 */
export const submitBankRequest = publicCallable(submitBankRequestFor);

export async function submitBankRequestFor(
  data: unknown,
  ip: string | null = null,
): Promise<BankRequestReceipt> {
  const input = parseInput(submitBankRequestInput, data);
  const phone = await storedPhone(input.phone);
  const requestId = input.clientRequestId;
  const ref = bankRequestRef(requestId);

  const answer = await db.runTransaction(async (transaction) => {
    const now = Date.now();
    const existing = await transaction.get(ref);
    if (existing.exists) {
      const reference: unknown = existing.get('reference');
      return { reference: typeof reference === 'string' ? reference : '', created: false };
    }
    const allowance = await readBankRequestAllowance(transaction, ip, now);
    const reference = await drawFreeReference(
      transaction,
      'BNK',
      COLLECTIONS.bankRequestReferences,
    );
    allowance.commit();
    transaction.create(db.doc(`${COLLECTIONS.bankRequestReferences}/${reference}`), {
      requestId,
      createdAt: FieldValue.serverTimestamp(),
    });
    transaction.create(ref, {
      ...newBankRequestRecord(
        {
          reference,
          name: input.name,
          phone,
          email: input.email.toLowerCase(),
          countryOfResidence: input.countryOfResidence,
          product: input.product,
          preferredContactTime: input.preferredContactTime,
          language: input.language,
        },
        FieldValue.serverTimestamp(),
      ),
      consent: true,
    });
    addBankHistory(
      transaction,
      ref,
      { uid: APPLICANT_ACTOR, name: input.name },
      { kind: 'created', from: null, to: 'new', note: null },
    );
    return { reference, created: true };
  }, LIMITER_TRANSACTION_OPTIONS);

  if (answer.created) {
    logger.info('bank request submitted', { requestId, reference: answer.reference });
  }
  return { requestId, reference: answer.reference };
}
