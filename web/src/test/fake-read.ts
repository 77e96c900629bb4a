import { useQuery, type QueryKey } from '@tanstack/react-query';
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
