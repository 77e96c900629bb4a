import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getLicenceRenewalStatusCounts } from '../../../data/licence-renewals/get-status-counts';
import type { LicenceRenewalFilters } from '../../../data/licence-renewals/keys';
import {
  getAllLicenceRenewals,
  getLicenceRenewalsPage,
} from '../../../data/licence-renewals/list-licence-renewals-page';
import type { LicenceRenewalCursor } from '../../../data/licence-renewals/list-query';
import { STAFF_CHOICES } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';

import { aRenewal, aStaffMember as staffUser } from '../testing/fixtures';
import { LicenceRenewalList } from './licence-renewal-list';
import { catchCsvDownloads } from '../../../test/csv-downloads';
import { expectTexts } from '../../../test/texts';

const [{ fakeRead, fakePageRead }, { licenceRenewalKeys }] = await vi.hoisted(() =>
  Promise.all([import('../../../test/fake-read'), import('../../../data/licence-renewals/keys')]),
);
vi.mock('../../../data/licence-renewals/list-licence-renewals-page', () => ({
  ...fakePageRead('getLicenceRenewalsPage', 'useLicenceRenewalsPage', (filters: unknown) => [
    'licenceRenewals',
    'list',
    filters,
  ]),
  getAllLicenceRenewals: vi.fn(),
}));
vi.mock('../../../data/licence-renewals/get-status-counts', () =>
  fakeRead(
    'getLicenceRenewalStatusCounts',
    'useLicenceRenewalStatusCounts',
    licenceRenewalKeys.counts,
  ),
);
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const MANAGER = staffUser({
  uid: 'manager-1',
  role: 'manager',
  permissions: ['view_license_renewals', 'manage_license_renewals'],
});
// Wednesday 25 November 2026.
const NOW = new Date('2026-11-25T10:00:00Z');

const cursor = (id: string) => ({ id }) as unknown as LicenceRenewalCursor;

const FRESH = aRenewal({
  id: 'r-fresh',
  reference: 'LIC-AAAAAA',
  status: 'in_review',
  statusChangedAt: new Date('2026-11-23T09:00:00Z'),
  assignedTo: 'agent-1',
  assignedToName: 'Baraka Mwangi',
});
const STUCK = aRenewal({
  id: 'r-stuck',
  reference: 'LIC-BBBBBB',
  applicant: { ...FRESH.applicant, firstName: 'Zoë', lastName: 'Achieng' },
  answers: { licenceNumber: 'UG-998877', issuingCountry: 'Uganda', delivery: 'courier' },
  status: 'sent_to_authority',
  statusChangedAt: new Date('2026-11-02T09:00:00Z'),
});
const CLOSED = aRenewal({
  id: 'r-closed',
  reference: 'LIC-CCCCCC',
  status: 'completed',
  statusChangedAt: new Date('2026-10-01T09:00:00Z'),
});

const COUNTS = {
  submitted: 3,
  in_review: 5,
  awaiting_client: 1,
  sent_to_authority: 2,
  ready_for_collection: 0,
  completed: 7,
  rejected: 1,
};

function renderList(path = '/admin/license-renewals') {
  return renderWithProviders(
    <LicenceRenewalList currentUser={MANAGER} staffOptions={STAFF_CHOICES} now={NOW} />,
    { path },
  );
}

function lastFilters(): LicenceRenewalFilters {
  return vi.mocked(getLicenceRenewalsPage).mock.calls.at(-1)![0];
}

beforeEach(() => {
  vi.mocked(getLicenceRenewalsPage).mockReset();
  vi.mocked(getLicenceRenewalsPage).mockResolvedValue({
    rows: [FRESH, STUCK, CLOSED],
    last: cursor('r-closed'),
    full: false,
  });
  vi.mocked(getLicenceRenewalStatusCounts).mockReset();
  vi.mocked(getLicenceRenewalStatusCounts).mockResolvedValue(COUNTS);
  vi.mocked(getAllLicenceRenewals).mockReset();
  vi.mocked(toast.success).mockReset();
  vi.mocked(toast.error).mockReset();
});

afterEach(() => vi.unstubAllGlobals());

