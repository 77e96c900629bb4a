import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { collection, getDocs, query, where } from 'firebase/firestore';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '../../test/render';
import { aUser } from './testing';
import { useBankStaffOptions, useStaffOptions } from './list-staff';
import { userConverter } from './converter';

const { FAKE_DB } = vi.hoisted(() => ({ FAKE_DB: { fake: 'db' } }));
vi.mock('../../lib/firestore', () => ({ db: FAKE_DB }));

const usersRef = { withConverter: vi.fn() };
const convertedRef = { path: 'users', converted: true };
const builtQuery = { kind: 'staff query' };

vi.mock('firebase/firestore', () => ({
  collection: vi.fn(),
  query: vi.fn(),
  where: vi.fn((field: string, op: string, value: unknown) => ({ field, op, value })),
  getDocs: vi.fn(),
}));

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createTestQueryClient()}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  usersRef.withConverter.mockReturnValue(convertedRef);
  vi.mocked(collection).mockReturnValue(usersRef as never);
  vi.mocked(query).mockReturnValue(builtQuery as never);
  vi.mocked(getDocs).mockResolvedValue({
    docs: [
      aUser({ uid: 'm-1', displayName: 'Zuberi Said', role: 'manager' }),
      aUser({ uid: 'a-1', displayName: 'Asha Hassan', role: 'agent', department: 'Reception' }),
    ].map((user) => ({ data: () => user })),
  } as never);
});

describe('useStaffOptions', () => {
  it("queries active admins, managers and agents (docs/product.md §7's staff query)", async () => {
    const { result } = renderHook(() => useStaffOptions(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    expect(collection).toHaveBeenCalledWith(FAKE_DB, 'users');
    expect(usersRef.withConverter).toHaveBeenCalledWith(userConverter);
    expect(where).toHaveBeenCalledWith('role', 'in', ['admin', 'manager', 'agent']);
    expect(where).toHaveBeenCalledWith('isActive', '==', true);
    expect(where).toHaveBeenCalledTimes(2);
    expect(query).toHaveBeenCalledWith(
      convertedRef,
      { field: 'role', op: 'in', value: ['admin', 'manager', 'agent'] },
      { field: 'isActive', op: '==', value: true },
    );
    expect(getDocs).toHaveBeenCalledWith(builtQuery);
  });

  it('gives picker options sorted by name', async () => {
    const { result } = renderHook(() => useStaffOptions(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual([
      {
        value: 'a-1',
        label: 'Asha Hassan',
        role: 'agent',
        department: 'Reception',
        available: true,
      },
      {
        value: 'm-1',
        label: 'Zuberi Said',
        role: 'manager',
        department: 'General',
        available: true,
      },
    ]);
  });

  it('says which colleagues cannot be given work (on leave, or still to set a password)', async () => {
    vi.mocked(getDocs).mockResolvedValue({
      docs: [
        aUser({ uid: 'a-1', displayName: 'Asha Hassan', role: 'agent' }),
        aUser({ uid: 'a-2', displayName: 'New Agent', role: 'agent', mustChangePassword: true }),
        aUser({ uid: 'm-2', displayName: 'Away Manager', role: 'manager', status: 'on_leave' }),
      ].map((user) => ({ data: () => user })),
    } as never);
    const { result } = renderHook(() => useStaffOptions(), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.map(({ value, available }) => [value, available])).toEqual([
      ['a-1', true],
      ['m-2', false],
      ['a-2', false],
    ]);
  });
});

describe('useBankStaffOptions', () => {
  it('reads the bank desk for a user who may manage it', async () => {
    const { result } = renderHook(
      () => useBankStaffOptions({ uid: 'b-1', role: 'bank_agent', permissions: [] }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(where).toHaveBeenCalledWith('role', 'in', ['admin', 'agent', 'bank_agent']);
    expect(result.current.data).toHaveLength(2);
  });

  it('reads nothing, and fails nothing, for one who may not (the restricted equity desk)', async () => {
    vi.mocked(getDocs).mockClear();
    const { result } = renderHook(
      () => useBankStaffOptions({ uid: 'e-1', role: 'equity', permissions: [] }),
      { wrapper },
    );
    // Settled: a disabled query stays pending without fetching.
    await waitFor(() => expect(result.current.fetchStatus).toBe('idle'));
    expect(getDocs).not.toHaveBeenCalled();
    expect(result.current.isError).toBe(false);
    expect(result.current.data).toBeUndefined();
  });
});
