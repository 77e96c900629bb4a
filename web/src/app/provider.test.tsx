import { act, render, screen } from '@testing-library/react';
import { MutationObserver, useQueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { areToastsUsed } from '../lib/toasts-used';
import { AppProvider, TOAST_OPTIONS, createQueryClient } from './provider';

// AppProvider starts the auth session, which loads the Firebase Auth SDK lazily; without this,
// that import can still be in flight when the file's environment is torn down (an unhandled
// EnvironmentTeardownError on a loaded machine). These tests are about the providers, not auth.
vi.mock('../features/auth/api/subscribe-to-auth-state', () => ({
  subscribeToAuthState: () => () => {},
}));

describe('createQueryClient', () => {
  it('uses the query cache settings of docs/product.md §9', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({
      staleTime: 5 * 60 * 1000,
      gcTime: 10 * 60 * 1000,
      refetchOnWindowFocus: false,
      refetchOnReconnect: true,
    });
    // Retried as many times as §9 says at the most, and only when trying again may help.
    const retryQuery = defaults.queries?.retry as (count: number, error: unknown) => boolean;
    const retryMutation = defaults.mutations?.retry as (count: number, error: unknown) => boolean;
    const unavailable = Object.assign(new Error('offline'), { code: 'unavailable' });
    expect([0, 1, 2].map((count) => retryQuery(count, unavailable))).toEqual([true, true, false]);
    expect([0, 1].map((count) => retryMutation(count, unavailable))).toEqual([true, false]);
  });

  it.each([
    ['functions/failed-precondition', false],
    ['functions/resource-exhausted', false],
    ['permission-denied', false],
    ['functions/invalid-argument', false],
    ['functions/not-found', false],
    ['functions/unavailable', true],
    ['functions/deadline-exceeded', true],
    ['functions/internal', true],
    ['storage/retry-limit-exceeded', true],
  ])('a failure with code %s is tried again: %s', (code, tried) => {
    const retry = createQueryClient().getDefaultOptions().mutations?.retry as (
      count: number,
      error: unknown,
    ) => boolean;
    expect(retry(0, Object.assign(new Error(code), { code }))).toBe(tried);
  });

  it('sends a refused write once and a write that met a dropped connection twice', async () => {
    const client = createQueryClient();
    const refuse = vi.fn(() =>
      Promise.reject(
        Object.assign(new Error('not approved'), { code: 'functions/failed-precondition' }),
      ),
    );
    await expect(
      new MutationObserver(client, { mutationFn: refuse, retryDelay: 0 }).mutate(),
    ).rejects.toThrow('not approved');
    expect(refuse).toHaveBeenCalledTimes(1);

    const dropped = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(
      new MutationObserver(client, { mutationFn: dropped, retryDelay: 0 }).mutate(),
    ).rejects.toThrow('Failed to fetch');
    expect(dropped).toHaveBeenCalledTimes(2);
  });

  it('returns a fresh client each time', () => {
    expect(createQueryClient()).not.toBe(createQueryClient());
  });
});

describe('AppProvider', () => {
  it('sets the toast durations of docs/product.md §9', () => {
    expect(TOAST_OPTIONS.success.duration).toBe(2000);
    expect(TOAST_OPTIONS.blank.duration).toBe(4000);
    expect(TOAST_OPTIONS.error.duration).toBe(4000);
    expect(TOAST_OPTIONS.custom.duration).toBe(4000);
    expect(TOAST_OPTIONS.loading.duration).toBe(Number.POSITIVE_INFINITY);
  });

  it('provides a query client with those settings to its children', () => {
    function Probe() {
      const client = useQueryClient();
      return <p>stale {String(client.getDefaultOptions().queries?.staleTime)}</p>;
    }
    render(
      <AppProvider>
        <Probe />
      </AppProvider>,
    );
    expect(screen.getByText('stale 300000')).toBeInTheDocument();
  });

  it('mounts the toast host only once code that sends toasts has loaded, and shows what it sent', async () => {
    // jsdom has no matchMedia; react-hot-toast asks it for prefers-reduced-motion.
    vi.stubGlobal('matchMedia', () => ({ matches: false }) as MediaQueryList);
    render(
      <AppProvider>
        <p>app</p>
      </AppProvider>,
    );
    await act(async () => {});
    // A public page: nothing sends toasts, so react-hot-toast is not loaded.
    expect(areToastsUsed()).toBe(false);
    expect(document.querySelector('[data-rht-toaster]')).toBeNull();

    // A back-office page's code loads lib/toast and sends one before the host is there.
    const { default: toast } = await import('../lib/toast');
    act(() => {
      toast.success('Saved early');
    });
    expect(await screen.findByText('Saved early')).toBeInTheDocument();
    expect(document.querySelector('[data-rht-toaster]')).not.toBeNull();
    vi.unstubAllGlobals();
  });
});
