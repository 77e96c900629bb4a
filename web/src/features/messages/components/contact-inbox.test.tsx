import type { ContactMessageRecord } from '@centre/domain/contact';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getNewContactMessageCount } from '../../../data/contact-messages/get-new-count';
import { getContactMessage } from '../../../data/contact-messages/get-contact-message';
import { getContactMessagesPage } from '../../../data/contact-messages/list-contact-messages-page';
import type { SessionUser } from '../../../data/users/session-user';
import { sessionUser } from '../../../test/auth-session';
import { setLanguage } from '../../../lib/i18n';
import { renderWithProviders } from '../../../test/render';
import { MESSAGES_USER } from '../testing/fixtures';
import { MessagesPage } from './messages-page';
import { expectLinks } from '../../../test/links';

vi.mock('../../../lib/firestore', () => ({ db: {} }));
vi.mock('../../../lib/functions', () => ({ functions: {} }));
// The reads answer through fakes under their real keys, so the mutation's refresh reaches them.
const fakes = vi.hoisted(() => async () => ({
  ...(await import('../../../test/fake-read')),
  keys: (await import('../../../data/contact-messages/keys')).contactMessageKeys,
}));
vi.mock('../../../data/contact-messages/list-contact-messages-page', async () => {
  const { fakePageRead, keys } = await fakes();
  return fakePageRead('getContactMessagesPage', 'useContactMessagesPage', (filters: unknown) => [
    ...keys.lists(),
    filters,
  ]);
});
vi.mock('../../../data/contact-messages/get-contact-message', async () => {
  const { fakeRead, keys } = await fakes();
  return fakeRead('getContactMessage', 'useContactMessage', keys.detail);
});
vi.mock('../../../data/contact-messages/get-new-count', async () => {
  const { fakeRead, keys } = await fakes();
  return fakeRead('getNewContactMessageCount', 'useNewContactMessageCount', () => keys.newCount());
});
vi.mock('../../../data/messages/list-threads', () => ({
  useInbox: () => ({
    isPending: false,
    isError: false,
    threads: [],
    hasOlder: false,
    isLoadingOlder: false,
    olderFailed: false,
    loadOlder: () => Promise.resolve(),
  }),
}));
vi.mock('../../../data/users/list-staff', () => ({
  useStaffOptions: () => ({ isPending: false, data: [] }),
}));
// The callable answers through a fake; the api module and its hook run for real.
const calls = vi.hoisted(() => ({ setContactMessageStatus: vi.fn() }));
vi.mock('firebase/functions', async () =>
  (await import('../../../test/fake-callables')).fakeCallables(calls),
);

const NEW: ContactMessageRecord = {
  id: 'm-new',
  name: 'Amina Hassan',
  email: 'amina@example.org',
  phone: '+44 7700 900456',
  subject: 'Services and applications',
  message: 'Habari,\nNinahitaji msaada wa kujaza fomu ya pasipoti.\n<b>Asante</b>',
  status: 'new',
  language: 'sw',
  createdAt: new Date('2026-11-24T15:30:00Z'),
};
const HANDLED: ContactMessageRecord = {
  id: 'm-handled',
  name: 'Baraka Otieno',
  email: 'baraka@example.org',
  subject: 'Opening hours',
  message: 'Are you open on Saturdays?',
  status: 'handled',
  language: 'en',
  createdAt: new Date('2026-11-20T09:00:00Z'),
  handledBy: 'me',
  handledByName: 'Grace Wanjiru',
  handledAt: new Date('2026-11-21T10:15:00Z'),
};

const page = (rows: ContactMessageRecord[]) => ({ rows, last: null, full: false });
const listPage = vi.mocked(getContactMessagesPage);
const readMessage = vi.mocked(getContactMessage);

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(getNewContactMessageCount).mockResolvedValue(1);
  listPage.mockImplementation(async (filters: { status: string }) =>
    page(filters.status === 'new' ? [NEW] : [HANDLED]),
  );
  readMessage.mockImplementation(async (id: string) =>
    id === NEW.id ? NEW : id === HANDLED.id ? HANDLED : null,
  );
});

