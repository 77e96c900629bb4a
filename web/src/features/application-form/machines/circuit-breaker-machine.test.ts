import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  BREAKER_MESSAGES,
  circuitBreakerMachine,
  isDatabaseAvailable,
} from './circuit-breaker-machine';

function startBreaker({ localApplications = false } = {}) {
  const hasLocalApplications = vi.fn(async () => localApplications);
  const syncLocalApplications = vi.fn(async (): Promise<void> => undefined);
  const actor = createActor(
    circuitBreakerMachine.provide({
      actors: {
        hasLocalApplications: fromPromise(hasLocalApplications),
        syncLocalApplications: fromPromise(syncLocalApplications),
      },
    }),
  ).start();
  const fail = (times: number) => {
    for (let i = 0; i < times; i += 1) actor.send({ type: 'DATABASE_ERROR' });
  };
  return { actor, fail, hasLocalApplications, syncLocalApplications };
}

/** The breaker is `state` (the database available only when closed), `failures` errors counted. */
function expectBreaker(
  actor: ReturnType<typeof startBreaker>['actor'],
  state: 'closed' | 'open',
  failures: number,
) {
  const snapshot = actor.getSnapshot();
  expect(snapshot.matches(state)).toBe(true);
  expect(isDatabaseAvailable(snapshot)).toBe(state === 'closed');
  expect(snapshot.context.failureCount).toBe(failures);
}

describe('database circuit breaker (docs/product.md §4.3, §9)', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  let info: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    vi.useFakeTimers();
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ignores errors while open: it still closes 30 s after opening, having warned once', async () => {
    const { actor, fail } = startBreaker();
    fail(3);
    await vi.advanceTimersByTimeAsync(29_000);
    fail(5);
    expect(actor.getSnapshot().context.failureCount).toBe(3);
    await vi.advanceTimersByTimeAsync(1_000);
    expectBreaker(actor, 'closed', 0);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('starts closed and available with no errors counted', () => {
    const { actor } = startBreaker();
    expectBreaker(actor, 'closed', 0);
  });

  it('stays closed after 2 errors', () => {
    const { actor, fail } = startBreaker();
    fail(2);
    expectBreaker(actor, 'closed', 2);
    expect(warn).not.toHaveBeenCalled();
  });

  it('opens at the third error with a console warning, and reports unavailable', () => {
    const { actor, fail } = startBreaker();
    fail(3);
    expectBreaker(actor, 'open', 3);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(BREAKER_MESSAGES.opened);
    expect(BREAKER_MESSAGES.opened).toMatch(/multiple errors/);
  });

  it('closes 30 s later with the counter back to 0 and an info log', async () => {
    const { actor, fail } = startBreaker();
    fail(3);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(actor.getSnapshot().matches('open')).toBe(true);
    expect(info).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expectBreaker(actor, 'closed', 0);
    expect(info).toHaveBeenCalledWith(BREAKER_MESSAGES.reset);
  });

  it('needs 3 new errors to open again after a reset', async () => {
    const { actor, fail } = startBreaker();
    fail(3);
    await vi.advanceTimersByTimeAsync(30_000);
    fail(2);
    expect(actor.getSnapshot().matches('closed')).toBe(true);
    fail(1);
    expect(actor.getSnapshot().matches('open')).toBe(true);
  });

  it('syncs local applications after the reset when there are some', async () => {
    const { fail, hasLocalApplications, syncLocalApplications } = startBreaker({
      localApplications: true,
    });
    fail(3);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(hasLocalApplications).toHaveBeenCalledTimes(1);
    expect(syncLocalApplications).toHaveBeenCalledTimes(1);
  });

  it('does not sync when there are no local applications', async () => {
    const { actor, fail, hasLocalApplications, syncLocalApplications } = startBreaker({
      localApplications: false,
    });
    fail(3);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(hasLocalApplications).toHaveBeenCalledTimes(1);
    expect(syncLocalApplications).not.toHaveBeenCalled();
    expect(actor.getSnapshot().matches({ closed: 'idle' })).toBe(true);
  });

  it('neither checks nor syncs while it has not opened', async () => {
    const { fail, hasLocalApplications, syncLocalApplications } = startBreaker({
      localApplications: true,
    });
    fail(2);
    await vi.advanceTimersByTimeAsync(30_000 * 2);
    expect(hasLocalApplications).not.toHaveBeenCalled();
    expect(syncLocalApplications).not.toHaveBeenCalled();
  });
});
