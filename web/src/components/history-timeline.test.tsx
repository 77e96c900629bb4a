import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../lib/i18n';
import { HistoryTimeline, type TimelineEntry } from './history-timeline';

const ENTRIES: TimelineEntry[] = [
  { id: 'a', at: new Date('2026-01-05T09:00:00Z'), note: null },
  { id: 'b', at: new Date('2026-01-06T10:30:00Z'), note: 'Phoned the client' },
];

function renderTimeline(
  history: { isPending: boolean; isError: boolean; data: TimelineEntry[] | undefined } = {
    isPending: false,
    isError: false,
    data: ENTRIES,
  },
) {
  render(
    <HistoryTimeline
      history={history}
      describe={(entry) => `Entry ${entry.id}`}
      actor={() => 'by Neema'}
    />,
  );
}

describe('HistoryTimeline', () => {
  afterEach(async () => {
    await setLanguage('en', { persist: false });
  });

  it('lists the entries with their notes', () => {
    renderTimeline();
    const list = screen.getByRole('list', { name: 'History' });
    const items = list.querySelectorAll('li');
    expect(items).toHaveLength(2);
    expect(items[0]).not.toHaveTextContent('Note:');
    expect(items[1]).toHaveTextContent('Note: Phoned the client');
  });

  it('says it is loading', () => {
    renderTimeline({ isPending: true, isError: false, data: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Loading history');
  });

  it('says so when nothing is recorded, or the read failed', () => {
    const { unmount } = render(
      <HistoryTimeline
        history={{ isPending: false, isError: false, data: [] }}
        describe={() => ''}
        actor={() => ''}
      />,
    );
    expect(screen.getByText('No history recorded yet.')).toBeInTheDocument();
    unmount();
    renderTimeline({ isPending: false, isError: true, data: undefined });
    expect(screen.getByRole('alert')).toHaveTextContent('The history could not be loaded.');
  });

  it('speaks Kiswahili: the list, its notes and its loading label', async () => {
    await setLanguage('sw', { persist: false });
    renderTimeline();
    const list = screen.getByRole('list', { name: 'Historia' });
    expect(list.querySelectorAll('li')[1]).toHaveTextContent('Maelezo: Phoned the client');
    expect(list).not.toHaveTextContent('Note:');
  });

  it('says in Kiswahili that it is loading, failed or empty', async () => {
    await setLanguage('sw', { persist: false });
    const { unmount } = render(
      <HistoryTimeline
        history={{ isPending: true, isError: false, data: undefined }}
        describe={() => ''}
        actor={() => ''}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Inapakia historia');
    unmount();
    const empty = render(
      <HistoryTimeline
        history={{ isPending: false, isError: false, data: [] }}
        describe={() => ''}
        actor={() => ''}
      />,
    );
    expect(screen.getByText('Bado hakuna historia iliyorekodiwa.')).toBeInTheDocument();
    empty.unmount();
    renderTimeline({ isPending: false, isError: true, data: undefined });
    expect(screen.getByRole('alert')).toHaveTextContent('Historia haikuweza kupakiwa.');
  });
});
