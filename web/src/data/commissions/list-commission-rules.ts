import { COLLECTIONS } from '@centre/domain/collections';
import { orderBy } from 'firebase/firestore';
import { defineRead } from '../define-read';
import { collectionQuery, readDocuments } from '../read-documents';
import { commissionRuleConverter, type CommissionRuleRecord } from './converters';
import { commissionKeys } from './keys';

/** The rule in force for each product (commissionRules/{product}). */
export function listCommissionRules(): Promise<CommissionRuleRecord[]> {
  return readDocuments(
    collectionQuery(COLLECTIONS.commissionRules, commissionRuleConverter, orderBy('product')),
  );
}

const read = defineRead(() => commissionKeys.rules(), listCommissionRules);
export const commissionRulesQueryOptions = () => read.options(undefined);
export const useCommissionRules = () => read.useRead(undefined);
