import 'fake-indexeddb/auto';
import { LICENCE_RENEWAL_FIELDS } from '@centre/domain/licence-renewals';
import type { Service } from '@centre/domain/services';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { deleteApplicationFormDb } from '../lib/application-form-db';
import {
  createApplicationFormEnvironment,
  type ApplicationFormBackend,
} from '../lib/application-form-environment';
import { loadDraft } from '../lib/form-drafts';
import {
  listPendingApplications,
  listPendingDocuments,
  putPendingApplication,
} from '../lib/pending-applications';
import { UPLOAD_STALL_MS } from '../../../lib/upload/upload-stall';
import type { StartUpload, UploadTaskListener } from '../../../lib/upload/upload-machine';
import { serviceKeys } from '../../../data/services/keys';
import { ApplicationFormPage } from './application-form-page';
import { NOTARY_SERVICE as SERVICE } from '../testing/service';
import i18next from 'i18next';

// The English words of the form (the tests run in English).
const en = () => i18next.getFixedT('en', 'application-form');
const SAVED_MESSAGES = {
  get body() {
    return en()('saved.body');
  },
  get bodyWithDocuments() {
    return en()('saved.bodyWithDocuments');
  },
  get notSentYet() {
    return en()('saved.notSentYet');
  },
};
const UPLOAD_MESSAGES = { stalled: (name: string) => en()('upload.stalled', { name }) };

/** The licence-renewal service: its requests go to licenceRenewals (submissions.ts). */
const RENEWAL_SERVICE: Service = {
  ...SERVICE,
  id: 'licence-renewal',
  name: 'Driving Licence Renewal',
  slug: 'licence-renewal',
  applicationFields: [...LICENCE_RENEWAL_FIELDS],
};

const offline = () => Object.assign(new Error('offline'), { code: 'unavailable' });

function fakeUploads() {
  const listeners: UploadTaskListener[] = [];
  const commands: string[] = [];
  const inputs: Parameters<StartUpload>[0][] = [];
  const startUpload: StartUpload = (input, listener) => {
    inputs.push(input);
    listeners.push(listener);
    return {
      pause: () => commands.push('pause'),
      resume: () => commands.push('resume'),
      cancel: () => commands.push('cancel'),
      dispose: () => undefined,
    };
  };
  return { startUpload, listeners, commands, inputs };
}

/** The grant requestUploadGrant gives: an hour from now. */
const grantOf = async (applicationId: string) => ({
  applicationId,
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
});

function setup({
  service = SERVICE as Service | null,
  createApplication = vi.fn<ApplicationFormBackend['createApplication']>(async () => undefined),
  requestUploadGrant = vi.fn<ApplicationFormBackend['requestUploadGrant']>(grantOf),
  getReceipt = vi.fn<ApplicationFormBackend['getReceipt']>(async () => ({
    reference: 'APP-7K3Q9D',
    status: 'submitted',
    submittedAt: null,
  })),
  embedded = false,
  receiptSlowPollMs = 10,
  catalogue = undefined as Service[] | undefined,
} = {}) {
  const uploads = fakeUploads();
  const backend: ApplicationFormBackend = {
    loadService: vi.fn(async () => service),
    createApplication,
    getReceipt,
    requestUploadGrant,
    startUpload: uploads.startUpload,
  };
  const environment = createApplicationFormEnvironment(backend, {
    timeoutMs: 200,
    receiptPollMs: 10,
    receiptPollAttempts: 3,
    receiptSlowPollMs,
    receiptSlowPollAttempts: 5,
    syncRetryMs: 60_000,
  });
  const view = () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // The catalogue list as the services page or a pre-render leaves it in the cache.
    if (catalogue) queryClient.setQueryData(serviceKeys.list({ active: true }), catalogue);
    return render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <ApplicationFormPage
            serviceId={service?.id ?? SERVICE.id}
            environment={environment}
            embedded={embedded}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
  };
  return {
    backend,
    environment,
    uploads,
    view,
    createApplication,
    requestUploadGrant,
    getReceipt,
  };
}

/** The upload starts once its grant is there (a promise later than the file input's change). */
async function startedUpload(uploads: ReturnType<typeof fakeUploads>, count = 1) {
  await waitFor(() => expect(uploads.listeners).toHaveLength(count));
  return uploads.listeners[count - 1]!;
}

/** Fills in the applicant's fields, once the form is there. */
async function fillInApplicant(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/First name/), 'Amina');
  await user.type(screen.getByLabelText(/Last name/), 'Otieno');
  fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value: '1990-04-12' } });
  await user.type(screen.getByLabelText(/Email address/), 'amina@example.com');
  await user.type(screen.getByLabelText(/Phone number/), '+1 555 0100');
}

