import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { KycDocumentRecord } from '@centre/domain/bank';
import type { BankClient } from '../../../data/bank-clients/converter';
import { getBankClient } from '../../../data/bank-clients/get-bank-client';
import { getBankClientNumbers } from '../../../data/bank-clients/get-bank-client-numbers';
import { getBankClientDocuments } from '../../../data/bank-clients/list-bank-client-documents';
import { getBankClientHistory } from '../../../data/bank-clients/list-bank-client-history';
import { getBankClientNotes } from '../../../data/bank-clients/list-bank-client-notes';
import { setLanguage } from '../../../lib/i18n';
import { STAFF_CHOICES, staffUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { aBankClient, aKycDocument } from '../testing/fixtures';
import { BankClientDetail } from './bank-client-detail';

const [{ fakeRead }, { bankClientKeys }, { fakeUploadTask }] = await vi.hoisted(() =>
  Promise.all([
    import('../../../test/fake-read'),
    import('../../../data/bank-clients/keys'),
    import('../../../lib/upload/fake-upload-task'),
  ]),
);
const upload = vi.hoisted(() => ({ task: null as ReturnType<typeof fakeUploadTask> | null }));
vi.mock('../../../data/bank-clients/get-bank-client', () =>
  fakeRead('getBankClient', 'useBankClient', bankClientKeys.detail),
);
vi.mock('../../../data/bank-clients/get-bank-client-numbers', () =>
  fakeRead('getBankClientNumbers', 'useBankClientNumbers', bankClientKeys.numbers),
);
vi.mock('../../../data/bank-clients/list-bank-client-documents', () =>
  fakeRead('getBankClientDocuments', 'useBankClientDocuments', bankClientKeys.documents),
);
vi.mock('../../../data/bank-clients/list-bank-client-history', () =>
  fakeRead('getBankClientHistory', 'useBankClientHistory', bankClientKeys.history),
);
vi.mock('../../../data/bank-clients/list-bank-client-notes', () =>
  fakeRead('getBankClientNotes', 'useBankClientNotes', bankClientKeys.notes),
);
// The upload goes through the real upload machine, to a fake Storage task.
vi.mock('../../../lib/upload/start-document-upload', () => ({
  startDocumentUpload: (...args: Parameters<ReturnType<typeof fakeUploadTask>['start']>) =>
    upload.task!.start(...args),
}));
const calls = vi.hoisted(() => ({
  changeBankClientStatus: vi.fn(),
  reviewBankClientDocument: vi.fn(),
  recordBankClientDocument: vi.fn(),
  assignBankClient: vi.fn(),
  addBankClientNote: vi.fn(),
  updateBankClient: vi.fn(),
}));
vi.mock('firebase/functions', async () =>
  (await import('../../../test/fake-callables')).fakeCallables(calls),
);
vi.mock('../../../lib/functions', () => ({ functions: {} }));
vi.mock('../../../lib/document-blob', () => ({ getDocumentBlob: vi.fn() }));
vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

const BANK = ['view_bank_services', 'manage_bank_services'];
/** The client's agent (agent-1): reads the full numbers and works the desk. */
const AGENT = staffUser({ permissions: BANK });
/** Another agent: works the desk, sees masked numbers. */
const OTHER_AGENT = staffUser({ uid: 'agent-2', displayName: 'Chiku Njeri', permissions: BANK });
/** Equity: reads everything, changes nothing. */
const EQUITY = staffUser({ uid: 'equity-1', displayName: 'Equity Bank', role: 'equity' });

/** money_transfer needs id_front, id_back and photo. */
const ALL_VERIFIED = [
  aKycDocument('id_front', 'verified'),
  aKycDocument('id_back', 'verified'),
  aKycDocument('photo', 'verified'),
];

let client: BankClient;
let documents: KycDocumentRecord[];

function renderDetail(user = AGENT) {
  return renderWithProviders(
    <BankClientDetail clientId="c1" currentUser={user} staffOptions={STAFF_CHOICES} />,
  );
}

const section = (name: string) => screen.getByRole('region', { name });

/** Where the Edit client details dialog keeps what was typed for client c1. */
const EDIT_DRAFT_KEY = 'centre:staff-draft:bank-client:edit:c1';

/** Presses Edit details and returns the dialog it opens. */
async function openEditDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Edit details' }));
  return screen.findByRole('dialog', { name: 'Edit client details' });
}
const kycItem = (kind: string) => screen.getByTestId(`kyc-${kind}`);
/** What a client callable answers once it has made the change. */
const changedTo = (status: string) => ({ id: 'c1', status, changed: true });
/** Waits for the callable to be called for this client (c1) with these fields. */
const expectCalledFor = (call: Mock, fields: Record<string, unknown>) =>
  waitFor(() => expect(call).toHaveBeenCalledWith({ clientId: 'c1', ...fields }));

