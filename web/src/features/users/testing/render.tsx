import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { UserRecord } from '../api/user-record';

/** No retries: a failing fake fails at once. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = createTestQueryClient();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

export function aUser(overrides: Partial<UserRecord> & { uid: string }): UserRecord {
  return {
    email: `${overrides.uid}@centre.test`,
    displayName: overrides.uid,
    role: 'agent',
    status: 'active',
    isActive: true,
    department: 'General',
    permissions: [],
    language: 'en',
    mustChangePassword: false,
    createdAt: new Date('2025-01-02T09:00:00Z'),
    updatedAt: new Date('2025-02-03T10:00:00Z'),
    lastUpdated: null,
    lastUpdatedBy: null,
    ...overrides,
  };
}