/** The same, on a Kiswahili page. */
async function fillInApplicantInKiswahili(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText(/Jina la kwanza/), 'Amina');
  await user.type(screen.getByLabelText(/Jina la ukoo/), 'Otieno');
  fireEvent.change(screen.getByLabelText(/Tarehe ya kuzaliwa/), {
    target: { value: '1990-04-12' },
  });
  await user.type(screen.getByLabelText(/Barua pepe/), 'amina@example.com');
  await user.type(screen.getByLabelText(/Namba ya simu/), '+1 555 0100');
}

/** Fills in the applicant and the service's fields, once the form is there. */
async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await fillInApplicant(user);
  await user.type(screen.getByLabelText(/Number of documents/), '2');
  await user.type(screen.getByLabelText(/Document type/), 'Degree certificate');
  await user.selectOptions(screen.getByLabelText(/Purpose/), 'Study');
}

/** Fills in the form and sends it. */
async function submitFilledIn(user: ReturnType<typeof userEvent.setup>) {
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'Submit application' }));
}

/** The confirmation, with the application's reference. */
async function expectSubmitted() {
  expect(await screen.findByRole('heading', { name: 'Application submitted' })).toBeInTheDocument();
  expect(await screen.findByTestId('application-reference')).toHaveTextContent('APP-7K3Q9D');
}

afterEach(async () => {
  vi.useRealTimers();
  await deleteApplicationFormDb();
});

