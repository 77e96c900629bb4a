import {
  BANK_MESSAGES,
  canManageCommissionRules,
  setCommissionRuleInput,
} from '@centre/domain/bank';
import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { db } from '../admin';
import { readStaffRecord, staffNameOf } from '../identity/staff-name';
import { parseInput } from '../shared/parse-input';
import type { Caller } from '../shared/require-permission';
import { bankCallable } from './context';

/**
 * An administrator sets a product's commission rule (canManageCommissionRules, else
 * permission-denied ruleNotPermitted). One transaction writes commissionRules/{product} and a new
 * commissionRules/{product}/versions/{autoId}, both effective from the commit time, so the rule
 * applies to activations from now on and never to earlier ones (onBankClientActivated picks the
 * version in force at each activation).
 */
export const setCommissionRule = bankCallable(setCommissionRuleFor, {
  allows: canManageCommissionRules,
  refusal: BANK_MESSAGES.ruleNotPermitted,
});

export async function setCommissionRuleFor(
  caller: Caller,
  data: unknown,
): Promise<{ product: string; versionId: string }> {
  const input = parseInput(setCommissionRuleInput, data);
  const ruleRef = db.collection(COLLECTIONS.commissionRules).doc(input.product);
  const versionRef = ruleRef.collection(SUBCOLLECTIONS.versions).doc();
  await db.runTransaction(async (transaction) => {
    const staff = await readStaffRecord(transaction, caller.uid);
    const rule = {
      product: input.product,
      kind: input.kind,
      amountCents: input.kind === 'flat' ? input.amountCents : 0,
      percent: input.kind === 'percentage' ? input.percent : 0,
      effectiveFrom: FieldValue.serverTimestamp(),
      updatedBy: caller.uid,
      updatedByName: staffNameOf(staff),
    };
    transaction.set(ruleRef, rule);
    transaction.create(versionRef, rule);
  });
  logger.info('commission rule set', { product: input.product, by: caller.uid });
  return { product: input.product, versionId: versionRef.id };
}
