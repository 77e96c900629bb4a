import { staffThreadId } from '@centre/domain/staff-messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { INBOX_LIMIT } from '../../../data/messages/list-threads';
import { THREAD_PAGE_SIZE } from '../../../data/messages/list-thread-messages';
import type { MessageThreadRecord, StaffMessageRecord } from '../../../data/messages/converter';
import { MESSAGES_USER as ME } from '../testing/fixtures';
import { MessagesPage } from './messages-page';

// Paging of the inbox and of a thread against a small fake Firestore that answers queries as the
// real one does (array-contains and equality filters, descending orders, startAfter a document
// or values, limit), counting the listeners and the one-off reads.

interface Constraint {
  kind: string;
  args: unknown[];
}
interface FakeQuery {
  name: string;
  constraints: Constraint[];
}
type Row = { id: string } & Record<string, unknown>;

const fake = vi.hoisted(() => ({
  data: {} as Record<string, Row[]>,
  listeners: [] as FakeQuery[],
  reads: [] as FakeQuery[],
}));

vi.mock('../../../lib/firestore', () => ({ db: {} }));
vi.mock('../../../lib/functions', () => ({ functions: {} }));
vi.mock('firebase/functions', () => ({ httpsCallable: () => () => Promise.resolve({ data: {} }) }));
vi.mock('../../../data/users/list-staff', () => ({
  useStaffOptions: () => ({ isPending: false, data: [] }),
}));
vi.mock('firebase/firestore', async () => {
  const { markReadWrites } = await import('../testing/fixtures');
  const constraint =
    (kind: string) =>
    (...args: unknown[]) => ({ kind, args });
  const valueOf = (row: Row, field: string) => (field === '__name__' ? row.id : row[field]);
  const compare = (a: unknown, b: unknown) => {
    const key = (value: unknown) => (value instanceof Date ? value.getTime() : value);
    const [x, y] = [key(a), key(b)] as [string | number, string | number];
    return x < y ? -1 : x > y ? 1 : 0;
  };
  const run = (target: FakeQuery) => {
    let rows = [...(fake.data[target.name] ?? [])];
    const orders: [string, string][] = [];
    let cursor: unknown[] | null = null;
    let max = Infinity;
    for (const { kind, args } of target.constraints) {
      if (kind === 'where') {
        const [field, op, value] = args as [string, string, unknown];
        rows = rows.filter((row) =>
          op === 'array-contains'
            ? (row[field] as unknown[]).includes(value)
            : compare(row[field], value) === 0,
        );
      } else if (kind === 'orderBy') orders.push([args[0] as string, (args[1] as string) ?? 'asc']);
      else if (kind === 'startAfter') cursor = args;
      else if (kind === 'limit') max = args[0] as number;
    }
    const order = (a: Row, b: Row) => {
      for (const [field, direction] of orders) {
        const result = compare(valueOf(a, field), valueOf(b, field));
        if (result !== 0) return direction === 'desc' ? -result : result;
      }
      return 0;
    };
    rows.sort(order);
    if (cursor) {
      // A document snapshot (the thread's cursor) or the values of the orders (the inbox's).
      const first = cursor[0] as { data?: () => Row };
      const at: Row = first?.data
        ? first.data()
        : (Object.fromEntries(
            orders.map(([field], i) => [field, cursor![i]]) as [string, unknown][],
          ) as Row);
      if (!first?.data && orders.some(([field]) => field === '__name__')) {
        at.id = cursor[orders.findIndex(([field]) => field === '__name__')] as string;
      }
      rows = rows.filter((row) => order(row, at) > 0);
    }
    const docs = rows.slice(0, max).map((row) => ({ id: row.id, data: () => row, ref: {} }));
    return { docs, size: docs.length };
  };
  return {
    collection: (_db: unknown, name: string) => ({ name, withConverter: () => ({ name }) }),
    query: (ref: { name: string }, ...constraints: Constraint[]) => ({
      name: ref.name,
      constraints,
    }),
    where: constraint('where'),
    orderBy: constraint('orderBy'),
    limit: constraint('limit'),
    startAfter: constraint('startAfter'),
    documentId: () => '__name__',
    onSnapshot: (target: FakeQuery, next: (snapshot: unknown) => void) => {
      fake.listeners.push(target);
      queueMicrotask(() => next(run(target)));
      return () => fake.listeners.splice(fake.listeners.indexOf(target), 1);
    },
    getDocs: (target: FakeQuery) => {
      fake.reads.push(target);
      return Promise.resolve(run(target));
    },
    getDoc: () => Promise.resolve({ data: () => undefined, exists: () => false }),
    ...markReadWrites(),
  };
});
const START = Date.parse('2026-11-20T08:00:00Z');
const limitOf = (target: FakeQuery) =>
  target.constraints.find((constraint) => constraint.kind === 'limit')?.args[0];
const pad = (n: number) => String(n).padStart(3, '0');

