import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { aBooking, aSession } from '../testing/fixtures';
import { ExamSessionsPanel } from './exam-sessions-panel';

const api = vi.hoisted(() => ({
  getExamSessions: vi.fn(),
  getExamBookings: vi.fn(),
  createExamSession: vi.fn(),
  updateExamSession: vi.fn(),
  markExamBooking: vi.fn(),
}));

vi.mock('../../../data/appointments/list-exam-sessions', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  return {
    useExamSessions: (from: string) =>
      useQuery({
        queryKey: ['appointments', 'exam-sessions', 'list', from],
        queryFn: () => api.getExamSessions(from),
      }),
  };
});
vi.mock('../../../data/appointments/list-exam-bookings', async () => {
  const { useQuery } = await import('@tanstack/react-query');
  return {
    useExamBookings: (sessionId: string) =>
      useQuery({
        queryKey: ['appointments', 'exam-sessions', 'bookings', sessionId],
        queryFn: () => api.getExamBookings(sessionId),
      }),
  };
});
vi.mock('../../../lib/firestore', () => ({ db: {} }));
vi.mock('firebase/firestore', async (importOriginal) =>
  (await import('../testing/write-mocks')).firestoreWrites(await importOriginal(), api),
);

beforeEach(() => {
  vi.clearAllMocks();
  api.getExamSessions.mockResolvedValue([
    aSession({ id: 's1', booked: 8, capacity: 20 }),
    aSession({ id: 's2', date: '2026-12-08', status: 'closed', location: 'Hall B' }),
  ]);
  api.getExamBookings.mockResolvedValue([
    aBooking({ id: 'b1', candidateName: 'Wanjiru Kamau', reference: 'APP-7K3Q9D' }),
    aBooking({
      id: 'b2',
      candidateName: 'Otieno Were',
      reference: 'APP-2M4N6P',
      status: 'attended',
    }),
  ]);
  api.createExamSession.mockResolvedValue('s3');
  api.updateExamSession.mockResolvedValue(undefined);
  api.markExamBooking.mockResolvedValue(undefined);
});

const rowOf = (text: string) => screen.getByRole('row', { name: new RegExp(text) });

