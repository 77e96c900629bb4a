import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getOpenExamSessions } from '../api/get-open-exam-sessions';
import { SESSIONS, renderWithClient } from '../testing/fixtures';
import { ExamSessionsList } from './exam-sessions-list';
import { setLanguage } from '../../../lib/i18n';

vi.mock('../api/get-open-exam-sessions', () => ({ getOpenExamSessions: vi.fn() }));

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(getOpenExamSessions).mockResolvedValue(SESSIONS);
});

function renderList() {
  renderWithClient(<ExamSessionsList registrationPath="/services/hca-exam-registration" />);
}

describe('ExamSessionsList', () => {
  it('lists open sessions with date, time, location and seats left', async () => {
    renderList();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    const [first, , last] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByRole('heading')).toHaveTextContent('Tuesday 14 July 2026');
    expect(first).toHaveTextContent('09:00');
    expect(first).toHaveTextContent('Main hall');
    expect(first).toHaveTextContent('3 seats left');
    expect(within(first).getByRole('link', { name: 'Book a seat' })).toHaveAttribute(
      'href',
      '/services/hca-exam-booking/apply?session=session-1',
    );
    expect(within(first).getByRole('link', { name: 'Book a seat' })).toHaveAccessibleDescription(
      'Tuesday 14 July 2026',
    );
    expect(last).toHaveTextContent('1 seat left');
    expect(last).toHaveTextContent('13:30');
  });

  it('shows a full session as Full, without a booking link', async () => {
    renderList();
    const items = await screen.findAllByRole('listitem');
    const full = items[1] as HTMLElement;
    expect(full).toHaveTextContent('Full');
    expect(full).toHaveTextContent('Room 2');
    expect(within(full).queryByRole('link')).not.toBeInTheDocument();
  });

  it('links people without a reference to the registration', async () => {
    renderList();
    expect(await screen.findByRole('link', { name: 'Register for the HCA exam' })).toHaveAttribute(
      'href',
      '/services/hca-exam-registration',
    );
  });

  it('says when no session is open', async () => {
    vi.mocked(getOpenExamSessions).mockResolvedValue([]);
    renderList();
    expect(
      await screen.findByText(
        'No exam sessions are open for booking just now. Please check again soon.',
      ),
    ).toBeInTheDocument();
  });

  it('offers to try again when the list cannot load', async () => {
    vi.mocked(getOpenExamSessions).mockRejectedValue(new Error('offline'));
    renderList();
    expect(
      await screen.findByText(
        'We could not load the exam sessions. Check your connection and try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('speaks Kiswahili: dates, seats left and the links', async () => {
    await setLanguage('sw', { persist: false });
    renderList();
    const items = await screen.findAllByRole('listitem');
    const first = items[0] as HTMLElement;
    expect(within(first).getByRole('heading')).toHaveTextContent('Jumanne 14 Julai 2026');
    expect(first).toHaveTextContent('Nafasi 3 zimebaki');
    expect(within(first).getByRole('link', { name: 'Weka nafasi' })).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Imejaa');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Kuweka nafasi ya mtihani wa HCA' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'jisajili kwa mtihani wa HCA' })).toHaveAttribute(
      'href',
      '/services/hca-exam-registration',
    );
  });
});
