import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { useState, type ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { QUERY_CLIENT_SETTINGS, SNACKBAR_MAX_VISIBLE, TOAST_DURATIONS_MS } from '../config';
import { AuthSessionProvider, type liveAuthSessionMachine } from '../features/auth/auth-session';

/** The query cache of SPEC 9. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: QUERY_CLIENT_SETTINGS.retry,
        staleTime: QUERY_CLIENT_SETTINGS.staleTimeMs,
        gcTime: QUERY_CLIENT_SETTINGS.gcTimeMs,
        refetchOnWindowFocus: QUERY_CLIENT_SETTINGS.refetchOnWindowFocus,
        refetchOnReconnect: QUERY_CLIENT_SETTINGS.refetchOnReconnect,
      },
      mutations: {
        retry: QUERY_CLIENT_SETTINGS.mutationRetry,
      },
    },
  });
}

// react-hot-toast already holds at most 20 toasts (SPEC 9 TOAST_LIMIT), its built-in limit.
export const TOAST_OPTIONS = {
  duration: TOAST_DURATIONS_MS.blank,
  blank: { duration: TOAST_DURATIONS_MS.blank },
  success: { duration: TOAST_DURATIONS_MS.success },
  error: { duration: TOAST_DURATIONS_MS.error },
  loading: { duration: TOAST_DURATIONS_MS.loading },
  custom: { duration: TOAST_DURATIONS_MS.custom },
} as const;

interface AppProviderProps {
  children: ReactNode;
  queryClient?: QueryClient;
  /** Tests pass the auth session machine with fake Firebase actors. */
  authMachine?: typeof liveAuthSessionMachine;
}

export function AppProvider({ children, queryClient, authMachine }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <AuthSessionProvider machine={authMachine}>
        <SnackbarProvider
          maxSnack={SNACKBAR_MAX_VISIBLE}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          {children}
        </SnackbarProvider>
      </AuthSessionProvider>
      <Toaster position="top-center" toastOptions={TOAST_OPTIONS} />
    </QueryClientProvider>
  );
}