describe('ExamSessionsPanel', () => {
  it('lists sessions from a month back with capacity, seats booked and status', async () => {
    renderWithProviders(<ExamSessionsPanel canManage={false} today="2026-11-21" />);
    const row = await screen.findByRole('row', { name: /Hall A/ });
    expect(api.getExamSessions).toHaveBeenCalledWith('2026-10-22');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['09:00', 'Hall A', '20', '8', 'Open', 'Candidates']);
    expect(screen.queryByRole('button', { name: 'New exam session' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('validates a new session and creates it open with its fields', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ExamSessionsPanel canManage today="2026-11-21" />);
    await user.click(await screen.findByRole('button', { name: 'New exam session' }));
    const form = screen.getByRole('form', { name: 'New exam session' });
    await user.click(within(form).getByRole('button', { name: 'Create session' }));
    expect(await within(form).findByText('Choose the date')).toBeInTheDocument();
    expect(within(form).getByText('Enter the location')).toBeInTheDocument();
    expect(api.createExamSession).not.toHaveBeenCalled();

    await user.type(within(form).getByLabelText(/Date/), '2026-12-15');
    await user.type(within(form).getByLabelText(/Start time/), '10:30');
    await user.type(within(form).getByLabelText(/Location/), 'Hall C');
    await user.type(within(form).getByLabelText(/Capacity/), '25');
    await user.click(within(form).getByRole('button', { name: 'Create session' }));
    expect(api.createExamSession).toHaveBeenCalledWith({
      date: '2026-12-15',
      startTime: '10:30',
      location: 'Hall C',
      capacity: 25,
      booked: 0,
      status: 'open',
    });
  });

  it('refuses to lower the capacity below the seats booked', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ExamSessionsPanel canManage today="2026-11-21" />);
    await screen.findByRole('row', { name: /Hall A/ });
    await user.click(within(rowOf('Hall A')).getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: /Edit session/ });
    const capacity = within(form).getByLabelText(/Capacity/);
    await user.clear(capacity);
    await user.type(capacity, '7');
    await user.click(within(form).getByRole('button', { name: 'Save session' }));
    expect(await within(form).findByText('At least 8: seats already booked')).toBeInTheDocument();
    expect(api.updateExamSession).not.toHaveBeenCalled();

    await user.clear(capacity);
    await user.type(capacity, '8');
    await user.click(within(form).getByRole('button', { name: 'Save session' }));
    expect(api.updateExamSession).toHaveBeenCalledWith('s1', {
      date: '2026-12-01',
      startTime: '09:00',
      location: 'Hall A',
      capacity: 8,
    });
  });

  it('closes an open session and reopens a closed one', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ExamSessionsPanel canManage today="2026-11-21" />);
    await screen.findByRole('row', { name: /Hall A/ });
    await user.click(within(rowOf('Hall A')).getByRole('button', { name: 'Close' }));
    expect(api.updateExamSession).toHaveBeenCalledWith('s1', { status: 'closed' });
    await user.click(within(rowOf('Hall B')).getByRole('button', { name: 'Reopen' }));
    expect(api.updateExamSession).toHaveBeenLastCalledWith('s2', { status: 'open' });
  });

  it('shows the candidates and marks a booked one attended or no-show', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ExamSessionsPanel canManage today="2026-11-21" />);
    await screen.findByRole('row', { name: /Hall A/ });
    await user.click(within(rowOf('Hall A')).getByRole('button', { name: 'Candidates' }));
    const table = await screen.findByRole('table', { name: /Candidates for/ });
    expect(api.getExamBookings).toHaveBeenCalledWith('s1');
    const booked = within(table).getByRole('row', { name: /Wanjiru Kamau/ });
    expect(within(booked).getByText('APP-7K3Q9D')).toBeInTheDocument();
    // Only booked candidates can be marked.
    const attended = within(table).getByRole('row', { name: /Otieno Were/ });
    expect(within(attended).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(booked).getByRole('button', { name: 'Mark no-show' }));
    expect(api.markExamBooking).toHaveBeenCalledWith('b1', 'no_show');
    await user.click(within(booked).getByRole('button', { name: 'Mark attended' }));
    expect(api.markExamBooking).toHaveBeenLastCalledWith('b1', 'attended');
  });

  it('reads in Kiswahili, with Kiswahili dates', async () => {
    await setLanguage('sw');
    const user = userEvent.setup();
    renderWithProviders(<ExamSessionsPanel canManage today="2026-11-21" />);
    expect(
      await screen.findByRole('heading', { name: 'Vipindi vya mitihani' }),
    ).toBeInTheDocument();
    await screen.findByRole('row', { name: /Hall A/ });
    const table = screen.getByRole('table', { name: 'Vipindi vya mitihani' });
    expect(within(table).getByRole('columnheader', { name: 'Mahali' })).toBeInTheDocument();
    await user.click(within(rowOf('Hall A')).getByRole('button', { name: 'Watahiniwa' }));
    const candidates = await screen.findByRole('table', { name: /^Watahiniwa wa / });
    expect(candidates).toHaveAccessibleName(/Des 2026/);
    expect(within(candidates).getAllByRole('button', { name: 'Hakuhudhuria' })).not.toHaveLength(0);
  });

  it('lets viewers see candidates without marking them', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ExamSessionsPanel canManage={false} today="2026-11-21" />);
    await screen.findByRole('row', { name: /Hall A/ });
    await user.click(within(rowOf('Hall A')).getByRole('button', { name: 'Candidates' }));
    const table = await screen.findByRole('table', { name: /Candidates for/ });
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
  });

  it('explains a refused write', async () => {
    const user = userEvent.setup();
    api.updateExamSession.mockRejectedValue({ code: 'permission-denied' });
    renderWithProviders(<ExamSessionsPanel canManage today="2026-11-21" />);
    await screen.findByRole('row', { name: /Hall A/ });
    await user.click(within(rowOf('Hall A')).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You do not have permission to make this change.',
    );
  });
});
