import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { usePublicJob } from '../../../data/jobs/get-public-job';
import { setLanguage } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { aJob } from '../testing/jobs';
import { PublicJob } from './public-job';

vi.mock('../../../data/jobs/get-public-job', () => ({ usePublicJob: vi.fn() }));

function renderJob(data: unknown) {
  vi.mocked(usePublicJob).mockReturnValue({
    data,
    isPending: false,
    isError: false,
    isRefetching: false,
    refetch: vi.fn(),
  } as never);
  return renderWithProviders(<PublicJob jobId="job-warehouse" />);
}

const jsonLd = (container: HTMLElement) =>
  container.querySelector('script[type="application/ld+json"]');

beforeEach(() => setLanguage('en'));

describe('PublicJob', () => {
  it('shows the job, how to apply and its JobPosting JSON-LD', () => {
    const { container } = renderJob(aJob());
    expect(
      screen.getByRole('heading', { level: 1, name: 'Warehouse associate' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Able to lift 20 kg.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Apply on the employer's website/ })).toHaveAttribute(
      'href',
      'https://prairiefoods.example/careers',
    );
    const posting = JSON.parse(jsonLd(container)?.textContent ?? '{}');
    expect(posting).toMatchObject({
      '@type': 'JobPosting',
      title: 'Warehouse associate',
      datePosted: '2030-01-02',
      validThrough: '2030-02-01T23:59:59',
      employmentType: 'FULL_TIME',
      hiringOrganization: { name: 'Prairie Foods Ltd' },
      baseSalary: { currency: 'CAD' },
    });
  });

  it('offers email or the centre as ways to apply', () => {
    renderJob(aJob({ howToApply: { method: 'email', value: 'jobs@prairiefoods.example' } }));
    expect(screen.getByRole('link', { name: 'jobs@prairiefoods.example' })).toHaveAttribute(
      'href',
      'mailto:jobs@prairiefoods.example?subject=Warehouse%20associate',
    );
  });

  it('says a closed job is closed, offers no way to apply and has no JSON-LD', () => {
    const { container } = renderJob(aJob({ status: 'closed', filled: true }));
    expect(screen.getByText('This job has been filled.')).toBeInTheDocument();
    expect(screen.getByText('Applications are closed.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Apply on/ })).not.toBeInTheDocument();
    expect(jsonLd(container)).toBeNull();
  });

  it('says an expired job has expired', () => {
    renderJob(aJob({ status: 'expired' }));
    expect(screen.getByText('This job has expired: its deadline has passed.')).toBeInTheDocument();
  });

  it("marks the offer's own words with its language, and says so on a page in another", async () => {
    renderJob(aJob({ language: 'sw', description: 'Kupanga na kufunga oda.' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'sw');
    const trail = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(trail.getByText(aJob().title)).toHaveAttribute('lang', 'sw');
    expect(trail.getByRole('link')).not.toHaveAttribute('lang');
    expect(screen.getByText('Kupanga na kufunga oda.')).toHaveAttribute('lang', 'sw');
    expect(screen.getByText('Able to lift 20 kg.')).toHaveAttribute('lang', 'sw');
    expect(screen.getByText('This offer is written in Kiswahili.')).toBeInTheDocument();

    await setLanguage('sw');
    renderJob(aJob());
    expect(screen.getByText('Tangazo hili limeandikwa kwa Kiingereza.')).toBeInTheDocument();
  });

  it("says nothing about the language when the offer is in the page's", () => {
    renderJob(aJob());
    expect(screen.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    expect(screen.queryByText(/This offer is written in/)).not.toBeInTheDocument();
  });

  it('answers "not found" for a draft or an unknown job (the read gives null)', () => {
    renderJob(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Job not found' })).toBeInTheDocument();
  });
});
