import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { setLanguage } from '../../../lib/i18n';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getAllApplications } from '../../../data/applications/list-all-applications';
import { getApplicationsPage } from '../../../data/applications/list-applications-page';
import { getApplicationsTotal } from '../../../data/applications/get-applications-total';
import { getStatusCounts } from '../../../data/applications/get-status-counts';
import type { ApplicationCursor } from '../../../data/applications/list-query';
import type { ApplicationListParams } from '../../../data/applications/keys';
import { renderWithProviders } from '../../../test/render';
import { STAFF_CHOICES, staffUser } from '../../../test/fixtures';
import { anApplication } from '../testing/fixtures';
import { downloadCsv } from '../utils/csv';
import { ApplicationList } from './application-list';

const [{ fakePageRead, fakeRead }, { applicationKeys }] = await vi.hoisted(() =>
  Promise.all([import('../../../test/fake-read'), import('../../../data/applications/keys')]),
);
// Each read module's hook backed by a fake read, so loading, paging and errors behave as live.
vi.mock('../../../data/applications/list-applications-page', () =>
  fakePageRead('getApplicationsPage', 'useApplicationsPage', (params: unknown) => [
    'applications',
    'list',
    params,
  ]),
);
vi.mock('../../../data/applications/get-applications-total', () =>
  fakeRead('getApplicationsTotal', 'useApplicationsTotal', applicationKeys.total),
);
vi.mock('../../../data/applications/get-status-counts', () =>
  fakeRead('getStatusCounts', 'useStatusCounts', applicationKeys.countsFor),
);
vi.mock(
  '../../../data/services/list-service-options',
  () => import('../testing/fake-service-options'),
);
vi.mock('../../../data/applications/list-all-applications', () => ({
  getAllApplications: vi.fn(),
}));
vi.mock('../utils/csv', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../utils/csv')>()),
  downloadCsv: vi.fn(),
}));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const VIEWER = staffUser({ role: 'receptionist', permissions: ['view_applications'] });

/** A page's last document as the list keeps it: only its id matters to these tests. */
const cursor = (id: string) => ({ id }) as unknown as ApplicationCursor;

function pageOf(count: number, start: number, full = count === 25) {
  const rows = Array.from({ length: count }, (_, index) =>
    anApplication({
      id: `app-${start + index}`,
      reference: `APP-${String(start + index)
        .padStart(6, '2')
        .replace(/[01]/g, '2')}`,
    }),
  );
  return { rows, last: rows.length ? cursor(rows.at(-1)!.id) : null, full };
}

const COUNTS = {
  submitted: 30,
  in_review: 4,
  awaiting_info: 2,
  approved: 1,
  rejected: 0,
  completed: 3,
  withdrawn: 0,
};

function renderList(
  props: Partial<Parameters<typeof ApplicationList>[0]> = {},
  path = '/applications',
) {
  return renderWithProviders(
    <ApplicationList
      scope="all"
      title="Applications"
      basePath="/applications"
      currentUser={VIEWER}
      staffOptions={STAFF_CHOICES}
      {...props}
    />,
    { path },
  );
}

function lastParams(): ApplicationListParams {
  return vi.mocked(getApplicationsPage).mock.calls.at(-1)![0];
}

beforeEach(() => {
  vi.mocked(getApplicationsPage).mockReset();
  vi.mocked(getApplicationsTotal).mockReset();
  vi.mocked(getApplicationsTotal).mockResolvedValue(40);
  vi.mocked(getStatusCounts).mockReset();
  vi.mocked(getStatusCounts).mockResolvedValue(COUNTS);
  vi.mocked(getAllApplications).mockReset();
  vi.mocked(downloadCsv).mockReset();
  vi.mocked(toast.success).mockReset();
  vi.mocked(toast.error).mockReset();
});

