import { DEFAULT_BOOKING_SETTINGS } from '@centre/domain/bookings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../features/auth/machines/auth-session-machine';
import { sessionUser, TestAuthSession } from '../../test/auth-session';
import AppointmentDetailPage from './appointment-detail';
import AppointmentsPage from './appointments';

const api = vi.hoisted(() => ({ getAppointments: vi.fn(), getAppointment: vi.fn() }));

vi.mock('../../lib/firebase', () => ({ auth: {}, app: {} }));
vi.mock('../../lib/firestore', () => ({ db: {} }));
vi.mock('../../lib/functions', () => ({ functions: {} }));
vi.mock('../../features/appointments/api/get-appointments', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  return {
    useAppointments: (params: unknown) =>
      useQuery({ queryKey: ['list', params], queryFn: () => api.getAppointments(params) }),
  };
});
vi.mock('../../features/appointments/api/get-appointment', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  return {
    useAppointment: (id: string) =>
      useQuery({ queryKey: ['detail', id], queryFn: () => api.getAppointment(id) }),
  };
});
vi.mock('../../features/appointments/api/get-appointment-history', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  return { useAppointmentHistory: () => useQuery({ queryKey: ['h'], queryFn: async () => [] }) };
});
vi.mock('../../features/appointments/api/get-booking-settings', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  return {
    useBookingSettings: () =>
      useQuery({
        queryKey: ['settings'],
        queryFn: async () => ({ settings: DEFAULT_BOOKING_SETTINGS, stored: true }),
      }),
  };
});
vi.mock('../../features/appointments/api/get-service-options', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  return { useServiceOptions: () => useQuery({ queryKey: ['services'], queryFn: async () => [] }) };
});

const APPOINTMENT = {
  id: 'a1',
  reference: 'APT-7K3Q9D',
  serviceId: 'banking',
  serviceName: 'Banking',
  date: '2026-11-20',
  start: '09:00',
  end: '09:30',
  slotId: 'banking_2026-11-20_0900',
  name: 'Amani Otieno',
  email: 'amani@example.com',
  phone: '+254 712 345678',
  language: 'en',
  notes: '',
  status: 'confirmed',
  visitId: null,
  createdAt: null,
  updatedAt: null,
  cancelledAt: null,
};

function renderPage(page: ReactElement, path: string, pattern: string, user: SessionUser) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <TestAuthSession user={user}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={pattern} element={page} />
          </Routes>
        </MemoryRouter>
      </TestAuthSession>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  api.getAppointments.mockResolvedValue([APPOINTMENT]);
  api.getAppointment.mockResolvedValue(APPOINTMENT);
});

describe('appointment pages', () => {
  it("/appointments shows the day's appointments to the signed-in receptionist", async () => {
    renderPage(
      <AppointmentsPage />,
      '/appointments?date=2026-11-20',
      '/appointments',
      sessionUser({ role: 'receptionist' }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Appointments' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Amani Otieno/ })).toHaveAttribute(
      'href',
      '/appointments/a1',
    );
    // A receptionist views but does not manage: no Settings tab.
    expect(screen.queryByRole('tab', { name: 'Settings' })).not.toBeInTheDocument();
  });

  it('/appointments/:appointmentId opens that appointment with its actions for a manager', async () => {
    renderPage(
      <AppointmentDetailPage />,
      '/appointments/a1',
      '/appointments/:appointmentId',
      sessionUser({ role: 'manager' }),
    );
    expect(await screen.findByTestId('appointment-status')).toHaveTextContent('Confirmed');
    expect(api.getAppointment).toHaveBeenCalledWith('a1');
    expect(screen.getByRole('button', { name: 'Check in' })).toBeInTheDocument();
  });
});
