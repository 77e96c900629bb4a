import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { anAppointment, manager, staffUser } from '../testing/fixtures';
import { AppointmentDetail } from './appointment-detail';

const api = vi.hoisted(() => ({
  getAppointment: vi.fn(),
  getAppointmentHistory: vi.fn(),
  setAppointmentStatus: vi.fn(),
}));

vi.mock('../../../data/appointments/get-appointment', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  return {
    useAppointment: (id: string, enabled = true) =>
      useQuery({
        queryKey: ['appointments', 'detail', id],
        queryFn: () => api.getAppointment(id),
        enabled,
      }),
  };
});
vi.mock('../../../data/appointments/list-appointment-history', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  return {
    useAppointmentHistory: (id: string) =>
      useQuery({
        queryKey: ['appointments', 'detail', id, 'history'],
        queryFn: () => api.getAppointmentHistory(id),
      }),
  };
});
// The staff catalogue in the page's language, as list-service-options' select shows it.
vi.mock('../../../data/services/list-service-options', async () => {
  const { aServiceOption, fakeServiceOptions } = await import('../../../data/services/testing');
  return fakeServiceOptions([aServiceOption()]);
});
vi.mock('../../../lib/functions', () => ({ functions: {} }));
vi.mock('firebase/functions', async (importOriginal) =>
  (await import('../testing/write-mocks')).functionsCalls(await importOriginal(), api),
);

const ACTIONS = ['Confirm', 'Check in', 'Mark completed', 'Cancel appointment', 'Mark no-show'];

beforeEach(() => {
  vi.clearAllMocks();
  api.getAppointment.mockResolvedValue(anAppointment({ id: 'a1' }));
  api.getAppointmentHistory.mockResolvedValue([
    {
      id: 'h1',
      from: null,
      to: 'booked',
      by: 'public',
      byName: null,
      at: new Date('2026-11-01T10:00:00Z'),
      note: null,
    },
    {
      id: 'h2',
      from: 'booked',
      to: 'booked',
      by: 'public',
      byName: null,
      at: new Date('2026-11-02T10:00:00Z'),
      note: null,
    },
    {
      id: 'h3',
      from: 'booked',
      to: 'confirmed',
      by: 'staff-9',
      byName: 'Neema Achieng',
      at: new Date('2026-11-03T10:00:00Z'),
      note: 'Phoned to confirm',
    },
  ]);
  api.setAppointmentStatus.mockResolvedValue(undefined);
});

function actionNames() {
  const group = screen.queryByRole('group', { name: 'Change status' });
  return group
    ? within(group)
        .getAllByRole('button')
        .map((button) => button.textContent)
    : [];
}

