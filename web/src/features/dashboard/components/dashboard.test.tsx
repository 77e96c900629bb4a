import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardData } from '../../../data/dashboard/load-dashboard';
import { serviceKeys } from '../../../data/services/keys';
import { aServiceOption } from '../../../data/services/testing';
import { setLanguage } from '../../../lib/i18n';
import { sessionUser } from '../../../test/auth-session';
import { renderWithProviders } from '../../../test/render';
import { Dashboard } from './dashboard';

const read = vi.hoisted(() => ({
  current: { isPending: true, isError: false, data: undefined } as {
    isPending: boolean;
    isError: boolean;
    data: Partial<DashboardData> | undefined;
  },
}));

vi.mock('../../../lib/firestore', () => ({ db: {} }));
vi.mock('../../../data/dashboard/get-dashboard', () => ({
  dashboardRead: {
    useRead: () => ({ ...read.current, isFetching: false, refetch: vi.fn() }),
  },
}));

const STATUSES = {
  submitted: 0,
  in_review: 0,
  awaiting_info: 0,
  approved: 0,
  rejected: 0,
  completed: 0,
  withdrawn: 0,
};

/** The dashboard's read has answered with these figures. */
const answer = (data: Partial<DashboardData>) => {
  read.current = { isPending: false, isError: false, data };
};

/** The card named `name`. */
const card = (name: string) => screen.getByRole('region', { name });

const loaded: Partial<DashboardData> = {
  today: '2026-11-25',
  weekStart: '2026-11-23',
  failed: [],
  applications: {
    byStatus: { service: { ...STATUSES, submitted: 1200 }, hca: { ...STATUSES, submitted: 34 } },
    overdue: 7,
    mine: 5,
    mineOverdue: 2,
  },
  myVisits: 1,
  myTasks: 3,
  myOverdueTasks: 0,
  unreadMessages: 4,
  visitsToday: { count: 18, averageWaitMinutes: 12.5 },
  noShowsThisWeek: 2,
  appointmentsToday: {
    booked: 3,
    confirmed: 1,
    checked_in: 0,
    completed: 0,
    cancelled: 0,
    no_show: 0,
  },
  desks: {},
  queue: {},
};

beforeEach(() => {
  read.current = { isPending: true, isError: false, data: undefined };
});

afterEach(async () => {
  await setLanguage('en');
});

/** A line of today's queue as the day's summary keeps it. */
const line = (names: Record<string, string>, waiting: number) => ({
  names,
  waiting,
  oldestWaitingSince: null,
  openDesks: 1,
  serviceMinutes: [],
  served: 0,
});

