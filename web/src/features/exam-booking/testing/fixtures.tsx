import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { ExamSessionRecord } from '../api/get-open-exam-sessions';

configure({ asyncUtilTimeout: 5000 });

export function renderWithClient(ui: ReactElement) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

export function aSession(overrides: Partial<ExamSessionRecord> = {}): ExamSessionRecord {
  return {
    id: 'session-1',
    date: '2026-07-14',
    startTime: '09:00',
    location: 'Main hall',
    capacity: 20,
    booked: 17,
    status: 'open',
    ...overrides,
  };
}

export const SESSIONS: ExamSessionRecord[] = [
  aSession(),
  aSession({ id: 'session-2', date: '2026-07-21', booked: 20, location: 'Room 2' }),
  aSession({ id: 'session-3', date: '2026-08-04', startTime: '13:30', booked: 19 }),
];
