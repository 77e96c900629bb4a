import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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

  it('speaks Kiswahili: the list, its notes and its loading label', async () => {
    await setLanguage('sw', { persist: false });
    renderTimeline();
    const list = screen.getByRole('list', { name: 'Historia' });
    expect(list.querySelectorAll('li')[1]).toHaveTextContent('Maelezo: Phoned the client');
    expect(list).not.toHaveTextContent('Note:');
  });
});

describe.each([
  {
    language: 'en',
    loading: 'Loading history',
    empty: 'No history recorded yet.',
    failed: 'The history could not be loaded.',
  },
  {
    language: 'sw',
    loading: 'Inapakia historia',
    empty: 'Bado hakuna historia iliyorekodiwa.',
    failed: 'Historia haikuweza kupakiwa.',
  },
] as const)('HistoryTimeline in $language', ({ language, loading, empty, failed }) => {
  beforeEach(async () => {
    await setLanguage(language, { persist: false });
  });
  afterEach(async () => {
    await setLanguage('en', { persist: false });
  });

  it('says it is loading', () => {
    renderTimeline({ isPending: true, isError: false, data: undefined });
    expect(screen.getByRole('status')).toHaveTextContent(loading);
  });

  it('says so when nothing is recorded', () => {
    renderTimeline({ isPending: false, isError: false, data: [] });
    expect(screen.getByText(empty)).toBeInTheDocument();
  });

  it('says so when the read failed', () => {
    renderTimeline({ isPending: false, isError: true, data: undefined });
    expect(screen.getByRole('alert')).toHaveTextContent(failed);
  });
});