beforeEach(async () => {
  await setLanguage('en');
  client = aBankClient();
  documents = [];
  vi.mocked(getBankClient)
    .mockReset()
    .mockImplementation(async () => client);
  vi.mocked(getBankClientNumbers)
    .mockReset()
    .mockResolvedValue({ idNumber: 'A1234567', accountNumber: '0123456789876' });
  vi.mocked(getBankClientDocuments)
    .mockReset()
    .mockImplementation(async () => documents);
  vi.mocked(getBankClientHistory).mockReset().mockResolvedValue([]);
  vi.mocked(getBankClientNotes).mockReset().mockResolvedValue([]);
  Object.values(calls).forEach((call) => call.mockReset());
  upload.task = fakeUploadTask();
});

describe('BankClientDetail', () => {
  it('shows the full ID and account numbers to the client agent', async () => {
    renderDetail();
    await screen.findByTestId('id-number');
    await waitFor(() => expect(screen.getByTestId('id-number')).toHaveTextContent('A1234567'));
    await waitFor(() =>
      expect(screen.getByTestId('account-number')).toHaveTextContent('0123456789876'),
    );
    expect(screen.getByTestId('id-number')).not.toHaveTextContent('Masked');
    expect(section('Identity and contact')).toHaveTextContent('BNK-7K3Q9D');
    expect(screen.getByRole('link', { name: '+447700900123' })).toHaveAttribute(
      'href',
      'tel:+447700900123',
    );
  });

  it('shows the masked numbers, marked as masked, to anyone else, without reading the full ones', async () => {
    renderDetail(OTHER_AGENT);
    const idNumber = await screen.findByTestId('id-number');
    expect(idNumber).toHaveTextContent('•••••4567');
    expect(idNumber).toHaveTextContent('Masked');
    expect(idNumber).not.toHaveTextContent('A1234567');
    expect(screen.getByTestId('account-number')).toHaveTextContent('•••••9876');
    expect(getBankClientNumbers).not.toHaveBeenCalled();
  });

  it('shows the masked numbers when the numbers document answers nothing', async () => {
    vi.mocked(getBankClientNumbers).mockResolvedValue(null);
    renderDetail();
    await waitFor(() => expect(getBankClientNumbers).toHaveBeenCalled());
    expect(await screen.findByTestId('id-number')).toHaveTextContent('Masked');
  });

  it('keeps "Activate client" disabled while documents are missing, and says which', async () => {
    documents = [aKycDocument('id_front', 'verified'), aKycDocument('photo', 'uploaded')];
    renderDetail();
    const activate = await screen.findByRole('button', { name: 'Activate client' });
    await waitFor(() =>
      expect(section('Status')).toHaveTextContent(
        'Verify these documents first: Passport or national ID (back), Passport photo.',
      ),
    );
    expect(activate).toBeDisabled();
  });

  it('activates once every document is verified, with the deposit in cents and the status shown', async () => {
    const user = userEvent.setup();
    documents = ALL_VERIFIED;
    calls.changeBankClientStatus.mockResolvedValue(changedTo('active'));
    renderDetail();
    const activate = await screen.findByRole('button', { name: 'Activate client' });
    await waitFor(() => expect(activate).toBeEnabled());
    await user.click(activate);
    const dialog = await screen.findByRole('dialog', { name: 'Activate client' });
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    expect(await within(dialog).findByText(/Enter the opening deposit/)).toBeInTheDocument();
    expect(calls.changeBankClientStatus).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText('Opening deposit *'), '1,250.5');
    await user.type(within(dialog).getByLabelText('Account number (optional)'), 'EQ-0042');
    await user.click(within(dialog).getByRole('button', { name: 'Activate' }));
    await expectCalledFor(calls.changeBankClientStatus, {
      to: 'active',
      expectedStatus: 'kyc_pending',
      openingDepositCents: 125050,
      accountNumber: 'EQ-0042',
    });
  });

  it('asks a reason before declining', async () => {
    const user = userEvent.setup();
    calls.changeBankClientStatus.mockResolvedValue(changedTo('declined'));
    renderDetail();
    const decline = await screen.findByRole('button', { name: 'Decline' });
    await user.click(decline);
    expect(within(section('Status')).getByRole('alert')).toHaveTextContent('Give the reason.');
    expect(calls.changeBankClientStatus).not.toHaveBeenCalled();
    await user.type(
      screen.getByLabelText('Reason (needed to decline or close)'),
      'Could not prove address',
    );
    await user.click(decline);
    await expectCalledFor(calls.changeBankClientStatus, {
      to: 'declined',
      expectedStatus: 'kyc_pending',
      note: 'Could not prove address',
    });
  });

  it('lists each needed document once with its state and verifies an uploaded one', async () => {
    const user = userEvent.setup();
    client = aBankClient({ products: ['money_transfer', 'diaspora_savings'] });
    documents = [aKycDocument('id_front', 'uploaded'), aKycDocument('photo', 'rejected')];
    calls.reviewBankClientDocument.mockResolvedValue(changedTo('verified'));
    renderDetail();
    const front = await screen.findByTestId('kyc-id_front');
    expect(front).toHaveTextContent('Waiting for verification');
    expect(front).toHaveTextContent('Needed for: Sending money home, Diaspora savings account');
    expect(kycItem('tax_pin')).toHaveTextContent('Missing');
    expect(kycItem('tax_pin')).toHaveTextContent('Needed for: Diaspora savings account');
    expect(kycItem('photo')).toHaveTextContent('Rejected by Amina Otieno');
    expect(kycItem('photo')).toHaveTextContent('The photo is blurred.');
    expect(screen.getAllByTestId(/^kyc-/)).toHaveLength(5);

    await user.click(
      within(front).getByRole('button', { name: 'Verify Passport or national ID (front)' }),
    );
    await expectCalledFor(calls.reviewBankClientDocument, {
      kind: 'id_front',
      decision: 'verified',
      reason: '',
    });
  });

  it('rejects a document only with a reason', async () => {
    const user = userEvent.setup();
    documents = [aKycDocument('id_back', 'uploaded')];
    calls.reviewBankClientDocument.mockResolvedValue(changedTo('rejected'));
    renderDetail();
    const back = await screen.findByTestId('kyc-id_back');
    await user.click(
      within(back).getByRole('button', { name: 'Reject Passport or national ID (back)' }),
    );
    const confirm = within(back).getByRole('button', {
      name: 'Reject Passport or national ID (back) with this reason',
    });
    await user.click(confirm);
    expect(within(back).getByRole('alert')).toHaveTextContent('Give the reason.');
    expect(calls.reviewBankClientDocument).not.toHaveBeenCalled();
    await user.type(within(back).getByLabelText('Why is it rejected?'), 'Expired passport');
    await user.click(confirm);
    await expectCalledFor(calls.reviewBankClientDocument, {
      kind: 'id_back',
      decision: 'rejected',
      reason: 'Expired passport',
    });
  });

  it('uploads a document to its KYC path, shows progress, then records it', async () => {
    const user = userEvent.setup();
    calls.recordBankClientDocument.mockResolvedValue(changedTo('uploaded'));
    renderDetail();
    const photo = await screen.findByTestId('kyc-photo');
    const file = new File(['%PDF-1.7'], 'photo.png', { type: 'image/png' });
    await user.upload(within(photo).getByLabelText('Upload Passport photo'), file);
    const task = upload.task!;
    expect(task.started).toHaveLength(1);
    const [started] = task.started;
    expect(started?.path).toMatch(/^bankClients\/c1\/photo\/photo-\d+\.png$/);
    expect(started?.contentType).toBe('image/png');

    task.report().progress(4, 8);
    expect(await within(photo).findByText('Uploading photo.png: 50%')).toBeInTheDocument();
    expect(within(photo).getByRole('button', { name: 'Pause' })).toBeEnabled();
    expect(calls.recordBankClientDocument).not.toHaveBeenCalled();

    task.report().done();
    const fileName = started!.path.split('/').pop();
    await expectCalledFor(calls.recordBankClientDocument, { kind: 'photo', fileName });
    expect(await within(photo).findByText(/Passport photo saved/)).toBeInTheDocument();
  });

  it('refuses a file of the wrong type before uploading it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderDetail();
    const photo = await screen.findByTestId('kyc-photo');
    await user.upload(
      within(photo).getByLabelText('Upload Passport photo'),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(within(photo).getByRole('alert')).toHaveTextContent('Choose a PDF, JPG or PNG file.');
    expect(upload.task!.started).toHaveLength(0);
  });

  it('edits the details with errors next to the fields, then sends them whole', async () => {
    const user = userEvent.setup();
    calls.updateBankClient.mockResolvedValue(changedTo('kyc_pending'));
    renderDetail();
    await waitFor(() => expect(screen.getByTestId('id-number')).toHaveTextContent('A1234567'));
    const dialog = await openEditDetails(user);
    const name = within(dialog).getByLabelText('Full name *');
    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));
    expect(await within(dialog).findByText("Enter the client's full name")).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(calls.updateBankClient).not.toHaveBeenCalled();

    await user.type(name, 'Wanjiru W. Kamau');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Current account' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));
    await expectCalledFor(calls.updateBankClient, {
      details: {
        name: 'Wanjiru W. Kamau',
        phone: '+447700900123',
        email: 'wanjiru@example.com',
        countryOfResidence: 'United Kingdom',
        address: '12 Acacia Road, Leeds',
        idType: 'passport',
        idNumber: 'A1234567',
        products: expect.arrayContaining(['money_transfer', 'current_account']),
      },
    });
    expect(calls.updateBankClient.mock.calls[0]?.[0].details.products).toHaveLength(2);
  }, 20_000);

  it('gives back the typed details after the dialog is closed by mistake or the page left; Cancel forgets them', async () => {
    const user = userEvent.setup();
    const page = renderDetail();
    await waitFor(() => expect(screen.getByTestId('id-number')).toHaveTextContent('A1234567'));
    let dialog = await openEditDetails(user);
    await user.clear(within(dialog).getByLabelText('Full name *'));
    await user.type(within(dialog).getByLabelText('Full name *'), 'Wanjiru W. Kamau');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Current account' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await openEditDetails(user);
    expect(within(dialog).getByLabelText('Full name *')).toHaveValue('Wanjiru W. Kamau');
    expect(within(dialog).getByRole('checkbox', { name: 'Current account' })).toBeChecked();

    // Another page and back (a reload): still there.
    page.unmount();
    renderDetail();
    await waitFor(() => expect(screen.getByTestId('id-number')).toHaveTextContent('A1234567'));
    dialog = await openEditDetails(user);
    expect(within(dialog).getByLabelText('Full name *')).toHaveValue('Wanjiru W. Kamau');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sessionStorage.getItem(EDIT_DRAFT_KEY)).toBeNull();
    dialog = await openEditDetails(user);
    expect(within(dialog).getByLabelText('Full name *')).toHaveValue('Wanjiru Kamau');
    expect(within(dialog).getByRole('checkbox', { name: 'Current account' })).not.toBeChecked();
  }, 20_000);

  it('forgets the typed details once they are saved', async () => {
    const user = userEvent.setup();
    calls.updateBankClient.mockResolvedValue(changedTo('kyc_pending'));
    renderDetail();
    await waitFor(() => expect(screen.getByTestId('id-number')).toHaveTextContent('A1234567'));
    let dialog = await openEditDetails(user);
    await user.type(within(dialog).getByLabelText('Full name *'), ' Jr');
    expect(sessionStorage.getItem(EDIT_DRAFT_KEY)).not.toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.updateBankClient).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(EDIT_DRAFT_KEY)).toBeNull();

    // The record (unchanged by the fake) is what the form starts from again.
    dialog = await openEditDetails(user);
    expect(within(dialog).getByLabelText('Full name *')).toHaveValue('Wanjiru Kamau');
  }, 20_000);

  it('shows equity everything but no action, upload or review control', async () => {
    documents = [aKycDocument('id_front', 'uploaded')];
    renderDetail(EQUITY);
    const front = await screen.findByTestId('kyc-id_front');
    expect(front).toHaveTextContent('Waiting for verification');
    expect(within(front).getByRole('button', { name: /Open id_front-1.pdf/ })).toBeEnabled();
    expect(screen.queryByLabelText(/^Upload /)).toBeNull();
    expect(screen.queryByRole('button', { name: /^Verify / })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Activate client' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit details' })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Change status' })).toBeNull();
    expect(screen.getByTestId('id-number')).toHaveTextContent('Masked');
  });

  it('says in Kiswahili that a closed client cannot change, with no English left', async () => {
    client = aBankClient({ status: 'closed' });
    await setLanguage('sw', { persist: false });
    renderDetail();
    expect(
      await screen.findByText(
        'Rekodi ya mteja huyu wa benki imefungwa: hali yake haiwezi kubadilika tena.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/its status cannot change any more/)).toBeNull();
  });

  it("words the edit form's messages about the client in Kiswahili", async () => {
    const user = userEvent.setup();
    await setLanguage('sw', { persist: false });
    renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Hariri maelezo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hariri maelezo ya mteja' });
    await user.clear(within(dialog).getByLabelText(/Jina kamili/));
    expect(within(dialog).getByRole('button', { name: 'Funga' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Hifadhi maelezo' }));
    expect(await within(dialog).findByText('Andika jina kamili la mteja')).toBeInTheDocument();
    expect(calls.updateBankClient).not.toHaveBeenCalled();
  });
});
