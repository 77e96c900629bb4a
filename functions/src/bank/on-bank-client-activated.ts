import {
  BANK_PRODUCTS,
  COMMISSION_CURRENCY,
  DEFAULT_COMMISSION_RULES,
  bankClientRecordSchema,
  commissionForActivation,
  commissionIdOf,
  commissionRuleRecordSchema,
  type BankProduct,
  type CommissionRule,
} from '@centre/domain/bank';
import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import { queueDateOf } from '@centre/domain/visits';
import { Timestamp, type DocumentData, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { db } from '../admin';
import { loadBookingSettings } from '../bookings/settings';
import { parseStored } from '../shared/parse-record';
import { RETRIED, withinRetryWindow } from '../shared/retried-trigger';

/**
 * The rule of `product` in force at `at`: the commissionRules/{product}/versions entry with the
 * latest effectiveFrom not after it, read in `transaction`; the default rule when there is none.
 */
async function ruleInForce(
  transaction: Transaction,
  product: BankProduct,
  at: Timestamp,
): Promise<CommissionRule> {
  const versions = await transaction.get(
    db
      .collection(COLLECTIONS.commissionRules)
      .doc(product)
      .collection(SUBCOLLECTIONS.versions)
      .where('effectiveFrom', '<=', at)
      .orderBy('effectiveFrom', 'desc')
      .limit(1),
  );
  const version = versions.docs[0];
  if (!version) return DEFAULT_COMMISSION_RULES[product];
  const { kind, amountCents, percent } = parseStored(
    commissionRuleRecordSchema,
    version.data(),
    version.ref.path,
  );
  return { product, kind, amountCents, percent };
}

/**
 * Writes the commission of one activation of bankClients/{clientId} (`client`: the document as
 * the activation left it): commissions/{clientId}_{activationCount}, created once in a
 * transaction (a retried event finds it and writes nothing; answers false then). The amount is
 * computed with the rule of each product in force at activatedAt, so a rule changed later never
 * changes it; the agent is the client's at activation; the month is activatedAt's in the
 * centre's time zone (settings/booking).
 */
export async function recordActivationCommission(
  clientId: string,
  client: DocumentData,
): Promise<boolean> {
  const record = parseStored(bankClientRecordSchema, { ...client, id: clientId }, clientId);
  const activatedAt: unknown = client.activatedAt;
  if (record.status !== 'active' || !(activatedAt instanceof Timestamp)) {
    logger.error('bank client activated without activatedAt; no commission', { clientId });
    return false;
  }
  const { timezone } = await loadBookingSettings();
  const commissionId = commissionIdOf(clientId, record.activationCount);
  const commissionRef = db.collection(COLLECTIONS.commissions).doc(commissionId);
  const products = BANK_PRODUCTS.filter((product) => record.products.includes(product));

  const written = await db.runTransaction(async (transaction) => {
    if ((await transaction.get(commissionRef)).exists) return false;
    const rules = await Promise.all(
      products.map((product) => ruleInForce(transaction, product, activatedAt)),
    );
    const { amountCents, lines } = commissionForActivation(
      products,
      Object.fromEntries(rules.map((rule) => [rule.product, rule])),
      record.openingDepositCents,
    );
    transaction.create(commissionRef, {
      agentId: record.agentId ?? '',
      agentName: record.agentName ?? '',
      clientId,
      clientName: record.name,
      products,
      amountCents,
      currency: COMMISSION_CURRENCY,
      month: queueDateOf(activatedAt.toDate(), timezone).slice(0, 7),
      earnedAt: activatedAt,
      lines,
    });
    return true;
  });
  if (written) logger.info('commission recorded', { clientId, commissionId });
  return written;
}

/**
 * When a bank client becomes active (status moves to active), its agent earns one commission
 * (recordActivationCommission). Idempotent on retries.
 */
export const onBankClientActivated = onDocumentUpdated(
  { document: `${COLLECTIONS.bankClients}/{clientId}`, ...RETRIED },
  withinRetryWindow('onBankClientActivated', async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    if (!after || before?.status === 'active' || after.status !== 'active') return;
    await recordActivationCommission(event.params.clientId, after);
  }),
);
