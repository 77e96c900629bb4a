import { BANK_MESSAGES, reviewBankClientDocumentInput, type BankAnswer } from '@centre/domain/bank';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { HttpsError } from 'firebase-functions/v2/https';
import { parseInput } from '../shared/parse-input';
import type { Caller } from '../shared/require-permission';
import { bankAnswer, bankCallable, bankClientRef, bankClientStep } from './context';
import { documentEntry, kycDocumentRef, readDocumentStatus, requireOpenClient } from './documents';

/**
 * Bank staff verify an uploaded KYC document or reject it with the reason. Only a document
 * waiting for verification (status uploaded) is reviewed: none is documentNotFound, a reviewed
 * one documentNotUploaded (a new upload starts a new review). One transaction writes the
 * decision, reviewedBy/Name/At from the server, and a 'document' history entry.
 */
export const reviewBankClientDocument = bankCallable(reviewBankClientDocumentFor);

export async function reviewBankClientDocumentFor(
  caller: Caller,
  data: unknown,
): Promise<BankAnswer> {
  const { clientId, kind, decision, reason } = parseInput(reviewBankClientDocumentInput, data);
  const outcome = await bankClientStep(clientId, caller, {
    plan: async (current, actor, transaction) => {
      requireOpenClient(current);
      const from = await readDocumentStatus(transaction, clientId, kind);
      if (from === null)
        throw new HttpsError('failed-precondition', BANK_MESSAGES.documentNotFound);
      if (from !== 'uploaded') {
        throw new HttpsError('failed-precondition', BANK_MESSAGES.documentNotUploaded);
      }
      const rejected = decision === 'rejected';
      transaction.update(kycDocumentRef(clientId, kind), {
        status: decision,
        reviewedBy: actor.uid,
        reviewedByName: actor.name,
        reviewedAt: FieldValue.serverTimestamp(),
        rejectionReason: rejected ? reason : null,
      });
      const what = rejected ? `rejected (${reason})` : 'verified';
      return { history: [documentEntry(kind, from, decision, what)], result: null };
    },
  });
  logger.info('KYC document reviewed', { clientId, kind, decision, by: caller.uid });
  return bankAnswer(bankClientRef(clientId), outcome);
}
