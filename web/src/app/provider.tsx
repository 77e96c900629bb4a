import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { QUERY_CLIENT_SETTINGS } from '../config';
import { isTransientError } from '../lib/error-code';
import { areToastsUsed, subscribeToToastsUsed } from '../lib/toasts-used';
import { AuthSessionProvider, type liveAuthSessionMachine } from '../features/auth/auth-session';

export { TOAST_OPTIONS } from './toast-options';

// The toast host (react-hot-toast) loads once code that sends toasts has (lib/toast.ts: the back
// office's pages; the public pages send none); the back office's snackbars (notistack) have
// theirs in the staff layout.
const NotificationHosts = lazy(() => import('./notification-hosts'));

/**
 * Try again up to `limit` times, only after a failure a second try may cure: a refusal (a full
 * slot, an unapproved registration, a denied read) shows at once, instead of after the retry's
 * delay, and is not sent a second time for the same answer (one press of "Book seat" with an
 * unapproved registration sent two requests).
 */
export function retryTransientFailures(limit: number) {
  return (failureCount: number, error: unknown): boolean =>
    failureCount < limit && isTransientError(error);
}

/** The query cache of docs/product.md §9. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: retryTransientFailures(QUERY_CLIENT_SETTINGS.retry),
        staleTime: QUERY_CLIENT_SETTINGS.staleTimeMs,
        gcTime: QUERY_CLIENT_SETTINGS.gcTimeMs,
        refetchOnWindowFocus: QUERY_CLIENT_SETTINGS.refetchOnWindowFocus,
        refetchOnReconnect: QUERY_CLIENT_SETTINGS.refetchOnReconnect,
      },
      mutations: {
        retry: retryTransientFailures(QUERY_CLIENT_SETTINGS.mutationRetry),
      },
    },
  });
}

interface AppProviderProps {
  children: ReactNode;
  queryClient?: QueryClient;
  /** Tests pass the auth session machine with fake Firebase actors. */
  authMachine?: typeof liveAuthSessionMachine;
}

export function AppProvider({ children, queryClient, authMachine }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const toastsUsed = useSyncExternalStore(subscribeToToastsUsed, areToastsUsed, () => false);
  return (
    <QueryClientProvider client={client}>
      <AuthSessionProvider machine={authMachine}>{children}</AuthSessionProvider>
      {toastsUsed && (
        <Suspense fallback={null}>
          <NotificationHosts />
        </Suspense>
      )}
    </QueryClientProvider>
  );
}
