import { DEFAULT_BOOKING_SETTINGS } from '@centre/domain/bookings';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { anAppointment } from '../../features/appointments/testing/fixtures';
import { sessionUser } from '../../test/auth-session';
import { renderPage } from '../../test/render-page';
import AppointmentDetailPage from './appointment-detail';
import AppointmentsPage from './appointments';

const api = vi.hoisted(() => ({ getAppointments: vi.fn(), getAppointment: vi.fn() }));

vi.mock('../../lib/firebase', () => ({ app: {} }));
vi.mock('../../lib/firebase-auth', () => ({ auth: {} }));
vi.mock('../../lib/firestore', () => ({ db: {} }));
vi.mock('../../lib/functions', () => ({ functions: {} }));
vi.mock('../../data/appointments/list-appointments', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  return {
    useAppointments: (params: unknown) =>
      useQuery({ queryKey: ['list', params], queryFn: () => api.getAppointments(params) }),
  };
});
vi.mock('../../data/appointments/get-appointment', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  return {
    useAppointment: (id: string) =>
      useQuery({ queryKey: ['detail', id], queryFn: () => api.getAppointment(id) }),
  };
});
vi.mock('../../data/appointments/list-appointment-history', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  return { useAppointmentHistory: () => useQuery({ queryKey: ['h'], queryFn: async () => [] }) };
});
vi.mock('../../data/appointments/get-booking-settings', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  return {
    useBookingSettings: () =>
      useQuery({
        queryKey: ['settings'],
        queryFn: async () => ({ settings: DEFAULT_BOOKING_SETTINGS, stored: true }),
      }),
  };
});
vi.mock('../../data/services/list-service-options', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  return { useServiceOptions: () => useQuery({ queryKey: ['services'], queryFn: async () => [] }) };
});

const APPOINTMENT = anAppointment({
  id: 'a1',
  serviceId: 'banking',
  serviceName: 'Banking',
  slotId: 'banking_2026-11-20_0900',
  language: 'en',
  notes: '',
  status: 'confirmed',
  createdAt: null,
});

beforeEach(() => {
  api.getAppointments.mockResolvedValue([APPOINTMENT]);
  api.getAppointment.mockResolvedValue(APPOINTMENT);
});

describe('appointment pages', () => {
  it("/appointments shows the day's appointments to the signed-in receptionist", async () => {
    renderPage(<AppointmentsPage />, {
      user: sessionUser({ role: 'receptionist' }),
      path: '/appointments?date=2026-11-20',
      pattern: '/appointments',
    });
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
    renderPage(<AppointmentDetailPage />, {
      user: sessionUser({ role: 'manager' }),
      path: '/appointments/a1',
      pattern: '/appointments/:appointmentId',
    });
    expect(await screen.findByTestId('appointment-status')).toHaveTextContent('Confirmed');
    expect(api.getAppointment).toHaveBeenCalledWith('a1');
    expect(screen.getByRole('button', { name: 'Check in' })).toBeInTheDocument();
  });
});
