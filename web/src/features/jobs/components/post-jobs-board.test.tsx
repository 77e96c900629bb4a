import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useJobHistory } from '../../../data/jobs/list-job-history';
import { useStaffJobs } from '../../../data/jobs/list-jobs';
import { setLanguage } from '../../../lib/i18n';
import { STAFF_DRAFT_PREFIX } from '../../../lib/session-draft';
import { renderWithProviders } from '../../../test/render';
import { aJob } from '../testing/jobs';
import { PostJobsBoard } from './post-jobs-board';

vi.mock('../../../data/jobs/list-jobs', () => ({ useStaffJobs: vi.fn() }));
vi.mock('../../../data/jobs/list-job-history', () => ({ useJobHistory: vi.fn() }));
vi.mock('notistack', () => ({ useSnackbar: () => ({ enqueueSnackbar: vi.fn() }) }));
vi.mock('../../../lib/functions', () => ({ functions: {} }));

const query = (data: unknown) =>
  ({ data, isPending: false, isError: false, isRefetching: false, refetch: vi.fn() }) as never;

function renderBoard(jobs: ReturnType<typeof aJob>[], path = '/post-jobs') {
  vi.mocked(useStaffJobs).mockReturnValue(query(jobs));
  vi.mocked(useJobHistory).mockReturnValue(query([]));
  return renderWithProviders(<PostJobsBoard />, { path });
}

/** What a reload finds in the tab: the form's draft under its key (job-form.tsx). */
const keepDraft = (jobId: string, fields: Record<string, unknown>) =>
  sessionStorage.setItem(`${STAFF_DRAFT_PREFIX}job:${jobId}`, JSON.stringify(fields));

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2030, 0, 2, 10) });
  await setLanguage('en');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('PostJobsBoard', () => {
  it('opens no form on load when no draft is kept', () => {
    renderBoard([aJob()]);
    expect(screen.queryByLabelText(/Job title/)).not.toBeInTheDocument();
  });

  it('opens the new-job form by itself, with its draft, when a draft is kept (a reload)', () => {
    keepDraft('new', { title: 'Line cook', description: 'Cook East African dishes.' });
    renderBoard([aJob()]);
    expect(screen.getByRole('heading', { level: 2, name: 'Post a job' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Job title/)).toHaveValue('Line cook');
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Cook East African dishes.');
  });

  it('opens the edit form of the selected job by itself when that job has a draft', () => {
    keepDraft('job-warehouse', { title: 'Senior warehouse associate' });
    renderBoard([aJob(), aJob({ id: 'job-2', title: 'Driver' })], '/post-jobs?job=job-warehouse');
    expect(screen.getByRole('heading', { level: 2, name: 'Edit the job' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Job title/)).toHaveValue('Senior warehouse associate');
  });

  it('does not open the form of a closed job, which cannot be edited, for a draft left over', () => {
    keepDraft('job-warehouse', { title: 'Senior warehouse associate' });
    renderBoard([aJob({ status: 'closed' })], '/post-jobs?job=job-warehouse');
    expect(screen.queryByLabelText(/Job title/)).not.toBeInTheDocument();
  });

  it('never says "Closes in N days" of a closed or expired job: it says it is closed', () => {
    // The deadline is 30 days away, but the job was closed by staff.
    const { unmount } = renderBoard(
      [aJob({ status: 'closed', deadline: '2030-02-01' })],
      '/post-jobs?job=job-warehouse',
    );
    const panel = screen.getByRole('region', { name: 'Warehouse associate' });
    const card = within(panel).getByTestId('job-card');
    expect(card).not.toHaveTextContent(/Closes/);
    expect(card).toHaveTextContent('Closed');
    expect(panel).not.toHaveTextContent(/Closes (in|today|tomorrow)/);
    unmount();

    renderBoard(
      [aJob({ status: 'expired', deadline: '2030-01-02' })],
      '/post-jobs?job=job-warehouse',
    );
    const expired = screen.getByRole('region', { name: 'Warehouse associate' });
    expect(within(expired).getByTestId('job-card')).toHaveTextContent('Closed');
    expect(expired).not.toHaveTextContent(/Closes (in|today|tomorrow)/);
  });

  it('still says how long a published job stays open', () => {
    renderBoard([aJob({ deadline: '2030-02-01' })], '/post-jobs?job=job-warehouse');
    const panel = screen.getByRole('region', { name: 'Warehouse associate' });
    expect(within(panel).getByTestId('job-card')).toHaveTextContent('Closes in 30 days');
  });
});
