import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getAppointment } from '../../data/appointments/get-appointment';
import { getAppointments } from '../../data/appointments/list-appointments';
import { anAppointment } from '../../features/appointments/testing/fixtures';
import { sessionUser } from '../../test/auth-session';
import { renderPage } from '../../test/render-page';
import AppointmentDetailPage from './appointment-detail';
import AppointmentsPage from './appointments';

const [{ fakeRead, fixedRead }, { appointmentKeys }, { DEFAULT_BOOKING_SETTINGS }] =
  await vi.hoisted(() =>
    Promise.all([
      import('../../test/fake-read'),
      import('../../data/appointments/keys'),
      import('@centre/domain/bookings'),
    ]),
  );

vi.mock('../../lib/firebase', () => ({ app: {} }));
vi.mock('../../lib/firebase-auth', () => ({ auth: {} }));
vi.mock('../../lib/firestore', () => ({ db: {} }));
vi.mock('../../lib/functions', () => ({ functions: {} }));
vi.mock('../../data/appointments/list-appointments', () =>
  fakeRead('getAppointments', 'useAppointments', appointmentKeys.list),
);
vi.mock('../../data/appointments/get-appointment', () =>
  fakeRead('getAppointment', 'useAppointment', appointmentKeys.detail),
);
vi.mock('../../data/appointments/list-appointment-history', () =>
  fixedRead('useAppointmentHistory'),
);
vi.mock('../../data/appointments/get-booking-settings', () =>
  fixedRead('useBookingSettings', { settings: DEFAULT_BOOKING_SETTINGS, stored: true }),
);
vi.mock('../../data/services/list-service-options', () => fixedRead('useServiceOptions'));

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
  vi.mocked(getAppointments).mockResolvedValue([APPOINTMENT]);
  vi.mocked(getAppointment).mockResolvedValue(APPOINTMENT);
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
    expect(getAppointment).toHaveBeenCalledWith('a1');
    expect(screen.getByRole('button', { name: 'Check in' })).toBeInTheDocument();
  });
});