describe('ApplicationFormPage', () => {
  it('renders the applicant fields and the service fields by type, required ones marked', async () => {
    setup().view();
    expect(
      await screen.findByRole('heading', { name: 'Apply for Notary and Attestation' }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText(/First name/)).toBeRequired();
    expect(screen.getByLabelText(/Address/)).not.toBeRequired();
    expect(screen.getByLabelText(/Preferred language/)).toHaveDisplayValue('English');
    expect(screen.getByRole('option', { name: 'Kiswahili' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Issue date/)).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText(/Purpose/).tagName).toBe('SELECT');
    expect(screen.getByLabelText(/Scan of the document/)).toHaveAttribute('type', 'file');
    expect(screen.getByRole('button', { name: 'Submit application' })).toBeEnabled();
    expect(
      screen.getByText(
        'We will email a confirmation to this address. We use it only for this request.',
      ),
    ).toBeInTheDocument();
  });

  it('shows its heading in the first render when the catalogue holds the service, then the form', async () => {
    // What the pre-rendered page is: the heading, the summary and the hint in the HTML, the
    // form's place kept while the device's draft is read after hydration.
    const { view } = setup({ catalogue: [{ ...SERVICE, name: 'Notary (from the list)' }] });
    view();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Apply for Notary (from the list)' }),
    ).toBeInTheDocument();
    expect(screen.getByText(SERVICE.summary)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(en()('page.loading'));
    expect(screen.queryByLabelText(/First name/)).toBeNull();
    expect(await screen.findByLabelText(/First name/)).toBeEnabled();
  });

  it('shows only the loading line while it reads a service the catalogue does not hold', async () => {
    const { view, backend } = setup({ catalogue: [] });
    view();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(
      await screen.findByRole('heading', { name: 'Apply for Notary and Attestation' }),
    ).toBeInTheDocument();
    expect(backend.loadService).toHaveBeenCalledWith(SERVICE.id);
  });

  it('shows each error next to its field and a summary with links at the top', async () => {
    const user = userEvent.setup();
    const { createApplication, view } = setup();
    view();
    await user.click(await screen.findByRole('button', { name: 'Submit application' }));

    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    const link = within(summary).getByRole('link', { name: 'Enter your first name' });
    expect(link).toHaveAttribute('href', '#applicant-firstName');
    expect(within(summary).getByRole('link', { name: 'Select purpose' })).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveAccessibleDescription(
      'Enter your first name',
    );
    expect(screen.getByLabelText(/Number of documents/)).toHaveAttribute('aria-invalid', 'true');
    expect(createApplication).not.toHaveBeenCalled();

    await user.click(link);
    expect(screen.getByLabelText(/First name/)).toHaveFocus();
  });

  it('restores the draft when the page is opened again', async () => {
    const user = userEvent.setup();
    const first = setup();
    const { unmount } = first.view();
    await user.type(await screen.findByLabelText(/First name/), 'Amina');
    await user.type(screen.getByLabelText(/Document type/), 'Diploma');
    await waitFor(async () =>
      expect((await loadDraft(SERVICE.id))?.values.applicant.firstName).toBe('Amina'),
    );
    unmount();

    setup().view();
    expect(await screen.findByDisplayValue('Amina')).toBe(screen.getByLabelText(/First name/));
    expect(screen.getByLabelText(/Document type/)).toHaveValue('Diploma');
  });

  it('submits, then shows the confirmation with the reference and clears the draft', async () => {
    const user = userEvent.setup();
    const { createApplication, getReceipt, view } = setup();
    view();
    await submitFilledIn(user);

    await expectSubmitted();
    expect(getReceipt).toHaveBeenCalledWith(
      createApplication.mock.calls[0]![0].clientRequestId,
      'applications',
    );
    expect(createApplication).toHaveBeenCalledWith(
      expect.objectContaining({
        serviceId: SERVICE.id,
        kind: 'service',
        source: 'online',
        status: 'submitted',
        answers: { documentCount: 2, documentType: 'Degree certificate', purpose: 'Study' },
      }),
    );
    expect(screen.getByRole('link', { name: /check the status/ })).toHaveAttribute(
      'href',
      '/services#check-status',
    );
    expect(screen.getByRole('link', { name: /book an appointment/ })).toBeInTheDocument();
    await waitFor(async () => expect(await loadDraft(SERVICE.id)).toBeUndefined());
    expect(await listPendingApplications()).toEqual([]);
  });

  it('says a late reference is late, keeps asking more slowly, and shows it when it comes', async () => {
    const user = userEvent.setup();
    // No reference for the first four answers (three quick ones, one slow), then there is one.
    let asked = 0;
    const getReceipt = vi.fn<ApplicationFormBackend['getReceipt']>(async () => {
      asked += 1;
      return { reference: asked < 5 ? null : 'APP-7K3Q9D', status: 'submitted', submittedAt: null };
    });
    // The slower asking: long enough apart for the "late" message to be seen.
    setup({ getReceipt, receiptSlowPollMs: 300 }).view();
    await submitFilledIn(user);

    expect(await screen.findByText(/Your reference is taking longer than usual/)).toBeVisible();
    expect(await screen.findByTestId('application-reference')).toHaveTextContent('APP-7K3Q9D');
    expect(screen.queryByText(/taking longer than usual/)).not.toBeInTheDocument();
    expect(getReceipt).toHaveBeenCalledTimes(5);
  });

  it('keeps a failed submission on the device, keeps the values, and sends it later', async () => {
    const user = userEvent.setup();
    const createApplication = vi
      .fn<ApplicationFormBackend['createApplication']>()
      .mockRejectedValueOnce(offline());
    const { environment, view } = setup({ createApplication });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    view();
    await submitFilledIn(user);

    expect(
      await screen.findByRole('heading', { name: 'Saved on this device, not sent yet' }),
    ).toBeInTheDocument();
    expect(screen.getByText(SAVED_MESSAGES.body)).toBeVisible();
    expect(screen.getByText('Amina Otieno')).toBeInTheDocument();
    expect(await screen.findByText(/1 application is saved on this device/)).toBeInTheDocument();
    const [pending] = await listPendingApplications();
    expect(pending?.payload).toMatchObject({
      source: 'offline_sync',
      applicant: expect.objectContaining({ firstName: 'Amina' }),
    });
    expect((await loadDraft(SERVICE.id))?.values.answers.documentType).toBe('Degree certificate');

    // The connection is back: the sync delivers it and the panel becomes the confirmation.
    createApplication.mockResolvedValue(undefined);
    await act(() => environment.pending.sync());
    await expectSubmitted();
    expect(createApplication).toHaveBeenLastCalledWith(
      expect.objectContaining({
        clientRequestId: pending?.clientRequestId,
        source: 'offline_sync',
      }),
    );
    expect(await listPendingApplications()).toEqual([]);
    expect(await loadDraft(SERVICE.id)).toBeUndefined();
  });

  it('kept on the device at once (offline), says so and never that it was submitted, until it is sent', async () => {
    const user = userEvent.setup();
    const { environment, view, getReceipt } = setup();
    // The breaker is open (the connection is gone): the application is kept at once, unsent.
    vi.spyOn(environment.pending, 'submit').mockImplementation(async (payload) => {
      await putPendingApplication(payload);
      return 'saved';
    });
    view();
    await fillIn(user);
    const headings: string[] = [];
    const observer = new MutationObserver(() => {
      for (const heading of screen.queryAllByRole('heading', { level: 1 })) {
        headings.push(heading.textContent ?? '');
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    await user.click(screen.getByRole('button', { name: 'Submit application' }));

    const saved = await screen.findByRole('heading', {
      level: 1,
      name: 'Saved on this device, not sent yet',
    });
    await waitFor(() => expect(saved).toHaveFocus());
    expect(screen.getByText(SAVED_MESSAGES.notSentYet)).toBeVisible();
    // Settled: it stays the saved panel, with no reference asked for.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    observer.disconnect();
    expect(headings).not.toContain('Application submitted');
    expect(screen.queryByText(/reference will appear/i)).not.toBeInTheDocument();
    expect(getReceipt).not.toHaveBeenCalled();

    // The connection is back: the sync sends it and the page becomes the confirmation.
    await act(() => environment.pending.sync());
    await expectSubmitted();
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Application submitted' })).toHaveFocus(),
    );
    expect(screen.queryByText(SAVED_MESSAGES.notSentYet)).not.toBeInTheDocument();
  });

  it('reopens on the saved panel, not on a form that would send the application twice', async () => {
    const user = userEvent.setup();
    const createApplication = vi
      .fn<ApplicationFormBackend['createApplication']>()
      .mockRejectedValue(offline());
    const first = setup({ createApplication });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { unmount } = first.view();
    await submitFilledIn(user);
    await screen.findByRole('heading', { name: 'Saved on this device, not sent yet' });
    unmount();

    setup({ createApplication }).view();
    expect(
      await screen.findByRole('heading', { name: 'Saved on this device, not sent yet' }),
    ).toBeInTheDocument();
  });

  it('refuses a file of the wrong type before uploading, next to the field', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { uploads, view } = setup();
    view();
    const input = await screen.findByLabelText(/Scan of the document/);
    await user.upload(input, new File(['gif'], 'scan.gif', { type: 'image/gif' }));
    expect(input).toHaveAccessibleDescription(/The file must be a PDF, JPG or PNG/);
    expect(uploads.listeners).toHaveLength(0);
  });

  it('uploads a document with progress, pause and resume, and adds it to the application', async () => {
    const user = userEvent.setup();
    const { uploads, view, createApplication } = setup();
    view();
    const input = await screen.findByLabelText(/Scan of the document/);
    await user.upload(input, new File(['%PDF-1.7 scan'], 'scan.pdf', { type: 'application/pdf' }));

    const listener = await startedUpload(uploads);
    act(() => listener.progress(5, 10));
    expect(screen.getByRole('progressbar')).toHaveValue(50);
    expect(screen.getByText(/Uploading scan.pdf: 50%/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resume' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit application' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    act(() => listener.paused());
    expect(screen.getByText(/Paused scan.pdf/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel upload' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(uploads.commands).toEqual(['pause', 'resume']);

    act(() => listener.done());
    expect(await screen.findByText('scan.pdf uploaded.')).toBeInTheDocument();

    await submitFilledIn(user);
    await screen.findByRole('heading', { name: 'Application submitted' });
    const payload = createApplication.mock.calls[0]![0];
    expect(payload.documents).toEqual([
      expect.objectContaining({
        name: 'scan.pdf',
        contentType: 'application/pdf',
        field: 'scan',
        path: expect.stringMatching(
          new RegExp(`^applications/${payload.clientRequestId}/scan-[a-z0-9]+-scan\\.pdf$`),
        ),
      }),
    ]);
  });

  it('shows a plain message for a storage error', async () => {
    const user = userEvent.setup();
    const { uploads, view } = setup();
    view();
    const input = await screen.findByLabelText(/Scan of the document/);
    await user.upload(input, new File(['png'], 'scan.png', { type: 'image/png' }));
    const listener = await startedUpload(uploads);
    act(() => listener.failed('storage/retry-limit-exceeded'));
    expect(await screen.findByText(/Check your connection and try again/)).toBeInTheDocument();
  });

  it('says when an upload stalls, lets the visitor submit, and sends the document first later', async () => {
    // Only the timers: IndexedDB (fake-indexeddb) runs on setImmediate.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const required: Service = {
      ...SERVICE,
      applicationFields: SERVICE.applicationFields.map((field) =>
        field.type === 'file' ? { ...field, required: true } : field,
      ),
    };
    const { uploads, view, createApplication, environment } = setup({ service: required });
    view();
    await fillIn(user);
    await user.upload(
      screen.getByLabelText(/Scan of the document/),
      new File(['%PDF-1.7 scan'], 'scan.pdf', { type: 'application/pdf' }),
    );
    await startedUpload(uploads);
    const submit = screen.getByRole('button', { name: 'Submit application' });
    expect(submit).toBeDisabled();
    // The status region is there before the message, so that it is announced.
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    act(() => vi.advanceTimersByTime(UPLOAD_STALL_MS));
    expect(status).toHaveTextContent(UPLOAD_MESSAGES.stalled('scan.pdf'));
    expect(submit).toBeEnabled();
    await user.click(submit);

    expect(
      await screen.findByRole('heading', { name: 'Saved on this device, not sent yet' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(SAVED_MESSAGES.bodyWithDocuments)).toBeVisible();
    expect(screen.getByRole('listitem')).toHaveTextContent('scan.pdf');
    expect(createApplication).not.toHaveBeenCalled();
    const [pending] = await listPendingApplications();
    const [kept] = await listPendingDocuments(pending!.clientRequestId);
    expect(pending?.payload.documents).toEqual([
      expect.objectContaining({ name: 'scan.pdf', path: kept?.path, field: 'scan' }),
    ]);
    expect(kept).toMatchObject({ name: 'scan.pdf', attempts: 1, uploadedAt: null });

    // The connection is back: the sync uploads the document, then writes the application.
    const sync = environment.pending.sync();
    await waitFor(() => expect(uploads.listeners).toHaveLength(2));
    expect(createApplication).not.toHaveBeenCalled();
    act(() => uploads.listeners[1]!.done());
    await act(() => sync);
    expect(
      await screen.findByRole('heading', { name: 'Application submitted' }),
    ).toBeInTheDocument();
    expect(createApplication).toHaveBeenCalledTimes(1);
    expect(createApplication).toHaveBeenCalledWith(
      expect.objectContaining({
        source: 'offline_sync',
        documents: [expect.objectContaining({ path: kept?.path })],
      }),
    );
  });

  it('asks for the upload grant of the application before its first upload, and only once', async () => {
    const user = userEvent.setup();
    const { uploads, view, requestUploadGrant, createApplication } = setup();
    view();
    const input = await screen.findByLabelText(/Scan of the document/);
    await user.upload(input, new File(['%PDF-1.7 one'], 'one.pdf', { type: 'application/pdf' }));
    const first = await startedUpload(uploads);
    act(() => first.done());
    await screen.findByText('one.pdf uploaded.');
    await user.upload(input, new File(['%PDF-1.7 two'], 'two.pdf', { type: 'application/pdf' }));
    const second = await startedUpload(uploads, 2);
    act(() => second.done());
    await screen.findByText('two.pdf uploaded.');
    expect(requestUploadGrant).toHaveBeenCalledTimes(1);

    await submitFilledIn(user);
    await screen.findByRole('heading', { name: 'Application submitted' });
    expect(requestUploadGrant).toHaveBeenCalledWith(
      createApplication.mock.calls[0]![0].clientRequestId,
      'applications',
    );
  });

  it('keeps the file on the device when the grant cannot be asked for (offline), and sends it later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    // The web SDK reports a callable that got no answer at all as functions/internal.
    const requestUploadGrant = vi
      .fn<ApplicationFormBackend['requestUploadGrant']>()
      .mockRejectedValue(Object.assign(new Error('internal'), { code: 'functions/internal' }));
    const { uploads, view, createApplication, environment } = setup({ requestUploadGrant });
    view();
    await fillIn(user);
    await user.upload(
      screen.getByLabelText(/Scan of the document/),
      new File(['%PDF-1.7 scan'], 'scan.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByText(/Uploading scan.pdf: 0%/)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(UPLOAD_STALL_MS));
    expect(screen.getByRole('status')).toHaveTextContent(UPLOAD_MESSAGES.stalled('scan.pdf'));
    // Asked again meanwhile, as Storage's own retries would be made.
    expect(requestUploadGrant.mock.calls.length).toBeGreaterThan(1);
    expect(uploads.listeners).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText(SAVED_MESSAGES.bodyWithDocuments)).toBeVisible();
    expect(createApplication).not.toHaveBeenCalled();

    // Back online: the queue asks for the grant, uploads, then writes the application.
    requestUploadGrant.mockImplementation(grantOf);
    const sync = environment.pending.sync();
    const listener = await startedUpload(uploads);
    act(() => listener.done());
    await act(() => sync);
    expect(createApplication).toHaveBeenCalledTimes(1);
    expect(
      await screen.findByRole('heading', { name: 'Application submitted' }),
    ).toBeInTheDocument();
  });

  it('says so when the grant is refused because the application was already sent', async () => {
    const user = userEvent.setup();
    const requestUploadGrant = vi
      .fn<ApplicationFormBackend['requestUploadGrant']>()
      .mockRejectedValue(
        Object.assign(new Error('sent'), { code: 'functions/failed-precondition' }),
      );
    const { uploads, view } = setup({ requestUploadGrant });
    view();
    const input = await screen.findByLabelText(/Scan of the document/);
    await user.upload(input, new File(['png'], 'scan.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /the application must not have been sent already/,
    );
    expect(uploads.listeners).toHaveLength(0);
    expect(requestUploadGrant).toHaveBeenCalledTimes(1);
  });

  it('says the service is not found when there is none', async () => {
    setup({ service: null }).view();
    expect(await screen.findByRole('heading', { name: 'Service not found' })).toBeInTheDocument();
  });

  it('sends to the centre a service without application fields', async () => {
    setup({ service: { ...SERVICE, applicationFields: [] } }).view();
    expect(await screen.findByRole('heading', { name: 'Apply in person' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit application' })).not.toBeInTheDocument();
  });

  describe('a licence renewal', () => {
    const renewalReceipt = () =>
      vi.fn<ApplicationFormBackend['getReceipt']>(async () => ({
        reference: 'LIC-7K3Q9D',
        status: 'submitted',
        submittedAt: null,
      }));

    /** Fills in the licence's fields and uploads its three documents, each confirmed. */
    async function fillInRenewal(
      user: ReturnType<typeof userEvent.setup>,
      uploads: ReturnType<typeof fakeUploads>,
    ) {
      await fillInApplicant(user);
      await user.type(screen.getByLabelText(/Licence number/), 'DL-123456');
      await user.type(screen.getByLabelText(/Licence class/), 'B');
      await user.selectOptions(screen.getByLabelText(/Issuing country/), 'Kenya');
      fireEvent.change(screen.getByLabelText(/Expiry date/), { target: { value: '2026-01-31' } });
      await user.selectOptions(screen.getByLabelText(/^Delivery/), 'Collect at the centre');
      const files = [
        [/Copy of licence/, new File(['%PDF-1.7 l'], 'licence.pdf', { type: 'application/pdf' })],
        [
          /Passport or national ID/,
          new File(['%PDF-1.7 p'], 'id.pdf', { type: 'application/pdf' }),
        ],
        [/Passport photo/, new File(['jpeg'], 'photo.jpg', { type: 'image/jpeg' })],
      ] as const;
      for (const [index, [label, file]] of files.entries()) {
        await user.upload(screen.getByLabelText(label), file);
        const listener = await startedUpload(uploads, index + 1);
        act(() => listener.done());
        expect(await screen.findByText(`${file.name} uploaded.`)).toBeInTheDocument();
      }
    }

    it('sends its grant, documents, request and receipt to licenceRenewals, and confirms it with its LIC- reference', async () => {
      const user = userEvent.setup();
      const getReceipt = renewalReceipt();
      const { uploads, view, createApplication, requestUploadGrant } = setup({
        service: RENEWAL_SERVICE,
        getReceipt,
        embedded: true,
      });
      view();
      // Embedded in a page with its own <h1>: the form is a section headed by an <h2>.
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Request a renewal' }),
      ).toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
      // The heading shows while the draft is read; the form follows.
      expect(await screen.findByRole('option', { name: 'Send by courier' })).toHaveValue('courier');
      // Worded as a request for a licence, not as an application.
      expect(screen.getByRole('group', { name: 'About your licence' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Submit application' })).not.toBeInTheDocument();
      await fillInRenewal(user, uploads);
      await user.click(screen.getByRole('button', { name: 'Send renewal request' }));

      expect(
        await screen.findByRole('heading', { level: 2, name: 'Licence renewal request sent' }),
      ).toBeInTheDocument();
      expect(await screen.findByTestId('application-reference')).toHaveTextContent('LIC-7K3Q9D');
      const payload = createApplication.mock.calls[0]![0];
      const id = payload.clientRequestId;
      expect(payload).toEqual(
        expect.objectContaining({
          serviceId: 'licence-renewal',
          kind: 'service',
          status: 'submitted',
          source: 'online',
          answers: {
            licenceNumber: 'DL-123456',
            licenceClass: 'B',
            issuingCountry: 'Kenya',
            licenceExpiry: '2026-01-31',
            delivery: 'collect',
          },
        }),
      );
      expect(payload.documents.map((document) => document.field)).toEqual([
        'licenceCopy',
        'identityDocument',
        'photo',
      ]);
      for (const document of payload.documents) {
        expect(document.path.startsWith(`licenceRenewals/${id}/`)).toBe(true);
      }
      expect(uploads.inputs.map((input) => input.path)).toEqual(
        payload.documents.map((document) => document.path),
      );
      expect(requestUploadGrant).toHaveBeenCalledTimes(1);
      expect(requestUploadGrant).toHaveBeenCalledWith(id, 'licenceRenewals');
      expect(getReceipt).toHaveBeenCalledWith(id, 'licenceRenewals');
      expect(screen.getByText(/send your request to the licensing authority/)).toBeVisible();
      expect(
        screen.getByRole('link', { name: /check the status of your request/ }),
      ).toHaveAttribute('href', '/license-renewal#check-status');
      // No second way in: no booking offer, no link back to the service page.
      expect(screen.queryByRole('link', { name: /book an appointment/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /Back to/ })).not.toBeInTheDocument();
    });

    it('keeps a failed renewal on the device; the sync sends it, still a renewal, then its receipt is asked of licenceRenewals', async () => {
      const user = userEvent.setup();
      const getReceipt = renewalReceipt();
      const createApplication = vi
        .fn<ApplicationFormBackend['createApplication']>()
        .mockRejectedValueOnce(offline());
      const { uploads, view, environment } = setup({
        service: RENEWAL_SERVICE,
        createApplication,
        getReceipt,
        embedded: true,
      });
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      view();
      await fillInRenewal(user, uploads);
      await user.click(screen.getByRole('button', { name: 'Send renewal request' }));
      expect(
        await screen.findByRole('heading', {
          level: 2,
          name: 'Saved on this device, not sent yet',
        }),
      ).toBeInTheDocument();
      const [queued] = await listPendingApplications();
      expect(queued?.payload.serviceId).toBe('licence-renewal');

      createApplication.mockResolvedValue(undefined);
      await act(() => environment.pending.sync());
      expect(createApplication).toHaveBeenLastCalledWith(
        expect.objectContaining({ serviceId: 'licence-renewal', source: 'offline_sync' }),
      );
      expect(
        await screen.findByRole('heading', { name: 'Licence renewal request sent' }),
      ).toBeInTheDocument();
      expect(await screen.findByTestId('application-reference')).toHaveTextContent('LIC-7K3Q9D');
      expect(getReceipt).toHaveBeenCalledWith(queued!.clientRequestId, 'licenceRenewals');
    });
  });

  describe('in Kiswahili', () => {
    it('labels the form, explains errors with the service field names and sends language sw', async () => {
      await setLanguage('sw');
      const user = userEvent.setup();
      const { createApplication, view } = setup();
      view();
      expect(
        await screen.findByRole('heading', { name: 'Omba Notary and Attestation' }),
      ).toBeInTheDocument();
      expect(screen.getByText(/ni za lazima/)).toBeInTheDocument();
      // The preferred language starts as the page's language.
      expect(await screen.findByLabelText(/Lugha unayopendelea/)).toHaveDisplayValue('Kiswahili');
      expect(screen.getByText('PDF, JPG au PNG, isiyozidi MB 10.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Tuma maombi' }));

      const summary = await screen.findByRole('alert', { name: 'Kuna tatizo' });
      expect(within(summary).getByRole('link', { name: 'Chagua purpose' })).toHaveAttribute(
        'href',
        '#answer-purpose',
      );
      // The applicant's fields, checked by the domain's schema, speak Kiswahili too.
      for (const [message, field] of [
        ['Andika jina lako la kwanza', 'firstName'],
        ['Andika jina lako la mwisho', 'lastName'],
        ['Weka tarehe yako ya kuzaliwa', 'dateOfBirth'],
        ['Andika barua pepe kama jina@mfano.com', 'email'],
        ['Andika namba ya simu tunayoweza kupiga', 'phone'],
      ]) {
        expect(within(summary).getByRole('link', { name: message })).toHaveAttribute(
          'href',
          `#applicant-${field}`,
        );
        expect(document.getElementById(`applicant-${field}`)).toHaveAccessibleDescription(message);
      }
      expect(screen.getByLabelText(/Number of documents/)).toHaveAccessibleDescription(
        'Jaza number of documents',
      );

      await fillInApplicantInKiswahili(user);
      await user.type(screen.getByLabelText(/Number of documents/), 'mbili');
      await user.type(screen.getByLabelText(/Document type/), 'Degree certificate');
      await user.selectOptions(screen.getByLabelText(/Purpose/), 'Study');
      await user.click(screen.getByRole('button', { name: 'Tuma maombi' }));
      expect(
        await within(await screen.findByRole('alert', { name: 'Kuna tatizo' })).findByRole('link', {
          name: 'Number of documents lazima iwe namba, kwa mfano 3',
        }),
      ).toBeInTheDocument();

      await user.clear(screen.getByLabelText(/Number of documents/));
      await user.type(screen.getByLabelText(/Number of documents/), '2');
      await user.click(screen.getByRole('button', { name: 'Tuma maombi' }));

      expect(
        await screen.findByRole('heading', { name: 'Maombi yamewasilishwa' }),
      ).toBeInTheDocument();
      expect(createApplication).toHaveBeenCalledWith(
        expect.objectContaining({ applicant: expect.objectContaining({ language: 'sw' }) }),
      );
      expect(await screen.findByTestId('application-reference')).toHaveTextContent('APP-7K3Q9D');
      expect(screen.getByText(/ndani ya siku 5 za kazi/)).toHaveTextContent('1-2 weeks');
      expect(screen.getByRole('link', { name: 'kuangalia hali ya maombi yako' })).toHaveAttribute(
        'href',
        '/services#check-status',
      );
      expect(screen.getByRole('link', { name: 'kuweka miadi kituoni' })).toBeInTheDocument();
      // A long flow (three submissions): more than the default 5 s on a busy machine.
    }, 20_000);

    it("shows the catalogue's Kiswahili words for the service and sends the English option", async () => {
      await setLanguage('sw');
      const user = userEvent.setup();
      const { createApplication, view } = setup({
        service: {
          ...SERVICE,
          translations: {
            sw: {
              name: 'Huduma za wakili',
              applicationFields: {
                purpose: { label: 'Madhumuni', options: ['Ajira', 'Masomo'] },
              },
            },
          },
        },
      });
      view();
      expect(
        await screen.findByRole('heading', { name: 'Omba Huduma za wakili' }),
      ).toBeInTheDocument();
      const purpose = await screen.findByLabelText(/Madhumuni/);
      expect(within(purpose).getByRole('option', { name: 'Masomo' })).toHaveValue('Study');
      await fillInApplicantInKiswahili(user);
      await user.type(screen.getByLabelText(/Number of documents/), '2');
      await user.type(screen.getByLabelText(/Document type/), 'Degree certificate');
      await user.selectOptions(purpose, 'Masomo');
      await user.click(screen.getByRole('button', { name: 'Tuma maombi' }));
      expect(
        await screen.findByRole('heading', { name: 'Maombi yamewasilishwa' }),
      ).toBeInTheDocument();
      // Staff read the catalogue's English option.
      expect(createApplication).toHaveBeenCalledWith(
        expect.objectContaining({ answers: expect.objectContaining({ purpose: 'Study' }) }),
      );
    }, 20_000);

    it('follows a language switch until the applicant chooses a language', async () => {
      const user = userEvent.setup();
      setup().view();
      const language = await screen.findByLabelText(/Preferred language/);
      expect(language).toHaveDisplayValue('English');
      await act(() => setLanguage('sw'));
      expect(await screen.findByLabelText(/Lugha unayopendelea/)).toHaveDisplayValue('Kiswahili');
      await user.selectOptions(screen.getByLabelText(/Lugha unayopendelea/), 'en');
      await act(() => setLanguage('en'));
      await act(() => setLanguage('sw'));
      expect(screen.getByLabelText(/Lugha unayopendelea/)).toHaveDisplayValue('English');
    });

    it('says in Kiswahili that the application is saved on this device', async () => {
      const user = userEvent.setup();
      const createApplication = vi
        .fn<ApplicationFormBackend['createApplication']>()
        .mockRejectedValueOnce(offline());
      const { view } = setup({ createApplication });
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      view();
      await fillIn(user);
      await act(() => setLanguage('sw'));
      await user.click(screen.getByRole('button', { name: 'Tuma maombi' }));
      expect(
        await screen.findByRole('heading', {
          name: 'Yamehifadhiwa kwenye kifaa hiki, bado hayajatumwa',
        }),
      ).toBeInTheDocument();
      expect(screen.getByText(/^Maombi yako bado hayajafika kituoni/)).toBeVisible();
      expect(screen.getByText('Huduma').nextElementSibling).toHaveTextContent(
        'Notary and Attestation',
      );
      expect(
        await screen.findByText(/^Ombi 1 limehifadhiwa kwenye kifaa hiki/),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Anza maombi mengine' })).toBeInTheDocument();
    });
  });
});
