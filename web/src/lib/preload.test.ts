import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appendOnePerTask, scheduleWhenIdle } from './preload';

type IdleWindow = { requestIdleCallback?: unknown; cancelIdleCallback?: unknown };

describe('scheduleWhenIdle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    delete (window as unknown as IdleWindow).requestIdleCallback;
    delete (window as unknown as IdleWindow).cancelIdleCallback;
  });

  it('waits 1 s, then hands the task to requestIdleCallback', () => {
    const task = vi.fn();
    const idleCallbacks: Array<() => void> = [];
    (window as unknown as IdleWindow).requestIdleCallback = vi.fn((callback: () => void) => {
      idleCallbacks.push(callback);
      return 1;
    });
    scheduleWhenIdle(task);
    vi.advanceTimersByTime(999);
    expect(idleCallbacks).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(idleCallbacks).toHaveLength(1);
    expect(task).not.toHaveBeenCalled();
    idleCallbacks[0]?.();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timeout where requestIdleCallback is missing', () => {
    const task = vi.fn();
    delete (window as unknown as IdleWindow).requestIdleCallback;
    scheduleWhenIdle(task);
    vi.advanceTimersByTime(1000);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled', () => {
    const task = vi.fn();
    const cancel = scheduleWhenIdle(task);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
  });
});

describe('appendOnePerTask', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
  });

  it('appends one element per task, in order, and resolves after the last', async () => {
    vi.useFakeTimers();
    const links = ['a', 'b', 'c'].map((name) => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = `/static/js/${name}.js`;
      return link;
    });
    let done = false;
    const appending = appendOnePerTask(links).then(() => (done = true));
    const appended = () =>
      [...document.head.querySelectorAll('link')].map((link) => new URL(link.href).pathname);
    expect(appended()).toEqual(['/static/js/a.js']);
    // One task later (the timer, then the promise continuation), the second and only it.
    vi.advanceTimersToNextTimer();
    await Promise.resolve();
    await Promise.resolve();
    expect(appended()).toEqual(['/static/js/a.js', '/static/js/b.js']);
    expect(done).toBe(false);
    await vi.runAllTimersAsync();
    await appending;
    expect(appended()).toEqual(['/static/js/a.js', '/static/js/b.js', '/static/js/c.js']);
    expect(done).toBe(true);
  });
});
