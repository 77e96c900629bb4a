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
import { bankClientConverter, type BankClient } from './converter';
import { bankClientKeys, type BankClientFilters } from './keys';
import {
  bankClientPageQuery,
  bankClientSearchOf,
  bankIdNumberHash,
  type BankClientCursor,
} from './list-query';

export type BankClientsPage = CursorPage<BankClient>;

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
): Promise<BankClientsPage> {
  const { filter, window } = bankClientPageQuery(
    filters,
    await searchTermsOf(filters),
    after,
    pageSize,
  );
  const clients = collection(db, COLLECTIONS.bankClients).withConverter(bankClientConverter);
  return readCursorPage(
    filter ? query(clients, filter, ...window) : query(clients, ...window),
    pageSize,
  );
}

/** Every client matching the filters (the CSV export), read page by page. */
export function getAllBankClients(
  filters: BankClientFilters,
  onProgress?: (rowsSoFar: number) => void,
): Promise<BankClient[]> {
  return readAllPages((after) => getBankClientsPage(filters, after, EXPORT_PAGE_SIZE), onProgress);
}

/** `index` and the cursor's id key the page; the previous page stays while the next loads. */
export function useBankClientsPage(
  filters: BankClientFilters,
  pageIndex: number,
  after: BankClientCursor | null,
) {
  return useQuery({
    queryKey: bankClientKeys.list(filters, { index: pageIndex, after: after?.id ?? null }),
    queryFn: () => getBankClientsPage(filters, after),
    placeholderData: keepPreviousData,
  });
}
