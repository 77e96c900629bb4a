import type { CommissionRecord } from '../../../data/commissions/converters';

/** A commission as the converter gives it: one money_transfer activation. */
export function aCommission(
  id: string,
  agentId: string,
  agentName: string,
  month: string,
  amountCents: number,
): CommissionRecord {
  return {
    id,
    agentId,
    agentName,
    clientId: id,
    clientName: `Client ${id}`,
    products: ['money_transfer'],
    amountCents,
    currency: 'CAD',
    month,
    earnedAt: new Date(`${month}-10T10:00:00Z`),
    lines: [{ product: 'money_transfer', amountCents }],
  };
}
