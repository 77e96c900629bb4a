import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AssignmentRow } from '../../../data/assignments/list-my-assignments';
import { setLanguage } from '../../../lib/i18n';
import { sessionUser } from '../../../test/auth-session';
import { renderWithProviders } from '../../../test/render';
import { MyAssignments } from './my-assignments';

const list = vi.hoisted(() => ({ rows: [] as AssignmentRow[], calls: [] as unknown[][] }));

vi.mock('../../../lib/firestore', () => ({ db: {} }));
vi.mock('../../../data/services/list-service-options', async () => {
  const { STAFF_CATALOGUE, fakeServiceOptions } = await import('../../../data/services/testing');
  return fakeServiceOptions(STAFF_CATALOGUE);
});
vi.mock('../../../data/queue/queue-date', () => ({
  useQueueDate: () => ({ queueDate: '2026-11-25', timezone: 'Africa/Nairobi' }),
}));
vi.mock('../../../data/assignments/use-my-assignments', () => ({
  useMyAssignments: (...args: unknown[]) => {
    list.calls.push(args);
    return {
      isPending: false,
      isError: false,
      data: { pages: [{ rows: list.rows, failed: [], hasMore: false, cursors: {} }] },
      hasNextPage: false,
    };
  },
}));

const row = (overrides: Partial<AssignmentRow>): AssignmentRow => ({
  kind: 'task',
  id: 't1',
  title: 'Call the applicant back',
  detail: 'APP-7K3Q9D',
  status: 'open',
  dueDay: '2026-11-24',
  since: 0,
  href: '/tasks/t1',
  cursor: [],
  ...overrides,
});

beforeEach(() => {
  list.rows = [];
  list.calls = [];
});

describe('MyAssignments', () => {
  it('shows each row with its urgency, kind, link and status', () => {
    list.rows = [
      row({}),
      row({
        kind: 'visit',
        id: 'v1',
        title: 'P-004',
        status: 'in_service',
        dueDay: '2026-11-25',
        href: '/visits/v1',
      }),
    ];
    renderWithProviders(<MyAssignments currentUser={sessionUser({ role: 'agent' })} />);
    const [first, second] = screen.getAllByTestId('assignment-row');
    expect(first).toHaveTextContent('Overdue');
    expect(within(first!).getByRole('link', { name: 'Call the applicant back' })).toHaveAttribute(
      'href',
      '/tasks/t1',
    );
    expect(second).toHaveTextContent('Due today');
    expect(second).toHaveTextContent('In service');
  });

  it('reads the kind and status from the address and offers only the kinds the role may read', async () => {
    renderWithProviders(<MyAssignments currentUser={sessionUser({ role: 'receptionist' })} />, {
      path: '/my-assignments?kind=visit&status=waiting',
    });
    expect(screen.getByLabelText('Kind')).toHaveValue('visit');
    expect(screen.getByLabelText('Status')).toHaveValue('waiting');
    const kinds = within(screen.getByLabelText('Kind'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(kinds).toEqual(['Everything', 'Visit', 'Task']);
    expect(list.calls.at(-1)?.[1]).toEqual(['visit', 'task']);
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'task');
    expect(screen.getByLabelText('Status')).toHaveValue('');
    expect(list.calls.at(-1)?.[4]).toEqual({ kind: 'task', status: '' });
  });

  it("names a visit's visitor and its service in the page's language", async () => {
    list.rows = [
      row({
        kind: 'visit',
        id: 'v1',
        title: 'P-004',
        detail: 'Amani Otieno',
        service: { id: 'passport-renewal', name: 'Passport renewal' },
        status: 'waiting',
        href: '/visits/v1',
      }),
      row({
        kind: 'visit',
        id: 'v2',
        title: 'P-005',
        detail: 'Neema Wanjiru',
        service: { id: 'retired-service', name: 'Old service' },
        status: 'waiting',
        href: '/visits/v2',
      }),
    ];
    await setLanguage('sw', { persist: false });
    try {
      renderWithProviders(<MyAssignments currentUser={sessionUser({ role: 'agent' })} />);
      const [first, second] = screen.getAllByTestId('assignment-row');
      expect(first).toHaveTextContent('Amani Otieno · Kuhuisha pasipoti');
      // A service no longer in the catalogue: the name the visit keeps.
      expect(second).toHaveTextContent('Neema Wanjiru · Old service');
    } finally {
      await setLanguage('en', { persist: false });
    }
  });

  it('says so when nothing is assigned', () => {
    renderWithProviders(<MyAssignments currentUser={sessionUser({ role: 'agent' })} />);
    expect(screen.getByText('Nothing is assigned to you here.')).toBeInTheDocument();
  });
});
