import { COLLECTIONS } from '@centre/domain/collections';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { collection, query } from 'firebase/firestore';
import { db } from '../../lib/firestore';
import {
  EXPORT_PAGE_SIZE,
  PAGE_SIZE,
  readAllPages,
  readCursorPage,
  type CursorPage,
} from '../cursor-pages';
import { bankRequestConverter, type BankRequest } from './converter';
import { bankRequestKeys, type BankRequestFilters } from './keys';
import { bankRequestPageConstraints, type BankRequestCursor } from './list-query';

export type BankRequestsPage = CursorPage<BankRequest>;

/** One page of bank requests, newest first. */
export function getBankRequestsPage(
  filters: BankRequestFilters,
  after: BankRequestCursor | null,
  pageSize: number = PAGE_SIZE,
): Promise<BankRequestsPage> {
  return readCursorPage(
    query(
      collection(db, COLLECTIONS.bankRequests).withConverter(bankRequestConverter),
      ...bankRequestPageConstraints(filters, after, pageSize),
    ),
    pageSize,
  );
}

/** Every request matching the filters (the CSV export), read page by page. */
export function getAllBankRequests(
  filters: BankRequestFilters,
  onProgress?: (rowsSoFar: number) => void,
): Promise<BankRequest[]> {
  return readAllPages((after) => getBankRequestsPage(filters, after, EXPORT_PAGE_SIZE), onProgress);
}

/** `index` and the cursor's id key the page; the previous page stays while the next loads. */
export function useBankRequestsPage(
  filters: BankRequestFilters,
  pageIndex: number,
  after: BankRequestCursor | null,
) {
  return useQuery({
    queryKey: bankRequestKeys.list(filters, { index: pageIndex, after: after?.id ?? null }),
    queryFn: () => getBankRequestsPage(filters, after),
    placeholderData: keepPreviousData,
  });
}
