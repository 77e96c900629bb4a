import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardData } from '../../../data/dashboard/load-dashboard';
import type { StaffOption } from '../../../data/users/list-staff';
import { sessionUser } from '../../../test/auth-session';
import { renderWithProviders } from '../../../test/render';
import { Dashboard } from './dashboard';

const state = vi.hoisted(() => ({
  data: undefined as Partial<DashboardData> | undefined,
  staff: undefined as StaffOption[] | undefined,
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
vi.mock('../../../data/users/list-staff', () => ({
  useStaffOptions: () => ({ isPending: state.staff === undefined, data: state.staff }),
}));

const aDesk = (deskName: string, staffName: string) => ({
  deskName,
  staffName,
  serviceIds: ['passport-renewal'],
  currentTicket: null,
  currentVisitId: null,
  currentStatus: null,
});

const colleague = (value: string, label: string): StaffOption => ({
  value,
  label,
  role: 'agent',
  department: '',
  available: true,
});

beforeEach(() => {
  state.data = {
    today: '2026-11-25',
    weekStart: '2026-11-23',
    failed: [],
    desks: { 'agent-1': aDesk('Desk 1', 'Amina'), 'agent-2': aDesk('Desk 2', 'Neema') },
  };
  state.staff = undefined;
});

describe('Staff on desk now', () => {
  const deskCard = () => screen.getByRole('region', { name: 'Staff on desk now' });
  const listed = () =>
    within(deskCard())
      .getAllByRole('listitem')
      .map((item) => item.textContent);

  it('leaves out a colleague put on leave while her desk was open', () => {
    // Neema is on leave: the staff directory (active staff) no longer lists her.
    state.staff = [colleague('agent-1', 'Amina')];
    renderWithProviders(<Dashboard user={sessionUser({ role: 'manager' })} />);
    expect(listed()).toEqual(['Amina — Desk 1']);
  });

  it('shows every open desk while the staff directory is not known', () => {
    renderWithProviders(<Dashboard user={sessionUser({ role: 'manager' })} />);
    expect(listed()).toEqual(['Amina — Desk 1', 'Neema — Desk 2']);
  });
});
