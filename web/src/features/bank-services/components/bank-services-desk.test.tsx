import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { SHOWN_NOT_SPOKEN } from '../../../lib/toast';
import { MemoryRouter, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { getBankClientStatusCounts } from '../../../data/bank-clients/count-bank-clients';
import {
  getAllBankClients,
  getBankClientsPage,
} from '../../../data/bank-clients/list-bank-clients-page';
import { getBankRequest } from '../../../data/bank-requests/get-bank-request';
import { getBankRequestStatusCounts } from '../../../data/bank-requests/get-status-counts';
import {
  getAllBankRequests,
  getBankRequestsPage,
} from '../../../data/bank-requests/list-bank-requests-page';
import { getBankRequestHistory } from '../../../data/bank-requests/list-bank-request-history';
import { getBankRequestNotes } from '../../../data/bank-requests/list-bank-request-notes';
import type { CurrentStaff } from '../../../data/users/session-user';
import { setLanguage } from '../../../lib/i18n';
import { STAFF_CHOICES } from '../../../test/fixtures';
import { catchCsvDownloads } from '../../../test/csv-downloads';
import { createTestQueryClient } from '../../../test/render';
import { aBankClient, aBankRequest, bankAgent, equityViewer } from '../testing/fixtures';
import { BankServicesDesk } from './bank-services-desk';
import { expectLinks } from '../../../test/links';
import { expectTexts } from '../../../test/texts';

const [{ fakeRead, fakePageRead }, { bankRequestKeys }] = await vi.hoisted(() =>
  Promise.all([import('../../../test/fake-read'), import('../../../data/bank-requests/keys')]),
);
vi.mock('../../../data/bank-requests/list-bank-requests-page', () => ({
  ...fakePageRead('getBankRequestsPage', 'useBankRequestsPage', (filters: unknown) => [
    'bankRequests',
    'list',
    filters,
  ]),
  getAllBankRequests: vi.fn(),
}));
vi.mock('../../../data/bank-clients/list-bank-clients-page', () => ({
  ...fakePageRead('getBankClientsPage', 'useBankClientsPage', (filters: unknown) => [
    'bankClients',
    'list',
    filters,
  ]),
  getAllBankClients: vi.fn(),
}));
vi.mock('../../../data/bank-requests/get-status-counts', () =>
  fakeRead('getBankRequestStatusCounts', 'useBankRequestStatusCounts', () => [
    'bankRequests',
    'counts',
  ]),
);
vi.mock('../../../data/bank-clients/count-bank-clients', () =>
  fakeRead('getBankClientStatusCounts', 'useBankClientStatusCounts', () => [
    'bankClients',
    'counts',
  ]),
);
vi.mock('../../../data/bank-requests/get-bank-request', () =>
  fakeRead('getBankRequest', 'useBankRequest', bankRequestKeys.detail),
);
vi.mock('../../../data/bank-requests/list-bank-request-history', () =>
  fakeRead('getBankRequestHistory', 'useBankRequestHistory', bankRequestKeys.history),
);
vi.mock('../../../data/bank-requests/list-bank-request-notes', () =>
  fakeRead('getBankRequestNotes', 'useBankRequestNotes', bankRequestKeys.notes),
);
// The callables answer through fakes; the api modules and their hooks run for real.
const calls = vi.hoisted(() => ({
  changeBankRequestStatus: vi.fn(),
  assignBankRequest: vi.fn(),
  addBankRequestNote: vi.fn(),
  convertBankRequest: vi.fn(),
  createBankClient: vi.fn(),
}));
vi.mock('firebase/functions', async () =>
  (await import('../../../test/fake-callables')).fakeCallables(calls),
);
vi.mock('../../../lib/functions', () => ({ functions: {} }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const NEW = aBankRequest({ id: 'q-new', reference: 'BNK-AAAAAA', name: 'Amani Otieno' });
const CONTACTED = aBankRequest({
  id: 'q-contacted',
  reference: 'BNK-BBBBBB',
  name: 'Zawadi Achieng',
  status: 'contacted',
  product: 'current_account',
  assignedTo: 'agent-1',
  assignedToName: 'Baraka Mwangi',
});
const CLIENT = aBankClient({ id: 'c1', name: 'Neema Wairimu', status: 'kyc_pending' });

const REQUEST_COUNTS = { new: 4, contacted: 2, converted: 1, closed: 0 };
const CLIENT_COUNTS = { prospect: 1, kyc_pending: 3, active: 5, declined: 0, closed: 0 };

/** Waits for the callable to be called for the contacted request with these fields. */
const expectCalledFor = (call: Mock, fields: Record<string, unknown>) =>
  waitFor(() => expect(call).toHaveBeenCalledWith({ requestId: 'q-contacted', ...fields }));

function CurrentAddress() {
  const location = useLocation();
  return <output data-testid="address">{location.pathname + location.search}</output>;
}

function ClientPage() {
  return <p>Client page {useParams().clientId}</p>;
}

function renderDesk(path: string, user: CurrentStaff = bankAgent()) {
  const queryClient = createTestQueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/bank-services"
            element={<BankServicesDesk currentUser={user} staffOptions={STAFF_CHOICES} />}
          />
          <Route path="/bank-services/clients/:clientId" element={<ClientPage />} />
        </Routes>
        <CurrentAddress />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const address = () => screen.getByTestId('address').textContent ?? '';

beforeEach(async () => {
  await setLanguage('en');
  vi.mocked(getBankRequestsPage)
    .mockReset()
    .mockResolvedValue({ rows: [NEW, CONTACTED], last: null, full: false });
  vi.mocked(getBankClientsPage)
    .mockReset()
    .mockResolvedValue({ rows: [CLIENT], last: null, full: false });
  vi.mocked(getBankRequestStatusCounts).mockReset().mockResolvedValue(REQUEST_COUNTS);
  vi.mocked(getBankClientStatusCounts).mockReset().mockResolvedValue(CLIENT_COUNTS);
  vi.mocked(getBankRequest).mockReset().mockResolvedValue(CONTACTED);
  vi.mocked(getBankRequestHistory).mockReset().mockResolvedValue([]);
  vi.mocked(getBankRequestNotes).mockReset().mockResolvedValue([]);
  vi.mocked(getAllBankRequests).mockReset();
  vi.mocked(getAllBankClients).mockReset();
  for (const fake of Object.values(calls)) fake.mockReset();
  vi.mocked(toast.success).mockReset();
  vi.mocked(toast.error).mockReset();
});

afterEach(() => vi.unstubAllGlobals());

describe('the tabs', () => {
  it('opens on the requests tab, with its counts and rows', async () => {
    renderDesk('/bank-services');
    expect(screen.getByRole('tab', { name: 'Requests' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table', { name: 'Bank requests' });
    const row = within(table).getByRole('row', { name: /BNK-BBBBBB/ });
    expectTexts(row, [
      'Zawadi Achieng',
      'Current account',
      'Evening (17:00-20:00)',
      'Contacted',
      'Baraka Mwangi',
    ]);
    expect(await screen.findByTestId('status-count-new')).toHaveTextContent('4');
  });

  it('reads the tab and the filters from the address (a dashboard link)', async () => {
    renderDesk('/bank-services?tab=clients&agent=agent-2&status=kyc_pending');
    expect(screen.getByRole('tab', { name: 'Clients' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Bank clients' });
    expect(within(table).getByRole('link', { name: 'Neema Wairimu' })).toHaveAttribute(
      'href',
      '/bank-services/clients/c1',
    );
    expect(within(table).getByRole('row', { name: /Neema/ })).toHaveTextContent('•••••4567');
    expect(vi.mocked(getBankClientsPage).mock.calls.at(-1)![0]).toEqual({
      status: 'kyc_pending',
      agent: 'agent-2',
      search: '',
    });
    expect(screen.getByLabelText('Agent')).toHaveValue('agent-2');
  });

  it('switches tabs with the arrow keys and keeps the tab in the address, without filters', async () => {
    const user = userEvent.setup();
    renderDesk('/bank-services?status=new');
    await user.click(screen.getByRole('tab', { name: 'Requests' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Clients' })).toHaveFocus();
    expect(address()).toBe('/bank-services?tab=clients');
    expect(await screen.findByRole('table', { name: 'Bank clients' })).toBeInTheDocument();
  });
});

describe('the requests tab', () => {
  it('filters by status and by nobody assigned, in the address', async () => {
    const user = userEvent.setup();
    renderDesk('/bank-services');
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Status'), 'contacted');
    await user.selectOptions(screen.getByLabelText('Assigned to'), 'unassigned');
    await waitFor(() =>
      expect(vi.mocked(getBankRequestsPage).mock.calls.at(-1)![0]).toEqual({
        status: 'contacted',
        assignee: 'unassigned',
      }),
    );
    expect(address()).toContain('status=contacted');
    expect(address()).toContain('assignee=unassigned');
  });

  it('exports the filtered requests as UTF-8 CSV with a byte order mark', async () => {
    const user = userEvent.setup();
    const downloads = catchCsvDownloads();
    vi.mocked(getAllBankRequests).mockResolvedValue([CONTACTED]);
    renderDesk('/bank-services?status=contacted');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.blobs).toHaveLength(1));
    expect(vi.mocked(getAllBankRequests).mock.calls[0]![0]).toEqual({
      status: 'contacted',
      assignee: '',
    });
    expect(await downloads.hasBom()).toBe(true);
    const lines = (await downloads.text()).split('\r\n');
    expect(lines[0]).toBe(
      'Reference,Received,Status,Name,Phone,Email,Country of residence,Product,Preferred contact time,Assigned to,Client id',
    );
    expect(lines[1]).toMatch(
      /^BNK-BBBBBB,2026-11-20 \d\d:30,Contacted,Zawadi Achieng,\+44 7700 900123,wanjiru@example.com,United Kingdom,Current account,Evening \(17:00-20:00\),Baraka Mwangi,$/,
    );
    expect(toast.success).toHaveBeenCalledWith('Exported 1 row.');
  });
});

describe('the request panel', () => {
  it('opens from the list with the contact links, the KYC checklist and the moves', async () => {
    const user = userEvent.setup();
    renderDesk('/bank-services');
    await user.click(await screen.findByRole('link', { name: 'BNK-BBBBBB' }));
    expect(address()).toContain('request=q-contacted');
    const panel = await screen.findByRole('region', { name: 'Request BNK-BBBBBB' });
    expectLinks(
      {
        '+44 7700 900123': 'tel:+44 7700 900123',
        'wanjiru@example.com': 'mailto:wanjiru@example.com',
      },
      panel,
    );
    const product = within(panel).getByRole('region', { name: 'Product and documents' });
    expect(within(product).getAllByRole('listitem').length).toBeGreaterThan(1);
    // Both moves in one row of buttons: a status changed is said under it, not between them.
    const moves = within(panel).getByRole('group', { name: 'Change status' });
    expect(within(moves).getByRole('button', { name: 'Close request' })).toBeInTheDocument();
    expect(within(moves).getByRole('button', { name: 'Convert to client' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Mark contacted' })).toBeNull();
  });

  it('asks for the reason before closing, then sends it with the status shown', async () => {
    const user = userEvent.setup();
    calls.changeBankRequestStatus.mockResolvedValue({ id: 'q-contacted', status: 'closed' });
    renderDesk('/bank-services?request=q-contacted');
    const panel = await screen.findByRole('region', { name: 'Request BNK-BBBBBB' });
    await user.click(within(panel).getByRole('button', { name: 'Close request' }));
    expect(await within(panel).findByText('Give the reason.')).toBeInTheDocument();
    expect(calls.changeBankRequestStatus).not.toHaveBeenCalled();
    await user.type(within(panel).getByLabelText(/Note or reason/), 'Chose another bank');
    await user.click(within(panel).getByRole('button', { name: 'Close request' }));
    await expectCalledFor(calls.changeBankRequestStatus, {
      to: 'closed',
      expectedStatus: 'contacted',
      note: 'Chose another bank',
    });
    expect(toast.success).toHaveBeenCalledWith('Status changed to Closed.', SHOWN_NOT_SPOKEN);
  });

  it('converts a contacted request and opens the new client', async () => {
    const user = userEvent.setup();
    calls.convertBankRequest.mockResolvedValue({ requestId: 'q-contacted', clientId: 'c9' });
    renderDesk('/bank-services?request=q-contacted');
    const panel = await screen.findByRole('region', { name: 'Request BNK-BBBBBB' });
    await user.click(within(panel).getByRole('button', { name: 'Convert to client' }));
    expect(await screen.findByText('Client page c9')).toBeInTheDocument();
    expect(calls.convertBankRequest).toHaveBeenCalledWith({
      requestId: 'q-contacted',
      expectedStatus: 'contacted',
    });
  });

  it('shows why a conversion was refused next to the button', async () => {
    const user = userEvent.setup();
    calls.convertBankRequest.mockRejectedValue(
      Object.assign(new Error('This request has already been converted to a client.'), {
        code: 'functions/failed-precondition',
      }),
    );
    renderDesk('/bank-services?request=q-contacted');
    const panel = await screen.findByRole('region', { name: 'Request BNK-BBBBBB' });
    await user.click(within(panel).getByRole('button', { name: 'Convert to client' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'This request has already been converted to a client.',
    );
    expect(address()).toContain('/bank-services?');
  });

  it('assigns the request and adds a note through their callables', async () => {
    const user = userEvent.setup();
    calls.assignBankRequest.mockResolvedValue({ id: 'q-contacted', status: 'contacted' });
    calls.addBankRequestNote.mockResolvedValue({ noteId: 'n1' });
    renderDesk('/bank-services?request=q-contacted');
    const panel = await screen.findByRole('region', { name: 'Request BNK-BBBBBB' });
    const assignment = within(panel).getByRole('region', { name: 'Assignment' });
    await user.selectOptions(within(assignment).getByRole('combobox'), 'agent-2');
    await user.click(within(assignment).getByRole('button', { name: 'Save assignment' }));
    await expectCalledFor(calls.assignBankRequest, { assigneeId: 'agent-2' });
    const notes = within(panel).getByRole('region', { name: 'Internal notes' });
    await user.type(within(notes).getByRole('textbox'), 'Called, will bring her passport.');
    await user.click(within(notes).getByRole('button', { name: 'Add note' }));
    await expectCalledFor(calls.addBankRequestNote, { body: 'Called, will bring her passport.' });
  });

  it('shows everything to Equity Bank but no action', async () => {
    renderDesk('/bank-services?request=q-contacted', equityViewer());
    const panel = await screen.findByRole('region', { name: 'Request BNK-BBBBBB' });
    expect(within(panel).getByText('Zawadi Achieng')).toBeInTheDocument();
    expect(within(panel).getByText('Baraka Mwangi')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Convert to client' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Close request' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Save assignment' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Add note' })).toBeNull();
    expect(screen.getByText('You can view the bank desk but not change it.')).toBeInTheDocument();
  });
});

describe('the clients tab', () => {
  it('searches after typing pauses, and not under 2 characters', async () => {
    const user = userEvent.setup();
    renderDesk('/bank-services?tab=clients');
    await screen.findByRole('table', { name: 'Bank clients' });
    const search = screen.getByRole('searchbox', { name: 'Search clients' });
    await user.type(search, 'n');
    expect(await screen.findByText('Type at least 2 letters or digits.')).toBeInTheDocument();
    await user.type(search, 'eema');
    await waitFor(() => expect(address()).toContain('q=neema'));
    // The read follows the address's render: on a loaded machine it can come a moment later.
    await waitFor(() =>
      expect(vi.mocked(getBankClientsPage).mock.calls.at(-1)![0]).toEqual({
        status: '',
        agent: '',
        search: 'neema',
      }),
    );
  });

  it('offers no "New client" to Equity Bank', async () => {
    renderDesk('/bank-services?tab=clients', equityViewer());
    await screen.findByRole('table', { name: 'Bank clients' });
    expect(screen.queryByRole('button', { name: 'New client' })).toBeNull();
  });

  it('exports masked ID numbers only', async () => {
    const user = userEvent.setup();
    const downloads = catchCsvDownloads();
    vi.mocked(getAllBankClients).mockResolvedValue([CLIENT]);
    renderDesk('/bank-services?tab=clients');
    await screen.findByRole('table', { name: 'Bank clients' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.blobs).toHaveLength(1));
    const [header, row] = (await downloads.text()).split('\r\n');
    expect(header).toContain('ID number (masked)');
    expect(row).toContain('Neema Wairimu,+447700900123,');
    expect(row).toContain('Passport,•••••4567,,KYC pending,Baraka Mwangi');
  });
});

describe('the new client dialog', () => {
  it('shows the domain messages next to the fields, about the client, and sends nothing', async () => {
    const user = userEvent.setup();
    renderDesk('/bank-services?tab=clients');
    await user.click(await screen.findByRole('button', { name: 'New client' }));
    const dialog = await screen.findByRole('dialog', { name: 'New bank client' });
    await user.type(within(dialog).getByLabelText(/Email/), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Create client' }));
    expect(await within(dialog).findByText("Enter the client's full name")).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Full name/)).toHaveAccessibleDescription(
      "Enter the client's full name",
    );
    expect(within(dialog).getByLabelText(/Country of residence/)).toHaveAccessibleDescription(
      "Enter the client's country of residence",
    );
    expect(within(dialog).queryByText('Enter your full name')).toBeNull();
    expect(within(dialog).getByLabelText(/Email/)).toHaveAccessibleDescription(
      'Enter an email address like name@example.com',
    );
    expect(within(dialog).getByText('Choose at least one product')).toBeInTheDocument();
    expect(calls.createBankClient).not.toHaveBeenCalled();
  });

  it('creates the client and opens their page', async () => {
    const user = userEvent.setup();
    calls.createBankClient.mockResolvedValue({ clientId: 'c-new' });
    renderDesk('/bank-services?tab=clients');
    await user.click(await screen.findByRole('button', { name: 'New client' }));
    const dialog = await screen.findByRole('dialog', { name: 'New bank client' });
    await user.type(within(dialog).getByLabelText(/Full name/), 'Neema Wairimu');
    await user.type(within(dialog).getByLabelText(/^Phone/), '+254 712 345678');
    await user.type(within(dialog).getByLabelText(/Country of residence/), 'Canada');
    await user.selectOptions(within(dialog).getByLabelText('ID type'), 'passport');
    await user.type(within(dialog).getByLabelText(/ID number/), 'AB123456');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Current account' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create client' }));
    expect(await screen.findByText('Client page c-new')).toBeInTheDocument();
    expect(calls.createBankClient).toHaveBeenCalledWith({
      details: {
        name: 'Neema Wairimu',
        phone: '+254 712 345678',
        email: null,
        countryOfResidence: 'Canada',
        address: '',
        idType: 'passport',
        idNumber: 'AB123456',
        products: ['current_account'],
      },
    });
    expect(sessionStorage.getItem('centre:staff-draft:bank:new-client')).toBeNull();
  });

  it('gives back what was typed after the dialog is closed by mistake; Cancel forgets it', async () => {
    const user = userEvent.setup();
    renderDesk('/bank-services?tab=clients');
    await user.click(await screen.findByRole('button', { name: 'New client' }));
    let dialog = await screen.findByRole('dialog', { name: 'New bank client' });
    await user.type(within(dialog).getByLabelText(/Full name/), 'Neema Wairimu');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Current account' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'New client' }));
    dialog = await screen.findByRole('dialog', { name: 'New bank client' });
    expect(within(dialog).getByLabelText(/Full name/)).toHaveValue('Neema Wairimu');
    expect(within(dialog).getByRole('checkbox', { name: 'Current account' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'New client' }));
    dialog = await screen.findByRole('dialog', { name: 'New bank client' });
    expect(within(dialog).getByLabelText(/Full name/)).toHaveValue('');
    expect(calls.createBankClient).not.toHaveBeenCalled();
  });
});

describe('Kiswahili', () => {
  it('shows the tabs and the table in Kiswahili', async () => {
    await setLanguage('sw');
    renderDesk('/bank-services');
    expect(screen.getByRole('tab', { name: 'Maombi' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Maombi ya benki' })).toBeInTheDocument();
  });

  it("shows a form's country in the reader's language, and a typed one as stored", async () => {
    await setLanguage('sw');
    vi.mocked(getBankRequestsPage).mockResolvedValue({
      rows: [
        { ...NEW, countryOfResidence: 'Canada' },
        { ...CONTACTED, countryOfResidence: 'Norway' },
      ],
      last: null,
      full: false,
    });
    renderDesk('/bank-services');
    const table = await screen.findByRole('table', { name: 'Maombi ya benki' });
    expect(await within(table).findByRole('cell', { name: 'Kanada' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Norway' })).toBeInTheDocument();
    expect(within(table).queryByRole('cell', { name: 'Canada' })).toBeNull();
  });

  it("words the new client form's messages about the client, not to them", async () => {
    await setLanguage('sw');
    const user = userEvent.setup();
    renderDesk('/bank-services?tab=clients');
    await user.click(await screen.findByRole('button', { name: 'Mteja mpya' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mteja mpya wa benki' });
    await user.click(within(dialog).getByRole('button', { name: 'Unda mteja' }));
    expect(await within(dialog).findByText('Andika jina kamili la mteja')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Nchi anayoishi/)).toHaveAccessibleDescription(
      'Andika nchi anayoishi mteja',
    );
    expect(within(dialog).queryByText('Andika jina lako kamili')).toBeNull();
    expect(within(dialog).queryByText('Andika nchi unayoishi')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Funga' })).toBeInTheDocument();
    expect(calls.createBankClient).not.toHaveBeenCalled();
  });
});