describe('the contact form inbox on /messages', () => {
  it('switches between staff messages and the contact form, with the count of new ones', async () => {
    renderWithProviders(<MessagesPage currentUser={MESSAGES_USER} />, { path: '/messages' });
    const views = screen.getByRole('navigation', { name: 'Messages' });
    expect(within(views).getByRole('link', { name: 'Staff messages' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const contact = await within(views).findByRole('link', { name: /Contact form.*1 new/ });
    expect(contact).toHaveAttribute('href', '/messages?view=contact');
    await userEvent.click(contact);
    expect(await screen.findByRole('heading', { level: 2, name: 'Contact form' })).toBeVisible();
  });

  it('lists the new messages newest first by default, with name, subject, time and a New marker', async () => {
    renderWithProviders(<MessagesPage currentUser={MESSAGES_USER} />, {
      path: '/messages?view=contact',
    });
    const item = await screen.findByRole('link', { name: /Amina Hassan/ });
    expect(item).toHaveTextContent('Services and applications');
    expect(item).toHaveTextContent('New');
    expect(item).toHaveTextContent('2026');
    expect(listPage).toHaveBeenCalledWith({ status: 'new' }, null);
    expect(screen.getByRole('link', { name: 'New' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByText('Choose a message to read it.')).toBeInTheDocument();
  });

  it('lists the handled ones under Handled, and says when there are none', async () => {
    listPage.mockResolvedValue(page([]));
    renderWithProviders(<MessagesPage currentUser={MESSAGES_USER} />, {
      path: '/messages?view=contact&status=handled',
    });
    expect(await screen.findByText('No handled messages yet.')).toBeInTheDocument();
    expect(listPage).toHaveBeenCalledWith({ status: 'handled' }, null);
  });

  it('says when the list cannot be loaded', async () => {
    listPage.mockRejectedValue(new Error('offline'));
    renderWithProviders(<MessagesPage currentUser={MESSAGES_USER} />, {
      path: '/messages?view=contact',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The contact messages could not be loaded.',
    );
  });

  it('opens a message: its text as written, reply links, language, and focus on it', async () => {
    renderWithProviders(<MessagesPage currentUser={MESSAGES_USER} />, {
      path: '/messages?view=contact',
    });
    await userEvent.click(await screen.findByRole('link', { name: /Amina Hassan/ }));
    const heading = await screen.findByRole('heading', {
      level: 2,
      name: 'Services and applications',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    const body = screen.getByText(/Ninahitaji msaada/);
    // Text, never HTML; the line breaks kept (white-space: pre-wrap on the paragraph).
    expect(body.textContent).toBe(NEW.message);
    expect(body.querySelector('b')).toBeNull();
    expectLinks({
      'amina@example.org': 'mailto:amina@example.org?subject=Re%3A%20Services%20and%20applications',
      '+44 7700 900456': 'tel:+447700900456',
    });
    expect(screen.getByText('Kiswahili')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to contact messages' })).toHaveAttribute(
      'href',
      '/messages?view=contact',
    );
  });

  it('marks a message handled through the callable and shows who handled it', async () => {
    calls.setContactMessageStatus.mockImplementation(async () => {
      readMessage.mockResolvedValue({
        ...NEW,
        status: 'handled',
        handledBy: 'me',
        handledByName: 'Grace Wanjiru',
        handledAt: new Date('2026-11-25T08:00:00Z'),
      });
      return { messageId: NEW.id, status: 'handled', changed: true };
    });
    renderWithProviders(<MessagesPage currentUser={MESSAGES_USER} />, {
      path: `/messages?view=contact&message=${NEW.id}`,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark handled' }));
    await waitFor(() =>
      expect(calls.setContactMessageStatus).toHaveBeenCalledWith({
        messageId: NEW.id,
        status: 'handled',
      }),
    );
    expect(await screen.findByText(/Handled by Grace Wanjiru/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Mark as new' })).toBeInTheDocument();
  });

  it('shows a handled message with who handled it and lets it be marked new again', async () => {
    calls.setContactMessageStatus.mockResolvedValue({
      messageId: HANDLED.id,
      status: 'new',
      changed: true,
    });
    renderWithProviders(<MessagesPage currentUser={MESSAGES_USER} />, {
      path: `/messages?view=contact&status=handled&message=${HANDLED.id}`,
    });
    expect(await screen.findByText(/Handled by Grace Wanjiru/)).toBeInTheDocument();
    // A subject the form never offered is shown as it was stored.
    expect(screen.getByRole('heading', { level: 2, name: 'Opening hours' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /^\+/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Mark as new' }));
    await waitFor(() =>
      expect(calls.setContactMessageStatus).toHaveBeenCalledWith({
        messageId: HANDLED.id,
        status: 'new',
      }),
    );
  });

  it('says why a change failed, and keeps the button', async () => {
    calls.setContactMessageStatus.mockRejectedValue(
      Object.assign(new Error('Contact message not found'), { code: 'functions/not-found' }),
    );
    renderWithProviders(<MessagesPage currentUser={MESSAGES_USER} />, {
      path: `/messages?view=contact&message=${NEW.id}`,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This message no longer exists.');
    expect(screen.getByRole('button', { name: 'Mark handled' })).toBeInTheDocument();
  });

  it('hides the buttons from staff who may read but not send messages', async () => {
    // Every role of the table that reads messages may send them; a role it does not know holds
    // only the permissions its claims list.
    const reader = sessionUser({
      uid: 'reader',
      role: 'volunteer' as SessionUser['role'],
      permissions: ['view_messages'],
    });
    renderWithProviders(<MessagesPage currentUser={reader} />, {
      path: `/messages?view=contact&message=${NEW.id}`,
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Services and applications' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Mark handled' })).toBeNull();
  });

  it('says so for a message that does not exist', async () => {
    renderWithProviders(<MessagesPage currentUser={MESSAGES_USER} />, {
      path: '/messages?view=contact&message=gone',
    });
    expect(await screen.findByText('This message was not found.')).toBeInTheDocument();
  });

  it('speaks Kiswahili', async () => {
    await setLanguage('sw');
    renderWithProviders(<MessagesPage currentUser={MESSAGES_USER} />, {
      path: `/messages?view=contact&message=${NEW.id}`,
    });
    expect(
      await screen.findByRole('button', { name: 'Weka kuwa umeshughulikiwa' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Fomu ya mawasiliano/ })).toBeInTheDocument();
    // The subject in the words the Kiswahili form showed; the reply keeps the stored subject.
    expect(screen.getByRole('heading', { level: 2, name: 'Huduma na maombi' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Amina Hassan/ })).toHaveTextContent(
      'Huduma na maombi',
    );
    expect(screen.getByRole('link', { name: 'amina@example.org' })).toHaveAttribute(
      'href',
      'mailto:amina@example.org?subject=Re%3A%20Services%20and%20applications',
    );
  });
});
