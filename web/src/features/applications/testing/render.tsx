import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ApplicationRecord } from '../api/application-record';
import type { CurrentStaff } from '../types';

// The first render of a file loads the page's modules; on a busy 2-core machine that can take
// longer than testing-library's 1 s default.
configure({ asyncUtilTimeout: 5000 });

export function renderWithProviders(
  ui: ReactElement,
  { path = '/', pattern = '*' }: { path?: string; pattern?: string } = {},
) {
  // No retries: a failing fake fails at once.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={ui} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}

export function anApplication(
  overrides: Partial<ApplicationRecord> & { id: string },
): ApplicationRecord {
  return {
    reference: 'APP-7K3Q9D',
    serviceId: 'passport-renewal',
    kind: 'service',
    applicant: {
      firstName: 'Wanjiru',
      lastName: 'Kamau',
      dateOfBirth: '1990-04-12',
      email: 'wanjiru@example.com',
      phone: '+44 7700 900123',
      address: '12 Acacia Road, Leeds',
      language: 'sw',
    },
    answers: {},
    documents: [],
    status: 'submitted',
    statusNote: '',
    source: 'online',
    assignedTo: null,
    assignedToName: null,
    priority: 'normal',
    createdAt: new Date('2026-03-02T09:30:00Z'),
    updatedAt: null,
    updatedBy: null,
    statusChangedAt: null,
    ...overrides,
  };
}

export function staffUser(overrides: Partial<CurrentStaff> = {}): CurrentStaff {
  return {
    uid: 'agent-1',
    displayName: 'Baraka Mwangi',
    role: 'agent',
    permissions: [],
    ...overrides,
  };
}