describe('AppointmentDetail', () => {
  it('reads in Kiswahili, with a Kiswahili date and history', async () => {
    await setLanguage('sw');
    renderWithProviders(<AppointmentDetail appointmentId="a1" currentUser={manager()} />);
    await screen.findByTestId('appointment-status');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      /^Amani Otieno, 09:00 (Jumatatu|Jumanne|Jumatano|Alhamisi|Ijumaa|Jumamosi|Jumapili), /,
    );
    expect(screen.getByRole('heading', { name: 'Maelezo' })).toBeInTheDocument();
    expect(screen.getByText('Hali ya sasa:')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Historia' })).toBeInTheDocument();
    expect(await screen.findByText('Muda umebadilishwa')).toBeInTheDocument();
    // The catalogue's Kiswahili name, not the English one the appointment carries.
    expect(screen.getByText('Kuhuisha pasipoti')).toBeInTheDocument();
    expect(screen.queryByText('Passport renewal')).not.toBeInTheDocument();
  });

  it('shows the details, the status and the history', async () => {
    renderWithProviders(<AppointmentDetail appointmentId="a1" currentUser={manager()} />);
    expect(await screen.findByTestId('appointment-status')).toHaveTextContent('Booked');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Amani Otieno, 09:00');
    expect(screen.getByText('APT-7K3Q9D')).toBeInTheDocument();
    expect(screen.getByText('Passport renewal')).toBeInTheDocument();
    expect(screen.getByText('amani@example.com')).toHaveAttribute(
      'href',
      'mailto:amani@example.com',
    );
    expect(screen.getByText('Kiswahili')).toBeInTheDocument();
    expect(screen.getByText('Bring the old passport')).toBeInTheDocument();
    const history = await screen.findByRole('list', { name: 'History' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Bookedby the visitor/),
      expect.stringMatching(/^Rescheduledby the visitor/),
      expect.stringMatching(
        /^Status changed from Booked to Confirmedby Neema Achieng.*Note: Phoned to confirm$/,
      ),
    ]);
  });

  it.each([
    ['booked', ['Confirm', 'Check in', 'Cancel appointment', 'Mark no-show']],
    ['confirmed', ['Check in', 'Cancel appointment', 'Mark no-show']],
    ['checked_in', ['Mark completed']],
    ['cancelled', []],
    ['no_show', []],
  ] as const)('offers only the moves allowed from %s', async (status, expected) => {
    api.getAppointment.mockResolvedValue(anAppointment({ id: 'a1', status }));
    renderWithProviders(<AppointmentDetail appointmentId="a1" currentUser={manager()} />);
    await screen.findByTestId('appointment-status');
    expect(actionNames()).toEqual(expected);
    for (const action of ACTIONS.filter(
      (name) => !(expected as readonly string[]).includes(name),
    )) {
      expect(screen.queryByRole('button', { name: action })).not.toBeInTheDocument();
    }
  });

  it('calls setAppointmentStatus with the id, the status and the note, then reloads', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AppointmentDetail appointmentId="a1" currentUser={manager()} />);
    await screen.findByTestId('appointment-status');
    await user.type(screen.getByLabelText('Note with the change (optional)'), '  Called ahead ');
    api.getAppointment.mockResolvedValue(anAppointment({ id: 'a1', status: 'confirmed' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    // The Functions SDK loads with the first call (lib/call-function).
    await waitFor(() =>
      expect(api.setAppointmentStatus).toHaveBeenCalledWith({
        appointmentId: 'a1',
        status: 'confirmed',
        note: 'Called ahead',
      }),
    );
    expect(await screen.findByTestId('appointment-status')).toHaveTextContent('Confirmed');
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it('is read-only without manage_appointments', async () => {
    renderWithProviders(<AppointmentDetail appointmentId="a1" currentUser={staffUser()} />);
    await screen.findByTestId('appointment-status');
    expect(actionNames()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(
      screen.getByText('You can view this appointment but not change it.'),
    ).toBeInTheDocument();
  });

  it("reads the note, the history notes and a viewer's sentence in Kiswahili", async () => {
    await setLanguage('sw', { persist: false });
    const { unmount } = renderWithProviders(
      <AppointmentDetail appointmentId="a1" currentUser={manager()} />,
    );
    await screen.findByTestId('appointment-status');
    expect(screen.getByLabelText('Maelezo ya badiliko (si lazima)')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Badilisha hali' })).toBeInTheDocument();
    const history = await screen.findByRole('list', { name: 'Historia' });
    expect(history).toHaveTextContent('Maelezo: Phoned to confirm');
    expect(history).not.toHaveTextContent('Note:');
    unmount();
    renderWithProviders(<AppointmentDetail appointmentId="a1" currentUser={staffUser()} />);
    expect(
      await screen.findByText('Unaweza kuona miadi hii, lakini huwezi kuibadilisha.'),
    ).toBeInTheDocument();
  });

  it('explains a permission denial in words', async () => {
    const user = userEvent.setup();
    api.setAppointmentStatus.mockRejectedValue({ code: 'functions/permission-denied' });
    renderWithProviders(<AppointmentDetail appointmentId="a1" currentUser={manager()} />);
    await user.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You do not have permission to change this appointment.',
    );
  });

  it("shows the server's message when the move is no longer allowed", async () => {
    const user = userEvent.setup();
    api.setAppointmentStatus.mockRejectedValue({
      code: 'functions/failed-precondition',
      message: 'This appointment can no longer be changed.',
    });
    renderWithProviders(<AppointmentDetail appointmentId="a1" currentUser={manager()} />);
    await user.click(await screen.findByRole('button', { name: 'Mark no-show' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This appointment can no longer be changed.',
    );
  });

  it('says when the appointment does not exist', async () => {
    api.getAppointment.mockResolvedValue(null);
    renderWithProviders(<AppointmentDetail appointmentId="nope" currentUser={manager()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This appointment was not found.');
  });

  it('does not read the appointment without view_appointments', async () => {
    renderWithProviders(
      <AppointmentDetail appointmentId="a1" currentUser={staffUser({ role: 'bank_agent' })} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have permission to view');
    expect(api.getAppointment).not.toHaveBeenCalled();
  });
});
