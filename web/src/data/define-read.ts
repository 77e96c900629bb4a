import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';

/**
 * One read of docs/architecture.md §4 from its key and its fetcher: the `queryOptions` a route
 * loader prefetches with and the hook a component reads with, so both share one cache entry.
 * The hook takes `enabled` (default true) after the fetcher's argument.
 */
export function defineRead<TArg, TData, TKey extends QueryKey>(
  queryKey: (arg: TArg) => TKey,
  fetcher: (arg: TArg) => Promise<TData>,
) {
  const options = (arg: TArg) =>
    queryOptions({ queryKey: queryKey(arg), queryFn: () => fetcher(arg) });
  function useRead(arg: TArg, enabled = true) {
    return useQuery({ ...options(arg), enabled });
  }
  return { options, useRead };
}
