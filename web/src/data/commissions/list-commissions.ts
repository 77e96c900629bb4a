import { COLLECTIONS } from '@centre/domain/collections';
import { orderBy, where } from 'firebase/firestore';
import { defineRead } from '../define-read';
import { collectionQuery, readDocuments } from '../read-documents';
import { commissionConverter, type CommissionRecord } from './converters';
import { commissionKeys } from './keys';

/** A range of months, both included, as `YYYY-MM`. */
export interface MonthRange {
  from: string;
  to: string;
}

/** Every commission earned in the months from..to (both included), oldest month first. */
export function listCommissions(range: MonthRange): Promise<CommissionRecord[]> {
  return readDocuments(
    collectionQuery(
      COLLECTIONS.commissions,
      commissionConverter,
      where('month', '>=', range.from),
      where('month', '<=', range.to),
      orderBy('month', 'asc'),
    ),
  );
}

const read = defineRead(
  (range: MonthRange) => commissionKeys.range(range.from, range.to),
  listCommissions,
);
export const commissionsQueryOptions = read.options;
export const useCommissions = read.useRead;
