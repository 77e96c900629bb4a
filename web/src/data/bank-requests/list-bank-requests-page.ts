import { COLLECTIONS } from '@centre/domain/collections';
import { collection, query } from 'firebase/firestore';
import { db } from '../../lib/firestore';
import { PAGE_SIZE, readCursorPage, type CursorPage } from '../cursor-pages';
import { defineCursorListRead } from '../define-cursor-list-read';
import { bankRequestConverter, type BankRequest } from './converter';
import { bankRequestKeys, type BankRequestFilters } from './keys';
import { bankRequestPageConstraints, type BankRequestCursor } from './list-query';

/** One page of bank requests, newest first. */
export function getBankRequestsPage(
  filters: BankRequestFilters,
  after: BankRequestCursor | null,
  pageSize: number = PAGE_SIZE,
): Promise<CursorPage<BankRequest>> {
  return readCursorPage(
    query(
      collection(db, COLLECTIONS.bankRequests).withConverter(bankRequestConverter),
      ...bankRequestPageConstraints(filters, after, pageSize),
    ),
    pageSize,
  );
}

const list = defineCursorListRead(bankRequestKeys.list, getBankRequestsPage);
/** Every request matching the filters (the CSV export), read page by page. */
export const getAllBankRequests = list.getAll;
export const useBankRequestsPage = list.usePage;
