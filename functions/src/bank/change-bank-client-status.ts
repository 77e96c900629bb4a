import {
  BANK_MESSAGES,
  canMoveBankClient,
  changeBankClientStatusInput,
  kycDocumentRecordSchema,
  maskBankNumber,
  missingKycDocuments,
  type BankAnswer,
} from '@centre/domain/bank';
import { SUBCOLLECTIONS } from '@centre/domain/collections';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import { parseInput } from '../shared/parse-input';
import { parseRecord } from '../shared/parse-record';
import type { Caller } from '../shared/require-permission';
import { statusMovePlan } from '../shared/status-move-plan';
import {
  bankAnswer,
  bankCallable,
  bankClientNumbersRef,
  bankClientRef,
  bankClientStep,
} from './context';

/**
 * Bank staff move a client along BANK_CLIENT_TRANSITIONS (declined and closed with the reason).
 * Activation reads every documents/{kind} record IN THE TRANSACTION and is refused
 * (failed-precondition kycIncomplete, nothing written) unless each document the client's
 * products need is verified; it then counts the activation (activationCount + 1, which names
 * the commission onBankClientActivated writes), stamps activatedAt, keeps the opening deposit and,
 * when given, the account number (in full in private/numbers, masked on the client). A stale
 * expectedStatus or a move outside the table is failed-precondition; the status it already has
 * changes nothing.
 */
export const changeBankClientStatus = bankCallable(changeBankClientStatusFor);

export async function changeBankClientStatusFor(
  caller: Caller,
  data: unknown,
): Promise<BankAnswer> {
  const input = parseInput(changeBankClientStatusInput, data);
  const { clientId, to, expectedStatus, note } = input;
  const ref = bankClientRef(clientId);
  const outcome = await bankClientStep(clientId, caller, {
    expectedStatus,
    plan: async (current, _actor, transaction) => {
      const move = statusMovePlan(current.status, to, note, {});
      // A stale view or a move the table refuses is answered as such (transitionWithHistory).
      const accepted = current.status === expectedStatus && canMoveBankClient(current.status, to);
      if (!move || to !== 'active' || !accepted) return move;
      const documents = await transaction.get(ref.collection(SUBCOLLECTIONS.documents));
      const missing = missingKycDocuments(
        current.products,
        documents.docs.map((doc) => parseRecord(kycDocumentRecordSchema, doc)),
      );
      if (missing.length > 0) {
        throw new HttpsError('failed-precondition', BANK_MESSAGES.kycIncomplete);
      }
      if (input.accountNumber) {
        transaction.set(
          bankClientNumbersRef(clientId),
          { accountNumber: input.accountNumber },
          { merge: true },
        );
      }
      return {
        ...move,
        fields: {
          ...move.fields,
          activationCount: current.activationCount + 1,
          activatedAt: FieldValue.serverTimestamp(),
          openingDepositCents: input.openingDepositCents,
          ...(input.accountNumber && {
            accountNumberMasked: maskBankNumber(input.accountNumber),
          }),
        },
      };
    },
  });
  if (outcome.changed) logger.info('bank client status changed', { clientId, to, by: caller.uid });
  return bankAnswer(ref, outcome);
}
