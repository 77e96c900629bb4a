import { PRELOAD_DELAY_MS } from '../config';

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Runs `task` once the page has settled: PRELOAD_DELAY_MS after the call, then when the browser
 * is idle (requestIdleCallback, or a plain timeout where it is missing, as in Safari).
 * Returns a function that cancels whatever has not run yet.
 */
export function scheduleWhenIdle(task: () => void, delayMs: number = PRELOAD_DELAY_MS): () => void {
  const win = window as IdleWindow;
  let idleHandle: number | undefined;
  let fallbackTimer: ReturnType<typeof setTimeout> | undefined;

  const delayTimer = setTimeout(() => {
    if (typeof win.requestIdleCallback === 'function') {
      idleHandle = win.requestIdleCallback(task, { timeout: 5000 });
    } else {
      fallbackTimer = setTimeout(task, 1);
    }
  }, delayMs);

  return () => {
    clearTimeout(delayTimer);
    if (fallbackTimer !== undefined) clearTimeout(fallbackTimer);
    if (idleHandle !== undefined) win.cancelIdleCallback?.(idleHandle);
  };
}