describe('LicenceRenewalList', () => {
  it('shows each renewal: reference link, applicant, licence, status, days in status, assignee', async () => {
    renderList();
    const table = await screen.findByRole('table', { name: 'Licence renewals' });
    const fresh = within(table).getByRole('row', { name: /LIC-AAAAAA/ });
    expect(within(fresh).getByRole('link', { name: 'LIC-AAAAAA' })).toHaveAttribute(
      'href',
      '/admin/license-renewals/r-fresh',
    );
    expectTexts(fresh, ['Wanjiru Kamau', 'DL-123456Kenya', 'In review', '2 days', 'Baraka Mwangi']);
    const stuck = within(table).getByRole('row', { name: /LIC-BBBBBB/ });
    expect(stuck).toHaveTextContent('UG-998877Uganda');
    expect(stuck).toHaveTextContent('Unassigned');
  });

  it('flags only the open renewals unmoved for more than 10 working days as stuck', async () => {
    renderList();
    const table = await screen.findByRole('table', { name: 'Licence renewals' });
    const flagOf = (reference: string) =>
      within(within(table).getByRole('row', { name: new RegExp(reference) })).queryByTestId(
        'stuck-flag',
      );
    expect(flagOf('LIC-BBBBBB')).toHaveTextContent('Stuck');
    expect(flagOf('LIC-AAAAAA')).toBeNull();
    // Closed long ago, but a closed renewal is never stuck.
    expect(flagOf('LIC-CCCCCC')).toBeNull();
  });

  it('shows the counts per status, and a count chip filters by its status', async () => {
    const user = userEvent.setup();
    renderList();
    await waitFor(() =>
      expect(screen.getByTestId('status-count-completed')).toHaveTextContent('7'),
    );
    expect(screen.getByRole('button', { name: /^All/ })).toHaveTextContent('19');
    await user.click(screen.getByRole('button', { name: /Awaiting client/ }));
    await waitFor(() => expect(lastFilters().status).toBe('awaiting_client'));
    expect(screen.getByRole('button', { name: /Awaiting client/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('filters by assignee, unassigned and stuck, and clears the filters', async () => {
    const user = userEvent.setup();
    renderList();
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Assigned to'), 'agent-2');
    await waitFor(() => expect(lastFilters()).toMatchObject({ assignee: 'agent-2' }));
    await user.selectOptions(screen.getByLabelText('Assigned to'), 'unassigned');
    await waitFor(() => expect(lastFilters()).toMatchObject({ assignee: 'unassigned' }));
    await user.click(screen.getByRole('checkbox', { name: /Stuck only/ }));
    await waitFor(() =>
      expect(lastFilters()).toEqual({ status: '', assignee: 'unassigned', stuck: true }),
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastFilters()).toEqual({ status: '', assignee: '', stuck: false }));
  });

  it('reads the filters from the address', async () => {
    renderList('/admin/license-renewals?status=awaiting_client&stuck=1&assignee=agent-1');
    await waitFor(() =>
      expect(lastFilters()).toEqual({
        status: 'awaiting_client',
        assignee: 'agent-1',
        stuck: true,
      }),
    );
  });

  it('moves through cursor pages with next and previous', async () => {
    const user = userEvent.setup();
    vi.mocked(getLicenceRenewalsPage).mockImplementation(async (_filters, after) =>
      after === null
        ? { rows: [FRESH], last: cursor('r-fresh'), full: true }
        : { rows: [STUCK], last: cursor('r-stuck'), full: false },
    );
    renderList();
    expect(await screen.findByRole('row', { name: /LIC-AAAAAA/ })).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('row', { name: /LIC-BBBBBB/ })).toBeInTheDocument();
    expect(vi.mocked(getLicenceRenewalsPage).mock.calls.at(-1)![1]).toEqual(cursor('r-fresh'));
    expect(pager).toHaveTextContent('Page 2');
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('row', { name: /LIC-AAAAAA/ })).toBeInTheDocument();
  });

  it('exports the filtered list as a UTF-8 CSV with a byte order mark', async () => {
    const user = userEvent.setup();
    const downloads = catchCsvDownloads();
    vi.mocked(getAllLicenceRenewals).mockResolvedValue([FRESH, STUCK]);
    renderList('/admin/license-renewals?status=in_review');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.blobs).toHaveLength(1));
    expect(vi.mocked(getAllLicenceRenewals).mock.calls[0]![0]).toEqual({
      status: 'in_review',
      assignee: '',
      stuck: false,
    });
    expect(await downloads.hasBom()).toBe(true);
    const lines = (await downloads.text()).split('\r\n');
    expect(lines[0]).toBe(
      'Reference,Submitted,Status,Days in status,Stuck,Applicant name,Email,Phone,Licence number,Licence class,Issuing country,Licence expiry,Delivery,Assigned to',
    );
    expect(lines[1]).toMatch(/^LIC-AAAAAA,2026-11-02 \d\d:30,In review,\d+,No,Wanjiru Kamau,/);
    expect(lines[1]).toContain(',DL-123456,B,Kenya,2026-12-31,collect,Baraka Mwangi');
    expect(lines[2]).toMatch(/^LIC-BBBBBB,.*,Sent to authority,\d+,Yes,Zoë Achieng,/);
    expect(lines[3]).toBe('');
    expect(toast.success).toHaveBeenCalledWith('Exported 2 licence renewals.');
  });

  it('says so when the list may not be read', async () => {
    renderWithProviders(
      <LicenceRenewalList
        currentUser={staffUser({ role: 'receptionist', permissions: [] })}
        staffOptions={STAFF_CHOICES}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You do not have permission to see licence renewals.',
    );
    expect(getLicenceRenewalsPage).not.toHaveBeenCalled();
  });
});
