import { hasPermission } from '@centre/domain/access';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { sessionUser } from '../../../test/auth-session';
import { renderWithProviders } from '../../../test/render';
import { aVisit, SERVICES } from '../testing/fixtures';
import { VisitsBoard } from './visits-board';

vi.mock('../../../data/queue/queue-date', () => ({
  useQueueDate: () => ({ queueDate: '2026-11-21', timezone: 'Africa/Nairobi' }),
}));
vi.mock('../../../lib/use-now', () => ({ useNow: () => new Date('2026-11-21T07:00:00Z') }));
// The catalogue in the page's language, as list-service-options' select shows it.
vi.mock('../../../data/services/list-service-options', async () => {
  const { useLocalizeService } = await import('../../../data/services/localize');
  return {
    useServiceOptions: () => {
      const localize = useLocalizeService();
      return { isPending: false, data: SERVICES.map(localize) };
    },
  };
});
vi.mock('../../../data/visits/list-active-visits', () => ({
  useActiveVisits: () => ({
    isPending: false,
    isError: false,
    data: [
      aVisit({
        id: 'v1',
        ticket: 'A-001',
        priority: 'priority',
        checkedInAt: new Date('2026-11-21T06:40:00Z'),
      }),
      aVisit({ id: 'v2', ticket: 'A-002', checkedInAt: new Date('2026-11-21T06:20:00Z') }),
      aVisit({ id: 'v3', ticket: 'A-003', status: 'in_service', desk: 'Desk 3' }),
    ],
  }),
}));
vi.mock('../../../data/queue/live-queue-board', () => ({
  useQueueBoard: () => ({
    isPending: false,
    data: {
      queueDate: '2026-11-21',
      desks: {
        'agent-1': {
          deskName: 'Desk 3',
          staffName: 'Amina',
          serviceIds: ['passport-renewal'],
          currentTicket: 'A-003',
          currentVisitId: 'v3',
          currentStatus: 'in_service',
        },
      },
      updatedAt: null,
    },
  }),
}));
vi.mock('./desk-panel', () => ({ DeskPanel: () => <section aria-label="My desk" /> }));

beforeEach(() => vi.clearAllMocks());

describe('visits board', () => {
  it('shows each waiting line in call order with its count and longest wait, and the desks', () => {
    renderWithProviders(<VisitsBoard currentUser={sessionUser({ role: 'agent' })} />);
    const line = screen.getByTestId('line-passport-renewal');
    expect(within(line).getByText('2 waiting')).toBeInTheDocument();
    expect(within(line).getByText('longest wait 40 min')).toBeInTheDocument();
    const order = within(line).getByRole('list', { name: 'Call order for Passport renewal' });
    // Priority first, although checked in later.
    expect(
      within(order)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['A-001', 'A-002']);
    expect(within(order).getByText('Priority')).toBeInTheDocument();
    const deskCard = screen.getByTestId('board-desk');
    expect(deskCard).toHaveTextContent('Desk 3');
    expect(deskCard).toHaveTextContent('A-003');
    expect(deskCard).toHaveTextContent('In service');
    expect(screen.getByRole('region', { name: 'My desk' })).toBeInTheDocument();
  });

  it('puts My desk first in the page, before the waiting lines and the desks', () => {
    renderWithProviders(<VisitsBoard currentUser={sessionUser({ role: 'agent' })} />);
    const myDesk = screen.getByRole('region', { name: 'My desk' });
    const lines = screen.getByRole('heading', { level: 2, name: 'Waiting lines' });
    const desks = screen.getByRole('heading', { level: 2, name: 'Desks' });
    expect(myDesk.compareDocumentPosition(lines)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(myDesk.compareDocumentPosition(desks)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('shows no desk panel to a receptionist (no manage_visits)', () => {
    const receptionist = sessionUser({ role: 'receptionist' });
    expect(hasPermission(receptionist, 'view_visit_management')).toBe(true);
    renderWithProviders(<VisitsBoard currentUser={receptionist} />);
    expect(screen.getByTestId('line-passport-renewal')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'My desk' })).not.toBeInTheDocument();
  });

  it('reads in Kiswahili', async () => {
    await setLanguage('sw');
    renderWithProviders(<VisitsBoard currentUser={sessionUser({ role: 'agent' })} />);
    expect(screen.getByRole('heading', { name: 'Foleni' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Madawati' })).toBeInTheDocument();
    const line = screen.getByTestId('line-passport-renewal');
    expect(within(line).getByText('2 wanasubiri')).toBeInTheDocument();
    expect(within(line).getByText('aliyesubiri zaidi dakika 40')).toBeInTheDocument();
    expect(within(line).getByText('Kipaumbele')).toBeInTheDocument();
    expect(screen.getByTestId('board-desk')).toHaveTextContent('Anahudumiwa');
    // The service by the catalogue's Kiswahili name, not the English one the visits carry.
    expect(within(line).getByRole('heading', { name: 'Kuhuisha pasipoti' })).toBeInTheDocument();
    expect(screen.getByTestId('board-desk')).toHaveTextContent('Kuhuisha pasipoti');
    expect(screen.queryByText(/Passport renewal/)).not.toBeInTheDocument();
  });
});
