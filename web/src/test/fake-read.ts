import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { vi } from 'vitest';

/**
 * A data/ read module for `vi.mock` (load it with `await import` in the factory): its fetcher is
 * a vi.fn() the test answers, its hook reads through it under the read's real key, so loading,
 * errors and a mutation's refresh behave as in the app.
 */
export function fakeRead<TArg>(
  fetcherName: string,
  hookName: string,
  queryKey: (arg: TArg) => QueryKey,
) {
  const fetcher = vi.fn();
  return {
    [fetcherName]: fetcher,
    [hookName]: (arg: TArg, enabled = true) =>
      useQuery({ queryKey: queryKey(arg), queryFn: () => fetcher(arg), enabled }),
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
