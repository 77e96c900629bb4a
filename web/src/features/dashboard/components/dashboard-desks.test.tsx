import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardData } from '../../../data/dashboard/load-dashboard';
import { sessionUser } from '../../../test/auth-session';
import { renderWithProviders } from '../../../test/render';
import { Dashboard } from './dashboard';

const state = vi.hoisted(() => ({
  data: undefined as Partial<DashboardData> | undefined,
}));

vi.mock('../../../lib/firestore', () => ({ db: {} }));
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

beforeEach(() => {
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
});
