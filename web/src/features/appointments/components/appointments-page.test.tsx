import { DEFAULT_BOOKING_SETTINGS } from '@centre/domain/bookings';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { anAppointment, manager, staffUser } from '../testing/fixtures';
import { todayIn } from '../utils/dates';
import { AppointmentsPage } from './appointments-page';

const api = vi.hoisted(() => ({
  getAppointments: vi.fn(),
  getBookingSettings: vi.fn(),
  getServiceOptions: vi.fn(),
  getExamSessions: vi.fn(),
}));

vi.mock('../../../data/appointments/list-appointments', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  return {
    useAppointments: (params: unknown) =>
      useQuery({
        queryKey: ['appointments', 'list', params],
        queryFn: () => api.getAppointments(params),
      }),
  };
});
vi.mock('../../../data/appointments/get-booking-settings', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  return {
    useBookingSettings: () =>
      useQuery({ queryKey: ['appointments', 'settings'], queryFn: api.getBookingSettings }),
  };
});
vi.mock('../../../data/services/list-service-options', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  return {
    useServiceOptions: () =>
      useQuery({ queryKey: ['appointments', 'services'], queryFn: api.getServiceOptions }),
  };
});
vi.mock('../../../data/appointments/list-exam-sessions', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  return {
    useExamSessions: (from: string) =>
      useQuery({
        queryKey: ['appointments', 'exam-sessions', from],
        queryFn: () => api.getExamSessions(from),
      }),
  };
});
vi.mock('../../../data/appointments/list-exam-bookings', () => ({ useExamBookings: vi.fn() }));
// No write happens here: any write would throw (no fake given).
vi.mock('../../../lib/firestore', () => ({ db: {} }));
vi.mock('firebase/firestore', async (importOriginal) =>
  (await import('../testing/write-mocks')).firestoreWrites(await importOriginal(), {}),
);

const TIMEZONE = 'Africa/Nairobi';

beforeEach(() => {
  vi.clearAllMocks();
  api.getBookingSettings.mockResolvedValue({
    settings: { ...DEFAULT_BOOKING_SETTINGS, timezone: TIMEZONE },
    stored: true,
  });
  api.getServiceOptions.mockResolvedValue([
    { id: 'passport-renewal', name: 'Passport renewal', bookable: true, order: 1 },
    { id: 'banking', name: 'Banking', bookable: true, order: 2 },
  ]);
  api.getExamSessions.mockResolvedValue([]);
  api.getAppointments.mockImplementation(async ({ from }: { from: string }) => [
    anAppointment({ id: 'a1', date: from, name: 'Amani Otieno', start: '09:00', end: '09:30' }),
    anAppointment({
      id: 'a2',
      date: from,
      name: 'Baraka Mwangi',
      start: '10:00',
      end: '10:30',
      status: 'confirmed',
      serviceId: 'banking',
      serviceName: 'Banking',
    }),
    anAppointment({
      id: 'a3',
      date: from,
      name: 'Chege Kamau',
      start: '11:00',
      status: 'cancelled',
    }),
  ]);
});

