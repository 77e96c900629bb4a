import { COLLECTIONS } from '@centre/domain/collections';
import { ROLE_PERMISSIONS } from '@centre/domain/permissions';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '../admin';
import { closeDeskOf } from '../visits/close-desk';
import { DESK_PERMISSION } from '../visits/desks';
import { syncUserClaims } from './sync-user-claims';

// The record as Firestore holds it now, and the Auth account, as the mocked Admin SDK sees them.
const state = vi.hoisted(() => ({
  record: null as Record<string, unknown> | null,
  account: { uid: 'u1', disabled: false, customClaims: {} as Record<string, unknown> | undefined },
  writes: [] as { path: string; data: unknown }[],
}));

vi.mock('../config', () => ({ restrictedUserIds: () => [] }));
// The desk's own transaction runs on the emulators (tests/functions/visits.test.ts).
vi.mock('../visits/close-desk', () => ({
  closeDeskOf: vi.fn(async () => ({ desk: null, changed: false })),
}));
vi.mock('../admin', () => ({
  db: {
    doc: (path: string) => ({
      get: async () => ({ exists: state.record !== null, data: () => state.record ?? undefined }),
      set: async (data: unknown) => {
        state.writes.push({ path, data });
      },
    }),
  },
  auth: {
    getUser: vi.fn(async () => ({
      ...state.account,
      tokensValidAfterTime: 'Mon, 23 Nov 2026 12:00:05 GMT',
    })),
    setCustomUserClaims: vi.fn(async (_uid: string, claims: Record<string, unknown> | null) => {
      state.account.customClaims = claims ?? undefined;
    }),
    revokeRefreshTokens: vi.fn(async () => undefined),
    updateUser: vi.fn(async (_uid: string, changes: { disabled?: boolean }) => {
      if (changes.disabled !== undefined) state.account.disabled = changes.disabled;
    }),
  },
}));

const record = (fields: Record<string, unknown>) => ({
  uid: 'u1',
  role: 'admin',
  permissions: [...ROLE_PERMISSIONS.admin],
  isActive: true,
  status: 'active',
  mustChangePassword: false,
  ...fields,
});

/** A Firestore write event whose snapshot holds `after` (what the event saw, maybe stale). */
const eventWith = (after: Record<string, unknown>) =>
  ({
    params: { uid: 'u1' },
    data: {
      before: undefined,
      after: { exists: true, data: () => after, get: (field: string) => after[field] },
    },
  }) as never;

beforeEach(() => {
  vi.clearAllMocks();
  state.account = { uid: 'u1', disabled: false, customClaims: {} };
  state.writes = [];
});

describe('syncUserClaims reads the record afresh', () => {
  it('keeps a suspended user suspended when a stale "active" event arrives late', async () => {
    // The admin was suspended; the event of an earlier write (still active) is retried now.
    state.record = record({ status: 'suspended', isActive: false });
    await syncUserClaims.run(eventWith(record({})));

    expect(state.account.customClaims).toMatchObject({ role: 'admin', active: false, perms: [] });
    expect(state.account.disabled).toBe(true);
    expect(auth.revokeRefreshTokens).toHaveBeenCalledWith('u1');
    expect(state.writes).toEqual([
      {
        path: `${COLLECTIONS.userRevocations}/u1`,
        data: expect.objectContaining({ revokedAt: Date.parse('2026-11-23T12:00:05Z') / 1000 }),
      },
    ]);
  });

  it('grants nothing to an account that still must change its password, whatever the event says', async () => {
    state.record = record({ mustChangePassword: true });
    await syncUserClaims.run(eventWith(record({ mustChangePassword: false })));
    expect(state.account.customClaims).toMatchObject({ perms: [], mustChangePassword: true });
    expect(state.account.disabled).toBe(false);
    expect(auth.revokeRefreshTokens).not.toHaveBeenCalled();
  });

  it('treats a record deleted since the event as deleted: no claims, account disabled', async () => {
    state.record = null;
    state.account.customClaims = { role: 'admin', active: true };
    await syncUserClaims.run(eventWith(record({})));
    expect(state.account.customClaims).toBeUndefined();
    expect(state.account.disabled).toBe(true);
  });

  it('changes nothing on a retried event once the account matches the record', async () => {
    state.record = record({ status: 'inactive', isActive: false });
    await syncUserClaims.run(eventWith(state.record));
    vi.clearAllMocks();
    await syncUserClaims.run(eventWith(state.record));
    expect(auth.setCustomUserClaims).not.toHaveBeenCalled();
    expect(auth.revokeRefreshTokens).not.toHaveBeenCalled();
    expect(auth.updateUser).not.toHaveBeenCalled();
  });

  it('re-enables the account of a user made active again', async () => {
    state.record = record({ status: 'inactive', isActive: false });
    await syncUserClaims.run(eventWith(state.record));
    expect(state.account.disabled).toBe(true);
    state.record = record({});
    await syncUserClaims.run(eventWith(state.record));
    expect(state.account.disabled).toBe(false);
    expect(state.account.customClaims).toMatchObject({ active: true });
  });
});

describe('syncUserClaims closes the desk of a user who may no longer hold one', () => {
  it('closes it after ending the sessions of a user suspended', async () => {
    state.record = record({ status: 'suspended', isActive: false });
    await syncUserClaims.run(eventWith(state.record));
    expect(closeDeskOf).toHaveBeenCalledWith('u1', 'user not active');
    expect(vi.mocked(closeDeskOf).mock.invocationCallOrder[0]).toBeGreaterThan(
      vi.mocked(auth.updateUser).mock.invocationCallOrder[0]!,
    );
  });

  it('ends the sessions even when closing the desk fails, and a retry closes it', async () => {
    state.record = record({ status: 'on_leave', isActive: false });
    vi.mocked(closeDeskOf).mockRejectedValueOnce(new Error('contention'));
    await expect(syncUserClaims.run(eventWith(state.record))).rejects.toThrow('contention');
    expect(state.account.disabled).toBe(true);
    expect(auth.revokeRefreshTokens).toHaveBeenCalledWith('u1');

    // The account needs nothing more; the desk is still decided from the record.
    vi.clearAllMocks();
    await syncUserClaims.run(eventWith(state.record));
    expect(auth.revokeRefreshTokens).not.toHaveBeenCalled();
    expect(closeDeskOf).toHaveBeenCalledWith('u1', 'user not active');
  });

  it('closes it when the record is deleted, and leaves a record without an Auth account alone', async () => {
    state.record = null;
    await syncUserClaims.run(eventWith(record({})));
    expect(closeDeskOf).toHaveBeenLastCalledWith('u1', 'user record deleted');

    vi.mocked(auth.getUser).mockRejectedValueOnce({ code: 'auth/user-not-found' });
    await syncUserClaims.run(eventWith(record({})));
    expect(closeDeskOf).toHaveBeenCalledTimes(1);
  });

  it(`closes it when the role no longer grants ${DESK_PERMISSION}`, async () => {
    state.record = record({ role: 'receptionist', permissions: [] });
    await syncUserClaims.run(eventWith(state.record));
    expect(state.account.disabled).toBe(false);
    expect(closeDeskOf).toHaveBeenCalledWith('u1', expect.stringContaining(DESK_PERMISSION));
  });

  it(`leaves it alone for an active user who holds ${DESK_PERMISSION}`, async () => {
    state.record = record({ role: 'agent', permissions: [...ROLE_PERMISSIONS.agent] });
    await syncUserClaims.run(eventWith(state.record));
    expect(closeDeskOf).not.toHaveBeenCalled();
  });
});
