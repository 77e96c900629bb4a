import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getMailPage } from '../../../data/mail/list-mail-page';
import type { MailRecord } from '../../../data/mail/converter';
import { aMail } from '../../../data/mail/testing';
import { callFunction } from '../../../lib/call-function';
import { sessionUser } from '../../../test/auth-session';
import { renderWithProviders } from '../../../test/render';
import { MAIL_SINK_URL, MailOutbox } from './mail-outbox';

vi.mock('../../../data/mail/list-mail-page', async () =>
  (await import('../../../test/fake-read')).fakePageRead(
    'getMailPage',
    'useMailPage',
    (filters: unknown) => ['mail', 'list', filters],
  ),
);
vi.mock('../../../lib/call-function', () => ({ callFunction: vi.fn() }));
const { enqueueSnackbar } = vi.hoisted(() => ({ enqueueSnackbar: vi.fn() }));
vi.mock('notistack', () => ({ useSnackbar: () => ({ enqueueSnackbar }) }));

const ADMIN = sessionUser({ uid: 'admin-1', role: 'admin', permissions: ['manage_users'] });

const SENT = aMail({
  id: 'appt_a1_confirmed',
  to: 'amani@example.com',
  render: { template: 'appointment_booked', language: 'sw', data: {} },
  delivery: { state: 'SUCCESS', attempts: 1, error: null },
});
const FAILED = aMail({
  id: 'app_b2_received',
  to: 'baraka@example',
  render: { template: 'application_received', language: 'en', data: {} },
  delivery: { state: 'ERROR', attempts: 5, error: 'Recipient address rejected' },
});
const WAITING = aMail({
  id: 'digest_u1_2026-11-20',
  to: 'agent@centre.test',
  render: { template: 'staff_digest', language: 'en', data: {} },
  delivery: { state: 'RETRY', attempts: 2, error: 'Connection timeout' },
});

const page = (rows: MailRecord[], full = false) => ({ rows, last: null, full });

function renderOutbox(options: { showSinkNote?: boolean; path?: string } = {}) {
  return renderWithProviders(
    <MailOutbox currentUser={ADMIN} showSinkNote={options.showSinkNote} />,
    { path: options.path ?? '/admin/mail' },
  );
}

beforeEach(() => {
  vi.mocked(getMailPage).mockReset();
  vi.mocked(callFunction).mockReset();
  enqueueSnackbar.mockReset();
});

describe('MailOutbox', () => {
  it('shows each mail: address, message in words, language, state, attempts and last error', async () => {
    vi.mocked(getMailPage).mockResolvedValue(page([SENT, FAILED, WAITING]));
    renderOutbox();
    const table = await screen.findByRole('table', { name: 'Mails, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);

    const sent = within(rows[0]!);
    expect(sent.getByRole('rowheader', { name: 'amani@example.com' })).toBeInTheDocument();
    expect(sent.getByText('Appointment booked')).toBeInTheDocument();
    expect(sent.getByText('Kiswahili')).toBeInTheDocument();
    expect(sent.getByText('Sent')).toBeInTheDocument();
    expect(sent.queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();

    const failed = within(rows[1]!);
    expect(failed.getByText('Application received')).toBeInTheDocument();
    expect(failed.getByText('English')).toBeInTheDocument();
    expect(failed.getByText('Failed')).toBeInTheDocument();
    expect(failed.getByText('5')).toBeInTheDocument();
    expect(failed.getByText('Recipient address rejected')).toBeInTheDocument();
    expect(failed.getByRole('button', { name: 'Send again' })).toBeInTheDocument();

    const waiting = within(rows[2]!);
    expect(waiting.getByText('Staff daily digest')).toBeInTheDocument();
    expect(waiting.getByText('Waiting to try again')).toBeInTheDocument();
    // Only a failed mail is sent again by hand; the sender retries this one by itself.
    expect(waiting.queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();

    expect(getMailPage).toHaveBeenCalledWith({ state: '' }, null);
    expect(screen.queryByTestId('mail-sink-note')).not.toBeInTheDocument();
  });

  it('filters by state from the chips (Failed is ERROR) and starts again at page 1', async () => {
    vi.mocked(getMailPage).mockImplementation(async (filters) =>
      page(filters.state === 'failed' ? [FAILED] : [SENT, FAILED]),
    );
    renderOutbox();
    await screen.findByText('amani@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Failed' }));
    await waitFor(() => expect(screen.queryByText('amani@example.com')).not.toBeInTheDocument());
    expect(getMailPage).toHaveBeenLastCalledWith({ state: 'failed' }, null);
    expect(screen.getByRole('button', { name: 'Failed' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('baraka@example')).toBeInTheDocument();
  });

  it('reads the filter from the address and says when nothing matches it', async () => {
    vi.mocked(getMailPage).mockResolvedValue(page([]));
    renderOutbox({ path: '/admin/mail?state=waiting' });
    expect(await screen.findByText('No mail matches this filter.')).toBeInTheDocument();
    expect(getMailPage).toHaveBeenCalledWith({ state: 'waiting' }, null);
  });

  it('sends a failed mail again through retryMail, says so and reads the outbox again', async () => {
    vi.mocked(getMailPage).mockResolvedValue(page([FAILED]));
    vi.mocked(callFunction).mockResolvedValue({ message: 'The mail will be sent again.' });
    renderOutbox();
    await userEvent.click(await screen.findByRole('button', { name: 'Send again' }));
    await waitFor(() =>
      expect(enqueueSnackbar).toHaveBeenCalledWith('The mail will be sent again.', {
        variant: 'success',
      }),
    );
    expect(callFunction).toHaveBeenCalledWith('retryMail', { mailId: 'app_b2_received' });
    // The mutation invalidates the lists through the key factory: the page is read again.
    await waitFor(() => expect(getMailPage).toHaveBeenCalledTimes(2));
  });

  it("shows the server's reason when a retry is refused", async () => {
    vi.mocked(getMailPage).mockResolvedValue(page([FAILED]));
    vi.mocked(callFunction).mockRejectedValue(
      Object.assign(new Error('Only a mail that failed can be sent again.'), {
        code: 'functions/failed-precondition',
      }),
    );
    renderOutbox();
    await userEvent.click(await screen.findByRole('button', { name: 'Send again' }));
    await waitFor(() =>
      expect(enqueueSnackbar).toHaveBeenCalledWith('Only a mail that failed can be sent again.', {
        variant: 'error',
      }),
    );
  });

  it('says the read was refused rather than offering a retry', async () => {
    vi.mocked(getMailPage).mockRejectedValue(
      Object.assign(new Error('Missing or insufficient permissions.'), {
        code: 'permission-denied',
      }),
    );
    renderOutbox();
    expect(
      await screen.findByText('You do not have permission to read the mail outbox.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('on the emulators, points to the local mail sink', async () => {
    vi.mocked(getMailPage).mockResolvedValue(page([]));
    renderOutbox({ showSinkNote: true });
    const note = await screen.findByTestId('mail-sink-note');
    expect(note).toHaveTextContent(
      `Mails sent on the emulators are caught by the local mail sink: ${MAIL_SINK_URL}`,
    );
    expect(within(note).getByRole('link', { name: MAIL_SINK_URL })).toHaveAttribute(
      'href',
      MAIL_SINK_URL,
    );
  });
});
