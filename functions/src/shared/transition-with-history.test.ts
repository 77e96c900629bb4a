import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { transitionWithHistory, type TransitionRequest } from './transition-with-history';

// One fake transaction over an in-memory store: enough to see what transitionWithHistory reads,
// refuses and writes (the emulator tests in tests/functions/ check the same against Firestore).
const store = vi.hoisted(() => new Map<string, Record<string, unknown>>());
const writes = vi.hoisted(() => [] as { op: string; path: string; data: unknown }[]);

vi.mock('../admin', () => {
  const snapshot = (path: string) => {
    const data = store.get(path);
    return {
      id: path.split('/').at(-1),
      exists: data !== undefined,
      data: () => data,
      get: (field: string) => data?.[field],
      ref: { path },
    };
  };
  let auto = 0;
  const ref = (path: string) => ({
    path,
    collection: (name: string) => ({
      doc: () => ref(`${path}/${name}/entry-${(auto += 1)}`),
    }),
  });
  const transaction = {
    get: async (r: { path: string }) => snapshot(r.path),
    update: (r: { path: string }, data: unknown) =>
      writes.push({ op: 'update', path: r.path, data }),
    create: (r: { path: string }, data: unknown) =>
      writes.push({ op: 'create', path: r.path, data }),
  };
  return {
    db: {
      doc: ref,
      runTransaction: async (run: (t: typeof transaction) => Promise<unknown>) => run(transaction),
    },
    ref,
  };
});

const { ref } = (await import('../admin')) as unknown as {
  ref: (path: string) => Parameters<typeof transitionWithHistory>[0]['ref'];
};

type Status = 'open' | 'closed' | 'archived';
const TRANSITIONS: Record<Status, readonly Status[]> = {
  open: ['closed'],
  closed: ['archived'],
  archived: [],
};
const MESSAGES = { notFound: 'gone', notAllowed: 'not allowed', stale: 'changed meanwhile' };

function request(
  overrides: Partial<TransitionRequest<{ status: Status }, Status, string>> = {},
): TransitionRequest<{ status: Status }, Status, string> {
  return {
    ref: ref('things/t1'),
    parse: (snapshot) => {
      const status: unknown = snapshot.get('status');
      if (status !== 'open' && status !== 'closed' && status !== 'archived') {
        throw new HttpsError('failed-precondition', 'unreadable');
      }
      return { status };
    },
    transitions: TRANSITIONS,
    actorUid: 'staff-1',
    messages: MESSAGES,
    plan: () => ({
      status: 'closed',
      fields: { reason: 'done' },
      history: [{ to: 'closed' }],
      result: 'ok',
    }),
    ...overrides,
  };
}

async function refusal(promise: Promise<unknown>): Promise<HttpsError> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof HttpsError))
    throw new Error(`expected an HttpsError, got ${String(error)}`);
  return error;
}

beforeEach(() => {
  store.clear();
  writes.length = 0;
  store.set('things/t1', { status: 'open' });
  store.set('users/staff-1', { displayName: ' Mary Manager ', email: 'mary@example.org' });
});

describe('transitionWithHistory', () => {
  it('writes the status, the fields and a history entry with the server actor and time', async () => {
    await expect(transitionWithHistory(request())).resolves.toEqual({
      changed: true,
      result: 'ok',
    });
    expect(writes).toEqual([
      {
        op: 'update',
        path: 'things/t1',
        data: { reason: 'done', status: 'closed', updatedAt: FieldValue.serverTimestamp() },
      },
      {
        op: 'create',
        path: expect.stringMatching(/^things\/t1\/history\//),
        data: {
          to: 'closed',
          by: 'staff-1',
          byName: 'Mary Manager',
          at: FieldValue.serverTimestamp(),
        },
      },
    ]);
  });

  it('names the actor by their email when their record has no name', async () => {
    store.set('users/staff-1', { email: 'amani@example.org' });
    await transitionWithHistory(request());
    expect(writes[1]?.data).toMatchObject({ byName: 'amani' });
  });

  it('refuses a move outside the table with failed-precondition, writing nothing', async () => {
    store.set('things/t1', { status: 'archived' });
    const error = await refusal(transitionWithHistory(request()));
    expect([error.code, error.message]).toEqual(['failed-precondition', 'not allowed']);
    expect(writes).toEqual([]);
  });

  it('refuses a move from a status the caller no longer sees, even a legal one', async () => {
    const error = await refusal(transitionWithHistory(request({ expectedStatus: 'closed' })));
    expect([error.code, error.message]).toEqual(['failed-precondition', 'changed meanwhile']);
    expect(writes).toEqual([]);
  });

  it('answers not-found for a missing record and lets a parse refusal through', async () => {
    store.delete('things/t1');
    expect((await refusal(transitionWithHistory(request()))).code).toBe('not-found');
    store.set('things/t1', { status: 'lost' });
    expect((await refusal(transitionWithHistory(request()))).message).toBe('unreadable');
    expect(writes).toEqual([]);
  });

  it('writes nothing when the plan has nothing to do (a retried call)', async () => {
    await expect(transitionWithHistory(request({ plan: () => null }))).resolves.toEqual({
      changed: false,
      result: null,
    });
    expect(writes).toEqual([]);
  });

  it('writes fields without a status check when the status stays', async () => {
    store.set('things/t1', { status: 'archived' });
    await transitionWithHistory(
      request({ plan: () => ({ fields: { priority: 'urgent' }, history: [], result: 'kept' }) }),
    );
    expect(writes).toEqual([
      {
        op: 'update',
        path: 'things/t1',
        data: { priority: 'urgent', updatedAt: FieldValue.serverTimestamp() },
      },
    ]);
  });

  it('stamps updatedBy with the actor when the step asks', async () => {
    await transitionWithHistory(request({ stampUpdatedBy: true }));
    expect(writes[0]?.data).toEqual({
      reason: 'done',
      status: 'closed',
      updatedBy: 'staff-1',
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
});
