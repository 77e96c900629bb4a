import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

// The first render of a file loads the page's modules; on a busy 2-core machine that can take
// longer than testing-library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

/** No retries: a failing fake fails at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

export interface RenderOptions {
  /** The URL the router starts at. */
  path?: string;
  /** The route pattern `ui` is mounted under, so that it can read its params. */
  pattern?: string;
  /** Providers to put between the query client and the router (an auth session, say). */
  wrapper?: (children: ReactNode) => ReactNode;
}

/** `ui` under a fresh query client and an in-memory router. */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/', pattern = '*', wrapper = (children) => children }: RenderOptions = {},
) {
  const queryClient = createTestQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      {wrapper(
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={pattern} element={ui} />
          </Routes>
        </MemoryRouter>,
      )}
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
