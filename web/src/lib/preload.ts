import { PRELOAD_DELAY_MS } from '../config';
import { yieldToMain } from './yield-to-main';

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

/**
 * Appends each element to the document's head in a task of its own. A `<link rel="modulepreload">`
 * costs the main thread a few milliseconds to add on a slow phone; fifty in one task would block
 * the page the visitor is reading (a long task). Resolves once the last is in.
 */
export async function appendOnePerTask(elements: readonly Element[]): Promise<void> {
  for (const element of elements) {
    document.head.append(element);
    await yieldToMain();
  }
}