describe('ApplicationList', () => {
  it('links each row to its detail page by reference', async () => {
    vi.mocked(getApplicationsPage).mockResolvedValue({
      rows: [
        anApplication({ id: 'a1', reference: 'APP-7K3Q9D', serviceId: 'national-id' }),
        anApplication({ id: 'a2', reference: null }),
      ],
      last: cursor('a2'),
      full: false,
    });
    renderList();
    // The page's <h1> is the route's (StaffPage); the list names its filters after the title.
    expect(screen.getByRole('search', { name: 'Filter Applications' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: /APP-7K3Q9D/ });
    expect(link).toHaveAttribute('href', '/applications/a1');
    expect(screen.getByRole('link', { name: 'Reference pending' })).toHaveAttribute(
      'href',
      '/applications/a2',
    );
    const table = screen.getByRole('table', { name: 'Applications' });
    expect(within(table).getByText('National ID Card')).toBeInTheDocument();
    expect(within(table).getAllByText('Wanjiru Kamau')).toHaveLength(2);
  });

  it('shows the count of each status and filters by a status chip', async () => {
    vi.mocked(getApplicationsPage).mockResolvedValue(pageOf(3, 1, false));
    renderList();
    const counts = screen.getByRole('navigation', { name: 'Applications by status' });
    expect(await within(counts).findByRole('button', { name: 'In review 4' })).toBeVisible();
    expect(within(counts).getByRole('button', { name: 'All 40' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(getStatusCounts).toHaveBeenCalledWith('all');

    await userEvent.click(within(counts).getByRole('button', { name: 'In review 4' }));
    await waitFor(() => expect(lastParams().filters.status).toBe('in_review'));
    expect(within(counts).getByRole('button', { name: 'In review 4' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('queries with the chosen status, service, assignee, dates and sort', async () => {
    vi.mocked(getApplicationsPage).mockResolvedValue(pageOf(2, 1, false));
    renderList();
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'approved');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Service' }),
      'National ID Card',
    );
    const assignee = screen.getByRole('combobox', { name: 'Assigned to' });
    expect(
      within(assignee)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Anyone', 'Unassigned', 'Baraka Mwangi', 'Chiku Njeri']);
    await userEvent.selectOptions(assignee, 'Unassigned');
    await userEvent.type(screen.getByLabelText('Submitted from'), '2026-03-01');
    await userEvent.type(screen.getByLabelText('Submitted to'), '2026-03-31');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'oldest');
    await waitFor(() =>
      expect(lastParams()).toEqual({
        scope: 'all',
        filters: {
          status: 'approved',
          serviceId: 'national-id',
          assignee: 'unassigned',
          from: '2026-03-01',
          to: '2026-03-31',
        },
        sort: 'oldest',
      }),
    );
  });

  it("reads the dashboard's link: every open status, submitted up to a day, oldest first", async () => {
    vi.mocked(getApplicationsPage).mockResolvedValue(pageOf(2, 1, false));
    renderList({}, '/applications?status=open&to=2026-11-19&sort=oldest');
    await screen.findByRole('table');
    expect(lastParams()).toEqual({
      scope: 'all',
      filters: { status: 'open', serviceId: '', assignee: '', from: '', to: '2026-11-19' },
      sort: 'oldest',
    });
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(within(status).getByRole('option', { selected: true })).toHaveTextContent(
      'Open (submitted, in review, awaiting info)',
    );
  });

  it('scopes the HCA list and its counts to HCA applications, without a service filter', async () => {
    vi.mocked(getApplicationsPage).mockResolvedValue(pageOf(1, 1, false));
    renderList(
      { scope: 'hca', title: 'HCA Applications', basePath: '/hca-applications' },
      '/hca-applications',
    );
    expect(await screen.findByRole('link', { name: /APP-/ })).toHaveAttribute(
      'href',
      '/hca-applications/app-1',
    );
    expect(lastParams().scope).toBe('hca');
    expect(getStatusCounts).toHaveBeenCalledWith('hca');
    expect(screen.queryByRole('combobox', { name: 'Service' })).not.toBeInTheDocument();
  });

  it('reads in Kiswahili: filters, table headers, counts and pages', async () => {
    await setLanguage('sw');
    vi.mocked(getApplicationsPage).mockImplementation(async () => pageOf(25, 1));
    renderList();
    expect(await screen.findByText('Ukurasa 1 · 1–25 kati ya 40')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Panga kwa' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Mapya kwanza' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Mwombaji' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Kipaumbele' })).toBeInTheDocument();
    expect(screen.getByText('Maombi 40')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pakua CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inayofuata' })).toBeEnabled();
    // The service by the catalogue's Kiswahili name, in the rows and in the service filter.
    expect(within(table).getAllByText('Kuomba na kuhuisha pasipoti')).toHaveLength(25);
    expect(screen.getByRole('option', { name: 'Kuomba na kuhuisha pasipoti' })).toBeInTheDocument();
    expect(screen.queryByText('Passport Application and Renewal')).not.toBeInTheDocument();
  });

  it('moves to the next page after the last row and back with Previous', async () => {
    vi.mocked(getApplicationsPage).mockImplementation(async (_params, after) =>
      after ? pageOf(15, 26, false) : pageOf(25, 1),
    );
    renderList();
    expect(await screen.findByText(/Page 1 · 1–25 of 40/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/Page 2 · 26–40 of 40/)).toBeInTheDocument();
    expect(vi.mocked(getApplicationsPage).mock.calls.at(-1)![1]).toEqual({ id: 'app-25' });
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getAllByRole('link', { name: /APP-/ })).toHaveLength(15);

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText(/Page 1 · 1–25 of 40/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /APP-/ })).toHaveLength(25);
  });

  it('starts again at page 1 when a filter changes', async () => {
    vi.mocked(getApplicationsPage).mockImplementation(async (_params, after) =>
      after ? pageOf(15, 26, false) : pageOf(25, 1),
    );
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByText(/Page 2/);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'submitted');
    await waitFor(() => expect(vi.mocked(getApplicationsPage).mock.calls.at(-1)![1]).toBeNull());
    expect(await screen.findByText(/Page 1/)).toBeInTheDocument();
  });

  it('exports every matching application as a CSV file', async () => {
    vi.mocked(getApplicationsPage).mockResolvedValue(pageOf(2, 1, false));
    vi.mocked(getAllApplications).mockResolvedValue([
      anApplication({ id: 'a1', reference: 'APP-7K3Q9D', serviceId: 'national-id' }),
    ]);
    renderList();
    await screen.findByRole('table');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'submitted');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloadCsv).toHaveBeenCalledTimes(1));
    expect(vi.mocked(getAllApplications).mock.calls[0]![0].filters.status).toBe('submitted');
    const [csv, fileName] = vi.mocked(downloadCsv).mock.calls[0]!;
    expect(fileName).toMatch(/^applications-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv).toContain('APP-7K3Q9D,');
    expect(csv).toContain('National ID Card');
    expect(toast.success).toHaveBeenCalledWith('Exported 1 application.');
  });

  it('shows an empty state, and a way out of filters that match nothing', async () => {
    vi.mocked(getApplicationsPage).mockResolvedValue({ rows: [], last: null, full: false });
    vi.mocked(getApplicationsTotal).mockResolvedValue(0);
    renderList();
    expect(await screen.findByText(/No applications yet/)).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'approved');
    expect(await screen.findByText('No applications match these filters.')).toBeInTheDocument();
  });

  it('refuses an end date before the start date without querying', async () => {
    vi.mocked(getApplicationsPage).mockResolvedValue(pageOf(1, 1, false));
    renderList({}, '/applications?from=2026-03-10&to=2026-03-01');
    expect(
      await screen.findByText('The end date must be on or after the start date.'),
    ).toBeInTheDocument();
    expect(getApplicationsPage).not.toHaveBeenCalled();
  });

  it('says so when reading is denied', async () => {
    vi.mocked(getApplicationsPage).mockRejectedValue(
      Object.assign(new Error('Missing or insufficient permissions.'), {
        code: 'permission-denied',
      }),
    );
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You do not have permission to view applications.',
    );
  });

  it('shows an error with a retry when the page cannot be loaded', async () => {
    vi.mocked(getApplicationsPage).mockRejectedValueOnce(new Error('offline'));
    vi.mocked(getApplicationsPage).mockResolvedValueOnce(pageOf(1, 1, false));
    renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the applications.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('does not query for a user without view_applications', () => {
    renderList({ currentUser: staffUser({ role: 'bank_agent' }) });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You do not have permission to view applications.',
    );
    expect(getApplicationsPage).not.toHaveBeenCalled();
    expect(getStatusCounts).not.toHaveBeenCalled();
  });
});
