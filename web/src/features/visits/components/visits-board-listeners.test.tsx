import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionUser } from '../../../test/auth-session';
import { renderWithProviders } from '../../../test/render';
import { aVisit, SERVICES } from '../testing/fixtures';
import { VisitsBoard } from './visits-board';

// Issue 11 "one bounded listener per screen; no listener per row", measured: every Firestore
// listener /visits opens goes through onSnapshot, which this fake counts with what it listens to
// (a document's path, or a query's collection and constraints) and answers empty.
const listeners = vi.hoisted(() => ({
  open: [] as { name: string; constraints: unknown[] }[],
  /** What the active-visits query answers: rows on the board. */
  visits: [] as unknown[],
}));

vi.mock('../../../lib/firestore', () => ({ db: {} }));
vi.mock('../../../lib/functions', () => ({ functions: {} }));
vi.mock('firebase/functions', () => ({ httpsCallable: () => () => Promise.resolve({ data: {} }) }));
vi.mock('../../../data/queue/queue-date', () => ({
  useQueueDate: () => ({ queueDate: '2026-11-21', timezone: 'Africa/Nairobi' }),
}));
vi.mock('../../../lib/use-now', () => ({ useNow: () => new Date('2026-11-21T07:00:00Z') }));
vi.mock('../../../data/services/list-service-options', () => ({
  useServiceOptions: () => ({ isPending: false, data: SERVICES }),
}));
vi.mock('firebase/firestore', () => {
  const constraint = (kind: string) => (field: unknown, op?: unknown, value?: unknown) => ({
    kind,
    field,
    op,
    value,
  });
  const target = (name: string, isDocument: boolean, constraints: unknown[] = []) => {
    const self = { name, isDocument, constraints, withConverter: () => self };
    return self;
  };
  return {
    collection: (_db: unknown, name: string) => target(name, false),
    doc: (_db: unknown, name: string, id: string) => target(`${name}/${id}`, true),
    query: (ref: { name: string }, ...constraints: unknown[]) =>
      target(ref.name, false, constraints),
    where: constraint('where'),
    orderBy: constraint('orderBy'),
    limit: constraint('limit'),
    onSnapshot: (
      watched: { name: string; isDocument: boolean; constraints: unknown[] },
      next: (snapshot: unknown) => void,
    ) => {
      const entry = { name: watched.name, constraints: watched.constraints };
      listeners.open.push(entry);
      next(
        watched.isDocument
          ? { exists: () => false, data: () => undefined }
          : {
              docs: listeners.visits.map((visit) => ({ data: () => visit })),
              size: listeners.visits.length,
            },
      );
      return () => {
        listeners.open.splice(listeners.open.indexOf(entry), 1);
      };
    },
    getDoc: () => Promise.resolve({ exists: () => false, data: () => undefined }),
    getDocs: () => Promise.resolve({ docs: [], size: 0 }),
  };
});

describe('/visits listeners', () => {
  it('a member of staff with a desk: 3 bounded listeners (the day board, the active visits capped at 400, their desk), none per row', async () => {
    listeners.open.length = 0;
    listeners.visits = [
      aVisit({ id: 'v1', ticket: 'A-001' }),
      aVisit({ id: 'v2', ticket: 'A-002' }),
      aVisit({ id: 'v3', ticket: 'A-003', status: 'in_service', desk: 'Desk 3' }),
    ];
    renderWithProviders(<VisitsBoard currentUser={sessionUser({ uid: 'me', role: 'agent' })} />);
    await screen.findByRole('heading', { name: 'My desk' });
    // Three visits on the board: rows, each without a listener of its own.
    expect(await screen.findByRole('link', { name: 'A-002' })).toBeInTheDocument();
    await waitFor(() => expect(listeners.open).toHaveLength(3));
    expect(listeners.open.map((entry) => entry.name).sort()).toEqual([
      'desks/me',
      'queueBoards/2026-11-21',
      'visits',
    ]);
    const visits = listeners.open.find((entry) => entry.name === 'visits')!;
    expect(visits.constraints).toContainEqual({
      kind: 'limit',
      field: 400,
      op: undefined,
      value: undefined,
    });
  });

  it('a receptionist (no desk): 2 listeners', async () => {
    listeners.open.length = 0;
    renderWithProviders(<VisitsBoard currentUser={sessionUser({ role: 'receptionist' })} />);
    await waitFor(() => expect(listeners.open).toHaveLength(2));
    expect(listeners.open.map((entry) => entry.name).sort()).toEqual([
      'queueBoards/2026-11-21',
      'visits',
    ]);
  });
});
