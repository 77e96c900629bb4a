// Benchmarks that time the browser (bench-lighthouse.mjs, bench-long-tasks.mjs) wait for the
// machine to calm down after seeding: the functions' triggers keep the emulators busy for a while.
import { existsSync, readFileSync } from 'node:fs';

/**
 * Waits until the machine's CPUs are mostly idle (QUIET_IDLE % over a 2 s window, from
 * /proc/stat), at most QUIET_MAX_S seconds. Elsewhere than Linux it does not wait.
 */
export async function waitForQuietCpu() {
  const QUIET_IDLE = 80;
  const QUIET_MAX_S = 180;
  const started = performance.now();
  const sample = () => {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const values = fields.map(Number);
    // idle + iowait, and the total of all states
    return { idle: values[3] + (values[4] ?? 0), total: values.reduce((a, b) => a + b, 0) };
  };
  if (!existsSync('/proc/stat')) return { ok: true, idle: 100, seconds: 0 };
  let idle = 0;
  for (;;) {
    const before = sample();
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const after = sample();
    idle = Math.round((100 * (after.idle - before.idle)) / Math.max(1, after.total - before.total));
    const seconds = Math.round((performance.now() - started) / 1000);
    if (idle >= QUIET_IDLE) return { ok: true, idle, seconds };
    if (seconds >= QUIET_MAX_S) return { ok: false, idle, seconds };
  }
}
