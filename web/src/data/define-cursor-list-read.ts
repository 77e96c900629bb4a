import { keepPreviousData, queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import type {
  FirestoreDataConverter,
  QueryConstraint,
  QueryDocumentSnapshot,
} from 'firebase/firestore';
import {
  EXPORT_PAGE_SIZE,
  PAGE_SIZE,
  readAllPages,
  readCursorPage,
  type CursorPage,
} from './cursor-pages';
import { collectionQuery } from './read-documents';
import type { RecordCollection } from './record-keys';

/** Reads one page of a list: its filters, the last document of the page before, the page size. */
type PageReader<TFilters, T> = (
  filters: TFilters,
  after: QueryDocumentSnapshot<T> | null,
  pageSize: number,
) => Promise<CursorPage<T>>;

/**
 * The page reader of a list over one collection: the page's constraints (its filters, order,
 * start cursor and limit) come from `constraintsOf`, its documents are parsed by `converter`.
 */
export function collectionPageReader<TFilters, T>(
  name: RecordCollection,
  converter: FirestoreDataConverter<T>,
  constraintsOf: (
    filters: TFilters,
    after: QueryDocumentSnapshot<T> | null,
    pageSize: number,
  ) => QueryConstraint[],
) {
  return (
    filters: TFilters,
    after: QueryDocumentSnapshot<T> | null,
    pageSize: number = PAGE_SIZE,
  ): Promise<CursorPage<T>> =>
    readCursorPage(
      collectionQuery(name, converter, ...constraintsOf(filters, after, pageSize)),
      pageSize,
    );
}

/**
 * A cursor-paged list's reads from its key factory and its page reader: every row matching the
 * filters (the CSV export, in big pages) and one screen page's `queryOptions` and hook, keyed by
 * its index and its cursor's id (the cursor itself is not serialisable); the hook keeps the
 * previous page on screen while the next one loads, so the table does not jump.
 */
export function defineCursorListRead<TFilters, T, TKey extends QueryKey>(
  listKey: (filters: TFilters, page: { index: number; after: string | null }) => TKey,
  readPage: PageReader<TFilters, T>,
) {
  const getAll = (filters: TFilters, onProgress?: (rowsSoFar: number) => void): Promise<T[]> =>
    readAllPages((after) => readPage(filters, after, EXPORT_PAGE_SIZE), onProgress);
  const page = (filters: TFilters, pageIndex: number, after: QueryDocumentSnapshot<T> | null) => ({
    queryKey: listKey(filters, { index: pageIndex, after: after?.id ?? null }),
    queryFn: () => readPage(filters, after, PAGE_SIZE),
  });
  const options = (filters: TFilters, pageIndex: number, after: QueryDocumentSnapshot<T> | null) =>
    queryOptions(page(filters, pageIndex, after));
  function usePage(
    filters: TFilters,
    pageIndex: number,
    after: QueryDocumentSnapshot<T> | null,
    enabled = true,
  ) {
    return useQuery({
      ...page(filters, pageIndex, after),
      enabled,
      placeholderData: keepPreviousData,
    });
  }
  return { getAll, options, usePage };
}
