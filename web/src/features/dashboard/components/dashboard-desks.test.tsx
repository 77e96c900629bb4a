import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardData } from '../../../data/dashboard/load-dashboard';
import { sessionUser } from '../../../test/auth-session';
import { setLanguage } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { Dashboard } from './dashboard';

const state = vi.hoisted(() => ({
  data: undefined as Partial<DashboardData> | undefined,
}));

vi.mock('../../../lib/firestore', () => ({ db: {} }));
const calls = vi.hoisted(() => ({ callFunction: vi.fn() }));
vi.mock('../../../lib/call-function', () => ({ callFunction: calls.callFunction }));
vi.mock('../../../data/dashboard/get-dashboard', () => ({
  dashboardRead: {
    useRead: () => ({
      isPending: false,
      isError: false,
      data: state.data,
      isFetching: false,
      refetch: vi.fn(),
    }),
  },
}));

const aDesk = (deskName: string, staffName: string) => ({
  deskName,
  staffName,
  serviceIds: ['passport-renewal'],
  currentTicket: null,
  currentVisitId: null,
  currentStatus: null,
});

beforeEach(async () => {
  await setLanguage('en');
  calls.callFunction.mockReset().mockResolvedValue({});
  state.data = {
    today: '2026-11-25',
    weekStart: '2026-11-23',
    failed: [],
    desks: {
      'agent-2': aDesk('Desk 2', 'Neema'),
      'superadmin-1': aDesk('Desk 1', 'Zuri'),
      'agent-1': aDesk('Desk 3', 'Amina'),
    },
  };
});

describe('Staff on desk now', () => {
  it("lists the board's open desks as it gives them, by desk name, a superadmin's too", () => {
    // The server closes the desk of a holder suspended, put on leave or without manage_visits.
    renderWithProviders(<Dashboard user={sessionUser({ role: 'manager' })} />);
    const card = screen.getByRole('region', { name: 'Staff on desk now' });
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Zuri — Desk 1', 'Neema — Desk 2', 'Amina — Desk 3']);
  });

  it("offers no way to close a colleague's desk without manage_users", () => {
    renderWithProviders(<Dashboard user={sessionUser({ role: 'manager' })} />);
    expect(screen.queryByRole('button', { name: /Close desk/ })).not.toBeInTheDocument();
  });

  it("lets an admin close a colleague's desk once asked, through closeDesk with their uid", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Dashboard user={sessionUser({ role: 'admin' })} />);
    await user.click(screen.getByRole('button', { name: 'Close desk: Neema, Desk 2' }));
    const question = screen.getByText(/Close Desk 2 of Neema\?/);
    expect(question).toHaveFocus();
    expect(calls.callFunction).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Yes, close it' }));
    expect(calls.callFunction).toHaveBeenCalledWith('closeDesk', { uid: 'agent-2' });
    expect(await screen.findByRole('status')).toHaveTextContent('Desk 2 is closed.');
  });

  it('keeps the desk open on "Keep it open", focus back on its button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Dashboard user={sessionUser({ role: 'admin' })} />);
    await user.click(screen.getByRole('button', { name: 'Close desk: Amina, Desk 3' }));
    await user.click(screen.getByRole('button', { name: 'Keep it open' }));
    expect(calls.callFunction).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Close desk: Amina, Desk 3' })).toHaveFocus();
  });

  it('says so when the desk could not be closed, and keeps the question', async () => {
    calls.callFunction.mockRejectedValue(
      Object.assign(new Error('offline'), { code: 'unavailable' }),
    );
    const user = userEvent.setup();
    renderWithProviders(<Dashboard user={sessionUser({ role: 'admin' })} />);
    await user.click(screen.getByRole('button', { name: 'Close desk: Zuri, Desk 1' }));
    await user.click(screen.getByRole('button', { name: 'Yes, close it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The desk could not be closed.');
    expect(screen.getByRole('button', { name: 'Yes, close it' })).toBeInTheDocument();
  });

  it('speaks Kiswahili', async () => {
    await setLanguage('sw');
    renderWithProviders(<Dashboard user={sessionUser({ role: 'admin' })} />);
    expect(screen.getByRole('button', { name: 'Funga dawati: Neema, Desk 2' })).toBeInTheDocument();
  });
});
