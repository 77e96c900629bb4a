import { commissionRecordSchema, commissionRuleRecordSchema } from '@centre/domain/bank';
import { functionsRecordConverter } from '../../lib/read-only-converter';

export type { CommissionRecord, CommissionRuleRecord } from '@centre/domain/bank';

/** commissions/{clientId}_{activationCount}: immutable, written once by the trigger. */
export const commissionConverter = functionsRecordConverter(commissionRecordSchema, 'Commissions');

/** commissionRules/{product}: set with setCommissionRule (admins). */
export const commissionRuleConverter = functionsRecordConverter(
  commissionRuleRecordSchema,
  'Commission rules',
);
