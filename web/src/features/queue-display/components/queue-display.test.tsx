import type { QueueDisplay as Display } from '@centre/domain/queue-display';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { QueueDisplay } from './queue-display';

const state = vi.hoisted(() => ({ display: null as Display | null }));
const chime = vi.hoisted(() => ({
  canChime: vi.fn(() => true),
  unlockChime: vi.fn(async () => true),
  playChime: vi.fn(),
}));

vi.mock('../lib/chime', () => chime);
vi.mock('../../../lib/use-now', () => ({ useNow: () => new Date('2026-11-21T07:00:00Z') }));
vi.mock('../../../data/queue/live-newest-display', () => ({
  useNewestQueueDisplay: () => ({ isPending: false, data: state.display }),
}));
vi.mock('../../../data/services/list-active-services', () => ({
  useActiveServices: () => ({
    data: [
      { id: 'passport-renewal', name: 'Passport renewal' },
      { id: 'banking', name: 'Banking' },
    ],
  }),
}));

function display(overrides: Partial<Display> = {}): Display {
  return {
    queueDate: '2026-11-21',
    services: {
      'passport-renewal': {
        names: {},
        waiting: 2,
        oldestWaitingSince: null,
        openDesks: 1,
        serviceMinutes: [5, 5, 10, 10],
        served: 4,
      },
      banking: {
        names: {},
        waiting: 1,
        oldestWaitingSince: null,
        openDesks: 0,
        serviceMinutes: [],
        served: 0,
      },
    },
    // Newest first, as the callables keep them.
    recentCalls: [
      {
        ticket: 'A-007',
        serviceId: 'passport-renewal',
        desk: 'Desk 3',
        calledAt: 2000,
        firstName: null,
      },
      {
        ticket: 'A-006',
        serviceId: 'passport-renewal',
        desk: 'Desk 2',
        calledAt: 1000,
        firstName: null,
      },
      { ticket: 'F-001', serviceId: 'banking', desk: 'Desk 1', calledAt: 500, firstName: null },
    ],
    updatedAt: null,
    // The end of 2026-11-21 in Nairobi: the page's clock (07:00 UTC) is within that day.
    validUntil: new Date('2026-11-21T21:00:00Z'),
    ...overrides,
  };
}

beforeEach(() => {
  vi.clearAllMocks();
  state.display = display();
});

describe('queue display', () => {
  it('shows the latest called ticket huge with its desk, then the earlier calls', () => {
    renderWithProviders(<QueueDisplay />);
    expect(screen.getByRole('heading', { level: 1, name: 'Now serving' })).toBeInTheDocument();
    expect(screen.getByTestId('latest-ticket')).toHaveTextContent('A-007');
    expect(screen.getByText('Please go to Desk 3')).toBeInTheDocument();
    expect(screen.getAllByTestId('previous-ticket').map((item) => item.textContent)).toEqual([
      'A-006Desk 2',
      'F-001Desk 1',
    ]);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows nothing of a display whose day is over: no calls, no waits', () => {
    state.display = display({ validUntil: new Date('2026-11-21T06:59:00Z') });
    renderWithProviders(<QueueDisplay />);
    expect(screen.queryByTestId('latest-ticket')).not.toBeInTheDocument();
    expect(screen.queryAllByTestId('previous-ticket')).toEqual([]);
    expect(screen.getByText('No ticket called yet. Please wait to be called.')).toBeInTheDocument();
    expect(screen.getByText('Nobody is waiting.')).toBeInTheDocument();
  });

  it('shows no names: ticket numbers and desks only, a first name only when the document has one', () => {
    const { unmount } = renderWithProviders(<QueueDisplay />);
    expect(document.body).not.toHaveTextContent('Amani');
    unmount();
    state.display = display({
      recentCalls: [
        {
          ticket: 'A-008',
          serviceId: 'passport-renewal',
          desk: 'Desk 3',
          calledAt: 3000,
          firstName: 'Amani',
        },
      ],
    });
    renderWithProviders(<QueueDisplay />);
    expect(screen.getByText('Please go to Desk 3 · Amani')).toBeInTheDocument();
  });

  it('shows each service waiting count with an honest range, or no estimate yet', () => {
    renderWithProviders(<QueueDisplay />);
    const items = within(screen.getByRole('region', { name: 'Waiting now' })).getAllByRole(
      'listitem',
    );
    const passport = items.find((item) => item.textContent?.includes('Passport renewal'))!;
    expect(passport).toHaveTextContent('2 waiting');
    expect(passport).toHaveTextContent('About 10–30 min');
    const banking = items.find((item) => item.textContent?.includes('Banking'))!;
    expect(banking).toHaveTextContent('No estimate yet');
  });

  it('chimes when a newer call arrives once sound is on, not for the call already shown', async () => {
    const user = userEvent.setup();
    // The data hooks are fakes: no providers needed, and rerender keeps the same component.
    const { rerender } = render(<QueueDisplay />);
    expect(chime.playChime).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Turn on sound' }));
    expect(chime.unlockChime).toHaveBeenCalled();
    expect(chime.playChime).toHaveBeenCalledTimes(1); // the test chime of the click
    state.display = display({
      recentCalls: [
        {
          ticket: 'A-008',
          serviceId: 'passport-renewal',
          desk: 'Desk 2',
          calledAt: 4000,
          firstName: null,
        },
        ...display().recentCalls,
      ],
    });
    await act(async () => rerender(<QueueDisplay />));
    expect(screen.getByTestId('latest-ticket')).toHaveTextContent('A-008');
    expect(chime.playChime).toHaveBeenCalledTimes(2);
  });

  it('switches to Kiswahili', async () => {
    await setLanguage('sw');
    renderWithProviders(<QueueDisplay />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Wanaohudumiwa sasa' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Tafadhali nenda Desk 3')).toBeInTheDocument();
    expect(screen.getByText('Takriban dakika 10–30')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toBeInTheDocument();
  });
});
