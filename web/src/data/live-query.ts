import {
  hashKey,
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Live reads (docs/architecture.md §4 "Live reads"): one Firestore listener per document or
 * query, whatever the number of components that show it, feeding react-query's cache. The first
 * snapshot resolves the query; every later one replaces its data (setQueryData); a listener
 * error puts the query in error. The listener starts with the first component that needs it and
 * stops a little after the last one leaves (so a re-render or a quick navigation back keeps it).
 */

/** Starts a listener: `next` for each snapshot, `fail` on an error; returns the unsubscribe. */
export type Subscribe<T> = (next: (data: T) => void, fail: (error: unknown) => void) => () => void;

interface Listener {
  users: number;
  unsubscribe: () => void;
  first: Promise<unknown>;
  latest: { data: unknown } | null;
  stopTimer: ReturnType<typeof setTimeout> | null;
}

/** How long a listener outlives its last user. */
export const LIVE_LINGER_MS = 10_000;

const registries = new WeakMap<QueryClient, Map<string, Listener>>();

function registryOf(queryClient: QueryClient) {
  let registry = registries.get(queryClient);
  if (!registry) {
    registry = new Map();
    registries.set(queryClient, registry);
  }
  return registry;
}

function ensureListener<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  subscribe: Subscribe<T>,
): Listener {
  const registry = registryOf(queryClient);
  const hash = hashKey(queryKey);
  const existing = registry.get(hash);
  if (existing) return existing;
  let resolveFirst!: (data: unknown) => void;
  let rejectFirst!: (error: unknown) => void;
  const listener: Listener = {
    users: 0,
    unsubscribe: () => undefined,
    first: new Promise((resolve, reject) => {
      resolveFirst = resolve;
      rejectFirst = reject;
    }),
    latest: null,
    stopTimer: null,
  };
  // A rejection nobody awaits yet must not be reported as unhandled.
  listener.first.catch(() => undefined);
  registry.set(hash, listener);
  listener.unsubscribe = subscribe(
    (data) => {
      const isFirst = listener.latest === null;
      listener.latest = { data };
      if (isFirst) resolveFirst(data);
      else queryClient.setQueryData(queryKey, data);
    },
    (error) => {
      registry.delete(hash);
      listener.unsubscribe();
      if (listener.latest === null) rejectFirst(error);
      else {
        queryClient
          .getQueryCache()
          .find({ queryKey, exact: true })
          ?.setState({ status: 'error', error: error as Error, fetchStatus: 'idle' });
      }
    },
  );
  return listener;
}

function release(queryClient: QueryClient, queryKey: QueryKey) {
  const registry = registryOf(queryClient);
  const hash = hashKey(queryKey);
  const listener = registry.get(hash);
  if (!listener) return;
  listener.users -= 1;
  if (listener.users > 0) return;
  listener.stopTimer = setTimeout(() => {
    if (listener.users > 0) return;
    listener.unsubscribe();
    registry.delete(hash);
    // The next user starts a new listener and must wait for its first snapshot, not show a
    // stale copy as if it were live.
    queryClient.removeQueries({ queryKey, exact: true });
  }, LIVE_LINGER_MS);
}

/** A query kept up to date by one shared listener. */
export function useLiveQuery<T>({
  queryKey,
  subscribe,
  enabled = true,
}: {
  queryKey: QueryKey;
  subscribe: Subscribe<T>;
  enabled?: boolean;
}) {
  const queryClient = useQueryClient();
  const hash = hashKey(queryKey);
  useEffect(() => {
    if (!enabled) return;
    const listener = ensureListener(queryClient, queryKey, subscribe);
    listener.users += 1;
    if (listener.stopTimer) clearTimeout(listener.stopTimer);
    listener.stopTimer = null;
    return () => release(queryClient, queryKey);
    // The key's hash stands for the key; subscribe is derived from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryClient, hash, enabled]);
  return useQuery<T>({
    queryKey,
    queryFn: async () => {
      const listener = ensureListener(queryClient, queryKey, subscribe);
      if (listener.latest) return listener.latest.data as T;
      return (await listener.first) as T;
    },
    enabled,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
}