/** `count` threads of mine, thread i's last message i minutes after START (so 0 is oldest). */
function threads(count: number): MessageThreadRecord[] {
  return Array.from({ length: count }, (_, i) => {
    const other = `u${pad(i)}`;
    return {
      id: staffThreadId('me', other),
      participants: ['me', other].sort(),
      names: { me: 'Me', [other]: `Colleague ${pad(i)}` },
      lastMessage: { body: `Hello ${pad(i)}`, senderId: other, about: null },
      lastMessageAt: new Date(START + i * 60_000),
      unread: {},
    };
  });
}

/** `count` messages between me and zed, message i sent i minutes after START (all read). */
function messages(count: number): StaffMessageRecord[] {
  const threadId = staffThreadId('me', 'zed');
  return Array.from({ length: count }, (_, i) => ({
    id: `m${pad(i)}`,
    senderId: i % 2 ? 'me' : 'zed',
    senderName: i % 2 ? 'Me' : 'Zawadi Agent',
    recipientId: i % 2 ? 'zed' : 'me',
    threadId,
    participants: ['me', 'zed'],
    body: `Message ${pad(i)}`,
    about: null,
    read: true,
    readAt: null,
    createdAt: new Date(START + i * 60_000),
  }));
}

beforeEach(() => {
  fake.data = {};
  fake.listeners.length = 0;
  fake.reads.length = 0;
});

describe('the inbox', () => {
  it('shows the latest 50 threads live, and the older ones a page at a time below them', async () => {
    fake.data.messageThreads = threads(INBOX_LIMIT + 12);
    renderWithProviders(<MessagesPage currentUser={ME} />, { path: '/messages' });
    const inbox = screen.getByRole('region', { name: 'Conversations' });
    await waitFor(() => expect(within(inbox).getAllByRole('link')).toHaveLength(INBOX_LIMIT));
    const names = () =>
      within(inbox)
        .getAllByRole('link')
        .map((link) => link.querySelector('.inbox__name')?.textContent);
    // Latest first: threads 61 down to 12.
    expect(names()[0]).toBe('Colleague 061');
    expect(names().at(-1)).toBe('Colleague 012');
    expect(fake.listeners.map((target) => limitOf(target))).toEqual([INBOX_LIMIT]);

    await userEvent.click(within(inbox).getByRole('button', { name: 'Older conversations' }));
    await waitFor(() => expect(within(inbox).getAllByRole('link')).toHaveLength(INBOX_LIMIT + 12));
    expect(names().slice(INBOX_LIMIT)).toEqual(
      Array.from({ length: 12 }, (_, i) => `Colleague ${pad(11 - i)}`),
    );
    // One read after the oldest thread shown, no new listener; nothing older: no button.
    expect(fake.reads).toHaveLength(1);
    const startAfter = fake.reads[0]!.constraints.find((c) => c.kind === 'startAfter');
    expect(startAfter?.args).toEqual([new Date(START + 12 * 60_000), staffThreadId('me', 'u012')]);
    expect(fake.listeners).toHaveLength(1);
    expect(within(inbox).queryByRole('button', { name: 'Older conversations' })).toBeNull();
  }, 20_000); // 62 threads rendered twice: ~4 s alone on this 2-core machine, more under load.

  it('offers no older page when the live page is not full', async () => {
    fake.data.messageThreads = threads(3);
    renderWithProviders(<MessagesPage currentUser={ME} />, { path: '/messages' });
    const inbox = screen.getByRole('region', { name: 'Conversations' });
    await waitFor(() => expect(within(inbox).getAllByRole('link')).toHaveLength(3));
    expect(within(inbox).queryByRole('button', { name: 'Older conversations' })).toBeNull();
  });
});

describe('a thread', () => {
  it('opens with at most 50 messages, and scrolling to the top loads the older page', async () => {
    fake.data.messages = messages(THREAD_PAGE_SIZE * 2 + 20);
    fake.data.messageThreads = [];
    renderWithProviders(<MessagesPage currentUser={ME} />, { path: '/messages?with=zed' });
    const thread = await screen.findByRole('region', { name: 'zed' });
    const shown = () => within(thread).queryAllByText(/^Message \d+$/);
    await waitFor(() => expect(shown()).toHaveLength(THREAD_PAGE_SIZE));
    const messageListeners = fake.listeners.filter((target) => target.name === 'messages');
    expect(messageListeners.map((target) => limitOf(target))).toEqual([THREAD_PAGE_SIZE]);
    // The newest 50, oldest first: 70 to 119.
    expect(shown()[0]).toHaveTextContent('Message 070');
    expect(shown().at(-1)).toHaveTextContent('Message 119');

    const scroller = thread.querySelector('.thread__scroller')!;
    scroller.scrollTop = 0;
    fireEvent.scroll(scroller);
    await waitFor(() => expect(shown()).toHaveLength(THREAD_PAGE_SIZE * 2));
    expect(shown()[0]).toHaveTextContent('Message 020');
    const older = fake.reads.filter((target) => target.name === 'messages');
    expect(older).toHaveLength(1);
    expect(limitOf(older[0]!)).toBe(THREAD_PAGE_SIZE);
    expect(fake.listeners.filter((target) => target.name === 'messages')).toHaveLength(1);
  });
});
