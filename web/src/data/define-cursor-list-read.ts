import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import type { QueryDocumentSnapshot } from 'firebase/firestore';
import { EXPORT_PAGE_SIZE, PAGE_SIZE, readAllPages, type CursorPage } from './cursor-pages';

/**
 * A cursor-paged list's reads from its key factory and its page reader: every row matching the
 * filters (the CSV export, in big pages) and the hook of one screen page, keyed by its index and
 * its cursor's id, which keeps the previous page on screen while the next one loads.
 */
export function defineCursorListRead<TFilters, T, TKey extends QueryKey>(
  listKey: (filters: TFilters, page: { index: number; after: string | null }) => TKey,
  readPage: (
    filters: TFilters,
    after: QueryDocumentSnapshot<T> | null,
    pageSize: number,
  ) => Promise<CursorPage<T>>,
) {
  const getAll = (filters: TFilters, onProgress?: (rowsSoFar: number) => void): Promise<T[]> =>
    readAllPages((after) => readPage(filters, after, EXPORT_PAGE_SIZE), onProgress);
  function usePage(filters: TFilters, pageIndex: number, after: QueryDocumentSnapshot<T> | null) {
    return useQuery({
      queryKey: listKey(filters, { index: pageIndex, after: after?.id ?? null }),
      queryFn: () => readPage(filters, after, PAGE_SIZE),
      placeholderData: keepPreviousData,
    });
  }
  return { getAll, usePage };
}
