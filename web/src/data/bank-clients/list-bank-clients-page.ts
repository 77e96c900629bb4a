import { COLLECTIONS } from '@centre/domain/collections';
import { collection, query } from 'firebase/firestore';
import { db } from '../../lib/firestore';
import { PAGE_SIZE, readCursorPage, type CursorPage } from '../cursor-pages';
import { defineCursorListRead } from '../define-cursor-list-read';
import { bankClientConverter, type BankClient } from './converter';
import { bankClientKeys, type BankClientFilters } from './keys';
import {
  bankClientPageQuery,
  bankClientSearchOf,
  bankIdNumberHash,
  type BankClientCursor,
} from './list-query';

/** The search of the filters as the query takes it (the ID number hashed). */
async function searchTermsOf(filters: BankClientFilters) {
  const search = bankClientSearchOf(filters.search);
  if (!search) return null;
  return {
    token: search.token,
    idNumberHash: search.idNumber ? await bankIdNumberHash(search.idNumber) : null,
  };
}

/** One page of bank clients, the latest updated first; one query whatever the search. */
export async function getBankClientsPage(
  filters: BankClientFilters,
  after: BankClientCursor | null,
  pageSize: number = PAGE_SIZE,
): Promise<CursorPage<BankClient>> {
  const search = await searchTermsOf(filters);
  const { filter, window } = bankClientPageQuery(filters, search, after, pageSize);
  const clients = collection(db, COLLECTIONS.bankClients).withConverter(bankClientConverter);
  return readCursorPage(
    filter ? query(clients, filter, ...window) : query(clients, ...window),
    pageSize,
  );
}

const list = defineCursorListRead(bankClientKeys.list, getBankClientsPage);
/** Every client matching the filters (the CSV export), read page by page. */
export const getAllBankClients = list.getAll;
export const useBankClientsPage = list.usePage;
