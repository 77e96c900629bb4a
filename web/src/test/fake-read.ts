import { keepPreviousData, queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import { vi } from 'vitest';

/**
 * A data/ read module for `vi.mock` (load it with `await import` in the factory): its fetcher is
 * a vi.fn() the test answers, its hook reads through it under the read's real key, so loading,
 * errors and a mutation's refresh behave as in the app. `optionsName`, when given, also exports
 * the read's query options (what a route's prefetch or a useQueries takes) under that name.
 */
export function fakeRead<TArg>(
  fetcherName: string,
  hookName: string,
  queryKey: (arg: TArg) => QueryKey,
  optionsName?: string,
) {
  const fetcher = vi.fn();
  const options = (arg: TArg) =>
    queryOptions({ queryKey: queryKey(arg), queryFn: () => fetcher(arg) });
  return {
    [fetcherName]: fetcher,
    [hookName]: (arg: TArg, enabled = true) => useQuery({ ...options(arg), enabled }),
    ...(optionsName ? { [optionsName]: options } : {}),
  };
}

/**
 * A data/ cursor-paged read module for `vi.mock` (load it with `await import` in the factory):
 * its page fetcher is a vi.fn() the test answers with (params, after); its hook reads a page
 * under the list's key plus the page's index and cursor id, keeping the previous page while the
 * next one loads, as the app does.
 */
export function fakePageRead<TParams>(
  fetcherName: string,
  hookName: string,
  listKey: (params: TParams) => QueryKey,
) {
  const fetcher = vi.fn();
  return {
    [fetcherName]: fetcher,
    [hookName]: (params: TParams, index: number, after: { id: string } | null, enabled = true) =>
      useQuery({
        queryKey: [...listKey(params), { index, after: after?.id ?? null }],
        queryFn: () => fetcher(params, after),
        enabled,
        placeholderData: keepPreviousData,
      }),
  };
}

/**
 * A data/ read module for `vi.mock` whose hook always answers `data` (an empty list unless
 * given): a read the page needs but the test does not look at.
 */
export function fixedRead(hookName: string, data: unknown = []) {
  return {
    [hookName]: () => useQuery({ queryKey: ['fixed read', hookName], queryFn: async () => data }),
  };
}
