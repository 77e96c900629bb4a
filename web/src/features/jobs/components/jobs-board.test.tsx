import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePublishedJobs } from '../../../data/jobs/list-published-jobs';
import { setLanguage } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { aJob } from '../testing/jobs';
import { JobsBoard } from './jobs-board';
import { expectTexts } from '../../../test/texts';

vi.mock('../../../data/jobs/list-published-jobs', () => ({ usePublishedJobs: vi.fn() }));

function renderBoard(jobs: ReturnType<typeof aJob>[], path = '/jobs') {
  vi.mocked(usePublishedJobs).mockReturnValue({
    data: jobs,
    isPending: false,
    isError: false,
    isRefetching: false,
    refetch: vi.fn(),
  } as never);
  return renderWithProviders(<JobsBoard />, { path });
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2030, 0, 27, 10) });
  await setLanguage('en');
});

describe('JobsBoard', () => {
  it('shows each job with employer, location, type, salary and days left', () => {
    renderBoard([aJob()]);
    const card = screen.getByTestId('job-card');
    expect(within(card).getByRole('link', { name: 'Warehouse associate' })).toHaveAttribute(
      'href',
      '/jobs/job-warehouse',
    );
    expectTexts(card, [
      'Prairie Foods Ltd',
      'Edmonton',
      'Full time',
      '$18 – $21 per hour',
      'Closes in 5 days',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('1 open job');
  });

  it('leaves the salary out when none is given and says Remote for remote work', () => {
    renderBoard([aJob({ salary: null, remote: true, deadline: '2030-01-28' })]);
    const card = screen.getByTestId('job-card');
    expect(card).not.toHaveTextContent('$');
    expect(card).toHaveTextContent('Remote');
    expect(card).toHaveTextContent('Closes tomorrow');
  });

  it('filters from the URL and points to the CV help service when nothing matches', async () => {
    vi.useRealTimers();
    renderBoard([aJob()], '/jobs?type=part_time');
    expect(screen.queryByTestId('job-card')).not.toBeInTheDocument();
    expect(screen.getByText('No job matches these filters.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Job search and CV help' })).toHaveAttribute(
      'href',
      '/services/jobs-help',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByTestId('job-card')).toBeInTheDocument();
  });

  it('says there are no open jobs, with the CV help link, when the board is empty', () => {
    renderBoard([]);
    expect(screen.getByText(/There are no open jobs right now/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Job search and CV help' })).toBeInTheDocument();
  });

  it('speaks Kiswahili', async () => {
    await setLanguage('sw');
    renderBoard([aJob()]);
    expect(screen.getByTestId('job-card')).toHaveTextContent('Inafungwa baada ya siku 5');
    expect(screen.getByLabelText('Aina ya ajira')).toBeInTheDocument();
  });

  it("marks each offer's title with its language and says which one differs from the page's", async () => {
    await setLanguage('sw');
    renderBoard([aJob(), aJob({ id: 'job-mlezi', title: 'Mlezi wa wazee', language: 'sw' })]);
    const [english, kiswahili] = screen.getAllByTestId('job-card');
    expect(within(english!).getByRole('heading')).toHaveAttribute('lang', 'en');
    expect(english).toHaveTextContent('Kwa Kiingereza');
    expect(within(kiswahili!).getByRole('heading')).toHaveAttribute('lang', 'sw');
    expect(kiswahili).not.toHaveTextContent('Kwa Kiingereza');
    expect(kiswahili).not.toHaveTextContent('Kwa Kiswahili');
  });

  it('filters by the language of the offer, read from the URL too', async () => {
    vi.useRealTimers();
    const jobs = [aJob(), aJob({ id: 'job-mlezi', title: 'Mlezi wa wazee', language: 'sw' })];
    const { unmount } = renderBoard(jobs);
    expect(screen.getAllByTestId('job-card')).toHaveLength(2);
    await userEvent.selectOptions(screen.getByLabelText('Language of the offer'), 'Kiswahili');
    expect(screen.getAllByTestId('job-card')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Mlezi wa wazee' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 of 2 open jobs');
    unmount();

    renderBoard(jobs, '/jobs?language=en');
    expect(screen.getByLabelText('Language of the offer')).toHaveValue('en');
    expect(screen.getAllByTestId('job-card')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Warehouse associate' })).toBeInTheDocument();
  });
});
