import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionUser } from '../../../test/auth-session';
import { renderWithProviders } from '../../../test/render';
import { useUnreadCount } from '../hooks/use-unread-count';
import { MESSAGES_USER as ME } from '../testing/fixtures';
import { MessagesPage, parseAbout } from './messages-page';

// Issue 12 "live and cheap", measured: every Firestore listener the page and the sidebar badge
// open goes through onSnapshot, which this fake counts (and answers with an empty snapshot).
const listeners = vi.hoisted(() => ({ open: [] as string[], reads: [] as string[] }));

vi.mock('../../../lib/firestore', () => ({ db: {} }));
vi.mock('../../../lib/functions', () => ({ functions: {} }));
vi.mock('firebase/functions', () => ({ httpsCallable: () => () => Promise.resolve({ data: {} }) }));
vi.mock('../../../data/users/list-staff', () => ({
  useStaffOptions: () => ({
    isPending: false,
    data: [{ value: 'zed', label: 'Zawadi Agent', role: 'agent', department: '' }],
  }),
}));
vi.mock('firebase/firestore', async () => {
  const { markReadWrites } = await import('../testing/fixtures');
  const constraint = (kind: string) => (field: unknown, op?: unknown, value?: unknown) => ({
    kind,
    field,
    op,
    value,
  });
  return {
    collection: (_db: unknown, name: string) => ({ name, withConverter: () => ({ name }) }),
    query: (ref: { name: string }, ...constraints: unknown[]) => ({ name: ref.name, constraints }),
    where: constraint('where'),
    orderBy: constraint('orderBy'),
    limit: constraint('limit'),
    startAfter: constraint('startAfter'),
    onSnapshot: (target: { name: string }, next: (snapshot: unknown) => void) => {
      listeners.open.push(target.name);
      next({ docs: [], size: 0 });
      return () => {
        listeners.open.splice(listeners.open.indexOf(target.name), 1);
      };
    },
    getDocs: (target: { name: string }) => {
      listeners.reads.push(target.name);
      return Promise.resolve({ docs: [], size: 0 });
    },
    ...markReadWrites(),
  };
});

/** The page as the app shows it: beside the sidebar's badge, which has its own listener. */
function PageWithBadge() {
  const unread = useUnreadCount(ME.uid);
  return (
    <>
      <output aria-label="badge">{unread}</output>
      <MessagesPage currentUser={ME} />
    </>
  );
}

describe('MessagesPage listeners', () => {
  it('the inbox and the badge use 2 listeners together; an open thread adds exactly 1', async () => {
    listeners.open.length = 0;
    const { unmount } = renderWithProviders(<PageWithBadge />, { path: '/messages' });
    expect(await screen.findByRole('link', { name: /Zawadi Agent/ })).toBeInTheDocument();
    await waitFor(() => expect(listeners.open).toHaveLength(2));
    expect([...listeners.open].sort()).toEqual(['messageThreads', 'messages']);
    unmount();

    listeners.open.length = 0;
    renderWithProviders(<PageWithBadge />, { path: '/messages?with=zed' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Zawadi Agent' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(listeners.open).toHaveLength(3));
    expect([...listeners.open].sort()).toEqual(['messageThreads', 'messages', 'messages']);
    expect(screen.getByRole('textbox', { name: 'Message to Zawadi Agent' })).toBeInTheDocument();
  });

  it('says a user without view_messages may not read messages, and opens no listener', async () => {
    listeners.open.length = 0;
    const receptionist = sessionUser({ uid: 'rec', role: 'receptionist', permissions: [] });
    renderWithProviders(<MessagesPage currentUser={receptionist} />, { path: '/messages' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You do not have permission to read staff messages.',
    );
    expect(screen.queryByRole('searchbox', { name: 'Find a colleague' })).toBeNull();
    expect(listeners.open).toEqual([]);
  });

  it('shows threads read-only to a user with view_messages but not send_messages', async () => {
    const reader = sessionUser({
      uid: 'me',
      role: 'receptionist',
      permissions: ['view_messages'],
    });
    renderWithProviders(<MessagesPage currentUser={reader} />, { path: '/messages?with=zed' });
    expect(
      await screen.findByText('You can read your messages but not send them.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Message to/ })).toBeNull();
  });
});

describe('parseAbout (?about=kind:id)', () => {
  it('reads a known kind and a safe id, and ignores anything else', () => {
    expect(parseAbout('application:abc-123')).toEqual({ kind: 'application', id: 'abc-123' });
    expect(parseAbout('bankClient:c1')).toEqual({ kind: 'bankClient', id: 'c1' });
    for (const value of [
      null,
      '',
      'application',
      ':x',
      'payroll:1',
      'application:a/b',
      'visit:..',
    ]) {
      expect(parseAbout(value)).toBeNull();
    }
  });
});