describe('Dashboard', () => {
  it('lays out a receptionist’s cards and the register action while the counts load', () => {
    renderWithProviders(<Dashboard user={sessionUser({ role: 'receptionist' })} />);
    expect(screen.getByRole('region', { name: "Today's queue" })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: "Today's appointments" })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Applications by status' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Register a visitor' })).toHaveAttribute(
      'href',
      '/visitors/register',
    );
  });

  it('names the queue’s services in the page’s language from the day’s summary, without the catalogue', async () => {
    await setLanguage('sw');
    answer({
      ...loaded,
      queue: {
        'national-id': line({ en: 'National ID Card', sw: 'Kitambulisho cha taifa' }, 2),
        notary: line({ en: 'Notary and Attestation' }, 1),
        // A line only an open desk has made so far (the first of a day) carries no names.
        'birth-certificate': line({}, 0),
      },
    });
    const { queryClient } = renderWithProviders(
      <Dashboard user={sessionUser({ role: 'receptionist' })} />,
    );
    const queue = await screen.findByRole('region', { name: 'Foleni ya leo' });
    expect(within(queue).getByRole('rowheader', { name: 'Kitambulisho cha taifa' })).toBeVisible();
    // No Kiswahili name: the English one.
    expect(within(queue).getByRole('rowheader', { name: 'Notary and Attestation' })).toBeVisible();
    expect(within(queue).getByRole('rowheader', { name: 'Birth certificate' })).toBeVisible();
    // The dashboard reads no catalogue of its own.
    expect(queryClient.getQueryState(serviceKeys.options())?.fetchStatus ?? 'idle').toBe('idle');
  });

  it('names the queue’s services from the catalogue when the session has read it', () => {
    answer({ ...loaded, queue: { 'national-id': line({ en: 'National ID' }, 2) } });
    const { queryClient } = renderWithProviders(
      <Dashboard user={sessionUser({ role: 'receptionist' })} />,
    );
    queryClient.setQueryData(serviceKeys.options(), [
      aServiceOption({ id: 'national-id', name: 'National ID Card (renewed name)' }),
    ]);
    return expect(
      within(card("Today's queue")).findByRole('rowheader', {
        name: 'National ID Card (renewed name)',
      }),
    ).resolves.toBeVisible();
  });

  it('lets the keyboard reach the queue table, which scrolls sideways on a phone', async () => {
    answer({ ...loaded, queue: { 'national-id': line({ en: 'National ID' }, 2) } });
    renderWithProviders(<Dashboard user={sessionUser({ role: 'receptionist' })} />);
    const frame = await within(card("Today's queue")).findByRole('group', {
      name: "Today's queue",
    });
    expect(frame).toHaveAttribute('tabindex', '0');
    expect(within(frame).getByRole('table')).toBeInTheDocument();
  });

  it('shows a manager’s figures with links to the filtered lists', () => {
    answer(loaded);
    renderWithProviders(
      <Dashboard
        user={sessionUser({ role: 'manager' })}
        actions={<button type="button">New task</button>}
      />,
    );
    const mine = card('My open assignments');
    expect(within(mine).getByText('2 overdue')).toBeInTheDocument();
    expect(within(mine).getByRole('link', { name: 'Tasks' })).toHaveAttribute(
      'href',
      '/my-assignments?kind=task',
    );
    const byStatus = card('Applications by status');
    const submitted = within(byStatus).getByRole('row', { name: /Submitted/ });
    expect(within(submitted).getByRole('link', { name: '1,234' })).toHaveAttribute(
      'href',
      '/applications?status=submitted',
    );
    const centre = card('The centre today');
    expect(within(centre).getByText('12.5 min')).toBeInTheDocument();
    // Applications waiting over 5 days: the open ones submitted on or before six days ago.
    expect(
      within(centre).getByRole('link', { name: 'Applications waiting over 5 days' }),
    ).toHaveAttribute('href', '/applications?status=open&to=2026-11-19&sort=oldest');
    // The week's no-shows are the front desk's visits: the link opens the visits report.
    expect(within(centre).getByRole('link', { name: 'No-shows this week' })).toHaveAttribute(
      'href',
      '/reports?report=visits&range=this_week',
    );
    expect(screen.getByRole('button', { name: 'New task' })).toBeInTheDocument();
  });

  it('says a card’s figures failed while the other cards still show', () => {
    answer({ ...loaded, unreadMessages: null, failed: ['unread_count'] });
    renderWithProviders(<Dashboard user={sessionUser({ role: 'agent' })} />);
    expect(within(card('My messages')).getByRole('alert')).toHaveTextContent(
      'These figures could not be loaded.',
    );
    expect(within(card('My open assignments')).queryByRole('alert')).toBeNull();
  });

  it('shows a bank agent the waiting requests, their KYC clients and this month’s commissions', () => {
    answer({
      ...loaded,
      bankRequestsWaiting: 6,
      myKycClients: 2,
      myCommissions: { month: '2026-11', count: 3, amountCents: 5750 },
    });
    const user = sessionUser({ role: 'bank_agent' });
    renderWithProviders(<Dashboard user={user} />);
    const requests = card('Bank requests waiting');
    expect(within(requests).getByRole('link', { name: 'New or contacted' })).toHaveAttribute(
      'href',
      '/bank-services?tab=requests',
    );
    expect(requests).toHaveTextContent('6');
    const kyc = card('My clients in KYC');
    expect(
      within(kyc).getByRole('link', { name: 'Waiting for documents or checks' }),
    ).toHaveAttribute('href', `/bank-services?tab=clients&agent=${user.uid}&status=kyc_pending`);
    expect(kyc).toHaveTextContent('2');
    const commissions = card('My commissions this month');
    expect(commissions).toHaveTextContent('Clients activated3');
    expect(commissions).toHaveTextContent('Earned$57.50');
    expect(screen.queryByRole('region', { name: 'My open assignments' })).toBeNull();
  });

  it('says the bank figures failed on their own card only', () => {
    answer({
      ...loaded,
      bankRequestsWaiting: 1,
      myKycClients: null,
      myCommissions: null,
      failed: ['my_kyc_clients_count', 'my_commissions_month'],
    });
    renderWithProviders(<Dashboard user={sessionUser({ role: 'bank_agent' })} />);
    expect(within(card('My clients in KYC')).getByRole('alert')).toHaveTextContent(
      'These figures could not be loaded.',
    );
    expect(within(card('My commissions this month')).getByRole('alert')).toBeInTheDocument();
    expect(within(card('Bank requests waiting')).queryByRole('alert')).toBeNull();
  });

  it('gives an agent their commissions card, and equity nothing', () => {
    const { unmount } = renderWithProviders(<Dashboard user={sessionUser({ role: 'agent' })} />);
    expect(screen.getByRole('region', { name: 'My commissions this month' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bank requests waiting' })).toBeNull();
    unmount();
    renderWithProviders(<Dashboard user={sessionUser({ role: 'equity' })} />);
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });
});
