import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { catchCsvDownloads } from '../../../test/csv-downloads';
import { staffUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { aReport, aReportDay } from '../testing/fixtures';
import { ReportsView } from './reports-view';

const [{ fakeRead }, { reportKeys }] = await vi.hoisted(() =>
  Promise.all([import('../../../test/fake-read'), import('../../../data/reports/keys')]),
);
vi.mock('../../../data/reports/get-report', () =>
  fakeRead(
    'fetchReport',
    'useReport',
    (request: {
      preset: Parameters<typeof reportKeys.load>[0];
      custom?: Parameters<typeof reportKeys.load>[1];
    }) => reportKeys.load(request.preset, request.custom),
  ),
);
const { fetchReport } = (await import('../../../data/reports/get-report')) as unknown as {
  fetchReport: ReturnType<typeof vi.fn>;
};
vi.mock('../../../data/services/list-service-options', () => ({
  useServiceOptions: () => ({
    isPending: false,
    data: [
      { id: 'svc-1', name: 'Document help', order: 1, bookable: true, applicationFields: [] },
      { id: 'hca-exam', name: 'HCA exam', order: 2, bookable: true, applicationFields: [] },
    ],
  }),
}));
const calls = vi.hoisted(() => ({ rebuildReportDay: vi.fn() }));
vi.mock('firebase/functions', async () =>
  (await import('../../../test/fake-callables')).fakeCallables(calls),
);
vi.mock('../../../lib/functions', () => ({ functions: {} }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const ADMIN = staffUser({ uid: 'admin-1', role: 'admin' });
const MANAGER = staffUser({ uid: 'manager-1', role: 'manager' });
const NOW = new Date(2026, 2, 18, 10, 0);
const MARCH = { from: '2026-03-01', to: '2026-03-18' };

/** Two days of March: Monday 2 and Tuesday 3. */
const RECORDS = [
  aReportDay(
    '2026-03-02',
    {
      'v:in:svc-1:9': 4,
      'v:in:hca-exam:11': 1,
      'v:st:svc-1:completed': 3,
      'v:st:svc-1:no_show': 1,
      'v:st:hca-exam:completed': 1,
      'v:tr:svc-1': 2,
      'v:w:svc-1:staff-1:2': 2, // 10-15 min
      'v:ws:svc-1:staff-1': 24,
      'v:w:svc-1:staff-2:5': 1, // 25-30 min
      'v:ws:svc-1:staff-2': 27,
      'v:s:svc-1:staff-1:1': 2,
      'v:ss:svc-1:staff-1': 14,
      'a:in:general:svc-1:staff-1:submitted': 2,
      'a:in:general:svc-1:staff-1:approved': 1,
      'a:d:svc-1:3': 1,
      'a:ds:svc-1': 4,
      'p:st:svc-1:completed': 3,
      'p:st:svc-1:no_show': 1,
      'p:st:svc-1:cancelled': 1,
      'p:rs:svc-1': 1,
      'p:l:svc-1:2': 5,
      'p:ls:svc-1': 10,
      'x:cap:sess-1': 20,
      'x:bk:sess-1': 15,
    },
    {
      'service:svc-1': 'Document help',
      'staff:staff-1': 'Wanjirũ Kamau',
      'staff:staff-2': 'Otieno Baraka',
      'session:sess-1': '2026-03-02 09:00 Main hall',
    },
  ),
  aReportDay(
    '2026-03-03',
    {
      'v:in:svc-1:14': 2,
      'v:st:svc-1:completed': 2,
      'b:rq:money_transfer:-:submitted': 3,
      'b:cn:agent-1': 2,
      'b:cc:agent-1': 5000,
    },
    { 'staff:agent-1': 'Amani Otieno' },
  ),
];

function Probe() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

function renderPage(user = MANAGER, path = '/reports') {
  return renderWithProviders(
    <>
      <ReportsView currentUser={user} now={NOW} />
      <Probe />
    </>,
    { path },
  );
}

beforeEach(async () => {
  await setLanguage('en');
  fetchReport
    .mockReset()
    .mockImplementation(
      async (request: { preset: string; custom: { from: string; to: string } | null }) =>
        aReport(request.custom ?? MARCH, RECORDS),
    );
  calls.rebuildReportDay.mockReset();
  vi.mocked(toast.success).mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('ReportsView', () => {
  it('shows the visits of this month: figures, the charts with their summaries, the table', async () => {
    renderPage();
    expect(await screen.findByTestId('visits-arrivals')).toHaveTextContent('7');
    expect(screen.getByTestId('visits-served')).toHaveTextContent('6');
    expect(screen.getByTestId('visits-no-shows')).toHaveTextContent('1');
    expect(screen.getByTestId('visits-transfers')).toHaveTextContent('2');
    expect(fetchReport).toHaveBeenCalledWith({ preset: 'this_month', custom: null });

    const byDay = screen.getByRole('img', { name: 'Arrivals by day' });
    expect(byDay).toHaveAccessibleDescription(
      '7 arrivals over 18 days; the busiest day was 2 Mar with 5.',
    );
    const heatmap = screen.getByRole('img', { name: 'Arrivals by weekday and hour' });
    expect(heatmap).toHaveAccessibleDescription(
      'The busiest hour was Mon at 09:00, with 4 arrivals.',
    );
    const table = screen.getByRole('table', { name: 'Visits by service' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ServiceArrivalsServedNo-showsTransfers', 'HCA exam1100', 'Document help6512']);
  });

  it('reads another period when the range changes, and keeps it in the address', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByTestId('visits-arrivals');
    await user.selectOptions(screen.getByLabelText('Period'), 'last_month');
    await waitFor(() =>
      expect(fetchReport).toHaveBeenCalledWith({ preset: 'last_month', custom: null }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('?range=last_month');
  });

  it('checks a custom range and reads it only once it is valid', async () => {
    const user = userEvent.setup();
    renderPage(MANAGER, '/reports?range=custom&from=2026-03-10&to=2026-03-05');
    expect(
      await screen.findByText('The end date must be on or after the start date'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^To/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchReport).not.toHaveBeenCalled();

    const to = screen.getByLabelText(/^To/);
    await user.clear(to);
    await user.type(to, '2026-03-12');
    await waitFor(() =>
      expect(fetchReport).toHaveBeenCalledWith({
        preset: 'custom',
        custom: { from: '2026-03-10', to: '2026-03-12' },
      }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent('to=2026-03-12');
  });

  it('narrows the figures to a service and to a member of staff', async () => {
    const user = userEvent.setup();
    renderPage(MANAGER, '/reports?report=times');
    expect(await screen.findByTestId('times-waits')).toHaveTextContent('3');
    await user.selectOptions(screen.getByLabelText('Staff member'), 'staff-2');
    await waitFor(() => expect(screen.getByTestId('times-waits')).toHaveTextContent('1'));
    expect(screen.getByTestId('location')).toHaveTextContent('staff=staff-2');

    await user.click(screen.getByRole('tab', { name: 'Visits' }));
    await user.selectOptions(screen.getByLabelText('Service'), 'hca-exam');
    await waitFor(() => expect(screen.getByTestId('visits-arrivals')).toHaveTextContent('1'));
  });

  it('shows waiting and service times by service and staff, with the share over the target', async () => {
    renderPage(MANAGER, '/reports?report=times');
    expect(await screen.findByTestId('times-median')).toHaveTextContent('13.8 min');
    expect(screen.getByTestId('times-average')).toHaveTextContent('17 min');
    expect(screen.getByTestId('times-above-target')).toHaveTextContent('33.3%');
    expect(
      screen.getByRole('img', { name: /Median and 90th percentile wait/ }),
    ).toBeInTheDocument();
    const staff = screen.getByRole('table', { name: 'Times by staff member' });
    expect(within(staff).getByRole('rowheader', { name: 'Otieno Baraka' })).toBeInTheDocument();
    expect(within(staff).getByRole('rowheader', { name: 'Wanjirũ Kamau' })).toBeInTheDocument();
  });

  it('shows applications by status, the age of open ones and the time to decision', async () => {
    renderPage(MANAGER, '/reports?report=applications');
    expect(await screen.findByTestId('applications-received')).toHaveTextContent('3');
    expect(screen.getByTestId('applications-open')).toHaveTextContent('2');
    expect(screen.getByTestId('applications-decided')).toHaveTextContent('1');
    expect(screen.getByTestId('applications-decision-average')).toHaveTextContent('4 days');
    expect(screen.getByRole('img', { name: 'Applications by status' })).toHaveAccessibleDescription(
      '3 applications received: 2 open, 1 decided.',
    );
    // Received on 2 March, open on the 18th: 16 days old (the 14-21 bucket).
    const age = screen.getByRole('table', { name: 'Age of open applications' });
    expect(within(age).getByRole('row', { name: /14–21 days 2/ })).toBeInTheDocument();
  });

  it('shows appointments and the HCA exam seats filled per session', async () => {
    renderPage(MANAGER, '/reports?report=appointments');
    expect(await screen.findByTestId('appointments-booked')).toHaveTextContent('5');
    expect(screen.getByTestId('appointments-cancelled')).toHaveTextContent('1');
    expect(screen.getByTestId('appointments-rescheduled')).toHaveTextContent('1');
    expect(screen.getByTestId('appointments-no-show-rate')).toHaveTextContent('25%');
    expect(screen.getByTestId('appointments-lead-average')).toHaveTextContent('2 days');
    const exams = screen.getByRole('img', { name: 'HCA exam seats by session' });
    expect(exams).toHaveAccessibleDescription('1 session: 15 of 20 seats filled.');
  });

  it('shows only the cards of the other areas that have data', async () => {
    renderPage(MANAGER, '/reports?report=other');
    expect(await screen.findByRole('heading', { name: 'Bank requests' })).toBeInTheDocument();
    // The requests card: its chart is named for what it counts, its table follows the chart.
    expect(screen.getByRole('img', { name: 'Bank requests by product' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Bank requests by status' })).toBeInTheDocument();
    expect(screen.getByTestId('commissions-amount')).toHaveTextContent('CA$50.00');
    expect(screen.queryByRole('heading', { name: 'Jobs published by status' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Licence renewals' })).toBeNull();
    expect(
      within(screen.getByRole('table', { name: 'Activations and commissions by agent' })).getByRole(
        'rowheader',
        { name: 'Amani Otieno' },
      ),
    ).toBeInTheDocument();
  });

  it('exports the table of a report as a CSV file with a byte order mark', async () => {
    const user = userEvent.setup();
    const downloads = catchCsvDownloads();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(await downloads.hasBom()).toBe(true);
    expect(await downloads.text()).toBe(
      'Service,Arrivals,Served,No-shows,Transfers\r\nHCA exam,1,1,0,0\r\nDocument help,6,5,1,2\r\n',
    );
  });

  it('prints the monthly summary of last month in Kiswahili while the page is in English', async () => {
    const user = userEvent.setup();
    const february = RECORDS.map((day) => ({ ...day, id: day.id.replace('-03-', '-02-') }));
    fetchReport.mockImplementation(async (request: { custom: { from: string; to: string } }) =>
      aReport(request.custom, february),
    );
    renderPage(MANAGER, '/reports?report=monthly');
    await waitFor(() =>
      expect(fetchReport).toHaveBeenCalledWith({
        preset: 'custom',
        custom: { from: '2026-02-01', to: '2026-02-28' },
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Monthly summary: February 2026' }),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Language of the summary'), 'sw');
    const sheet = (
      await screen.findByRole('heading', { name: /^Muhtasari wa mwezi: Februari 2026/ })
    ).closest('article')!;
    expect(sheet).toHaveAttribute('lang', 'sw');
    expect(within(sheet).getByRole('row', { name: 'Waliofika 7' })).toBeInTheDocument();
    expect(
      within(sheet).getByRole('row', { name: /Nafasi za mtihani wa HCA 15 kati ya 20/ }),
    ).toBeInTheDocument();
    // The page around it stays English.
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();

    const print = vi.fn();
    vi.stubGlobal('print', print);
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
  });

  it('lets an admin rebuild a day, with errors next to the field', async () => {
    const user = userEvent.setup();
    calls.rebuildReportDay.mockResolvedValue({ day: '2026-03-02', records: {}, counters: 24 });
    renderPage(ADMIN);
    await screen.findByTestId('visits-arrivals');
    const form = screen.getByRole('region', { name: 'Rebuild a day' });
    await user.click(within(form).getByRole('button', { name: 'Rebuild' }));
    expect(await within(form).findByText('Choose a day to rebuild')).toBeInTheDocument();
    expect(calls.rebuildReportDay).not.toHaveBeenCalled();

    await user.type(within(form).getByLabelText(/^Day/), '2026-03-02');
    await user.click(within(form).getByRole('button', { name: 'Rebuild' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('2026-03-02 rebuilt: 24 figures.'),
    );
    expect(calls.rebuildReportDay).toHaveBeenCalledWith({ day: '2026-03-02' });
    // The reports are read again.
    await waitFor(() => expect(fetchReport).toHaveBeenCalledTimes(2));
  });

  it('shows the server refusal of a rebuild next to the field', async () => {
    const user = userEvent.setup();
    calls.rebuildReportDay.mockRejectedValue(
      Object.assign(new Error('A day that has not come yet has nothing to rebuild'), {
        code: 'functions/invalid-argument',
      }),
    );
    renderPage(ADMIN);
    const form = await screen.findByRole('region', { name: 'Rebuild a day' });
    await user.type(within(form).getByLabelText(/^Day/), '2026-03-02');
    await user.click(within(form).getByRole('button', { name: 'Rebuild' }));
    expect(
      await within(form).findByText('A day that has not come yet has nothing to rebuild'),
    ).toBeInTheDocument();
  });

  it('does not offer a manager the rebuild', async () => {
    renderPage(MANAGER);
    await screen.findByTestId('visits-arrivals');
    expect(screen.queryByRole('region', { name: 'Rebuild a day' })).toBeNull();
  });

  it('says when the period has no figures, and when the read fails', async () => {
    fetchReport.mockResolvedValueOnce(aReport(MARCH, []));
    const { unmount } = renderPage();
    expect(await screen.findByText('Nothing was recorded in this period.')).toBeInTheDocument();
    expect(screen.queryByTestId('visits-arrivals')).toBeNull();
    unmount();

    fetchReport.mockRejectedValueOnce(new Error('offline'));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The report could not be loaded. Try again.',
    );
  });

  it('denies a receptionist and reads nothing', () => {
    renderPage(staffUser({ role: 'receptionist' }));
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have access to reports.');
    expect(fetchReport).not.toHaveBeenCalled();
  });
});
