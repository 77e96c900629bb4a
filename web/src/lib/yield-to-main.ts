/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer the
 * visitor in between (a long task blocks both). `scheduler.yield()` where the browser has it
 * (it resumes ahead of other queued tasks), else a zero-delay timer.
 */
export function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