describe('the Appointments tab', () => {
  it("shows today's appointments in the centre's time zone by default", async () => {
    const today = todayIn(TIMEZONE);
    renderWithProviders(<AppointmentsPage currentUser={staffUser()} />);
    expect(screen.getByRole('tab', { name: 'Appointments', selected: true })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: /Amani Otieno, 09:00/ });
    expect(link).toHaveAttribute('href', '/appointments/a1');
    expect(api.getAppointments).toHaveBeenCalledWith({ from: today, to: today, serviceId: '' });
    expect(screen.getByRole('button', { name: 'Day' })).toHaveAttribute('aria-pressed', 'true');
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Time', 'Name', 'Service', 'Status']);
    expect(within(table).getByText('Banking')).toBeInTheDocument();
  });

  it('counts the range per status and filters by status from the chips or the select', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AppointmentsPage currentUser={staffUser()} />, {
      path: '/?date=2026-11-20',
    });
    await screen.findByText('Amani Otieno');
    expect(screen.getByTestId('status-count-booked')).toHaveTextContent('1');
    expect(screen.getByTestId('status-count-confirmed')).toHaveTextContent('1');
    expect(screen.getByTestId('status-count-cancelled')).toHaveTextContent('1');
    expect(screen.getByTestId('status-count-no_show')).toHaveTextContent('0');

    await user.click(screen.getByRole('button', { name: /^Cancelled/ }));
    expect(screen.queryByText('Amani Otieno')).not.toBeInTheDocument();
    expect(screen.getByText('Chege Kamau')).toBeInTheDocument();
    // The counts still cover the whole range.
    expect(screen.getByTestId('status-count-booked')).toHaveTextContent('1');

    await user.selectOptions(screen.getByLabelText('Status'), 'confirmed');
    expect(screen.getByText('Baraka Mwangi')).toBeInTheDocument();
    expect(screen.queryByText('Chege Kamau')).not.toBeInTheDocument();
  });

  it('passes the service filter to the query', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AppointmentsPage currentUser={staffUser()} />, {
      path: '/?date=2026-11-20',
    });
    await screen.findByText('Amani Otieno');
    await screen.findByRole('option', { name: 'Banking' });
    await user.selectOptions(screen.getByLabelText('Service'), 'banking');
    expect(api.getAppointments).toHaveBeenLastCalledWith({
      from: '2026-11-20',
      to: '2026-11-20',
      serviceId: 'banking',
    });
  });

  it('moves by a day, and by a Monday-to-Sunday week in the week view', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AppointmentsPage currentUser={staffUser()} />, {
      path: '/?date=2026-11-20',
    });
    await screen.findByText('Amani Otieno');
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(api.getAppointments).toHaveBeenLastCalledWith({
      from: '2026-11-21',
      to: '2026-11-21',
      serviceId: '',
    });
    await user.click(screen.getByRole('button', { name: 'Week' }));
    expect(api.getAppointments).toHaveBeenLastCalledWith({
      from: '2026-11-16',
      to: '2026-11-22',
      serviceId: '',
    });
    expect(
      await screen.findByRole('heading', { level: 3, name: /Mon 16 Nov/ }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(7);
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(api.getAppointments).toHaveBeenLastCalledWith({
      from: '2026-11-09',
      to: '2026-11-15',
      serviceId: '',
    });
    await user.click(screen.getByRole('button', { name: 'Today' }));
    const monday = api.getAppointments.mock.lastCall?.[0].from as string;
    expect(new Date(`${monday}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('says so when the day is empty', async () => {
    api.getAppointments.mockResolvedValueOnce([]);
    renderWithProviders(<AppointmentsPage currentUser={staffUser()} />, {
      path: '/?date=2026-11-20',
    });
    expect(await screen.findByText('No appointments on this day.')).toBeInTheDocument();
  });

  it('reports a failed read', async () => {
    api.getAppointments.mockRejectedValue({ code: 'permission-denied' });
    renderWithProviders(<AppointmentsPage currentUser={staffUser()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You do not have permission to view appointments.',
    );
  });
});

describe('in Kiswahili', () => {
  it('names the tabs, the board, its table and its dates in Kiswahili', async () => {
    await setLanguage('sw');
    renderWithProviders(<AppointmentsPage currentUser={manager()} />, {
      path: '/?date=2026-11-23',
    });
    expect(screen.getByRole('tab', { name: 'Miadi', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Vipindi vya mitihani' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Mipangilio' })).toBeInTheDocument();
    await screen.findByText('Amani Otieno');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Jumatatu, 23 Novemba 2026',
    );
    const table = screen.getByRole('table', { name: 'Miadi ya Jumatatu, 23 Novemba 2026' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Saa', 'Jina', 'Huduma', 'Hali']);
    expect(screen.getByRole('button', { name: 'Siku inayofuata' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wiki' })).toBeInTheDocument();
  });
});

describe('the page tabs', () => {
  it('are a tablist navigated with the arrow keys', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AppointmentsPage currentUser={manager()} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Appointments',
      'Exam sessions',
      'Settings',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    tabs[0]!.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Exam sessions' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Exam sessions' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Exam sessions');
    expect(await screen.findByRole('heading', { name: 'Exam sessions' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
  });

  it('hide the settings and the session controls from staff who only view', async () => {
    renderWithProviders(<AppointmentsPage currentUser={staffUser()} />, {
      path: '/?tab=settings',
    });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Appointments',
      'Exam sessions',
    ]);
    expect(screen.getByRole('tab', { name: 'Appointments' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('refuse staff without view_appointments', () => {
    renderWithProviders(<AppointmentsPage currentUser={staffUser({ role: 'bank_agent' })} />);
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have permission');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });
});
