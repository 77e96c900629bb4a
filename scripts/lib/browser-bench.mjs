// What the benchmarks that time the browser (bench-lighthouse.mjs, bench-long-tasks.mjs) share:
// the built app served by the Hosting emulator, the demo data, and a quiet machine.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, execInEmulators } from './emulators.mjs';
import { run } from './processes.mjs';

/**
 * Run from the command line, re-runs `script` with `--inside` and the pages under
 * `firebase emulators:exec` (the machine-wide lock, Hosting serving web/dist) and exits with its
 * code. Inside, seeds the demo data and waits for the seed's triggers (mails, counters, reports)
 * to let the CPU go quiet, so the traces do not count their work against the page.
 */
export async function inEmulatorsWithDemoData(script, pages) {
  if (!process.argv.includes('--inside')) {
    if (!existsSync(join(ROOT, 'web', 'dist', 'index.html'))) {
      console.error('Build first: npm run build --workspace web -- --mode emulator');
      process.exit(1);
    }
    const code = await execInEmulators(`node ${script} --inside ${pages.join(' ')}`, {
      hosting: true,
    });
    process.exit(code);
  }
  const seeded = await run(join(ROOT, 'node_modules', '.bin', 'tsx'), ['scripts/seed.ts'], {
    cwd: ROOT,
  });
  if (seeded !== 0) process.exit(seeded);
  const quiet = await waitForQuietCpu();
  console.log(
    quiet.ok
      ? `CPU quiet (${quiet.idle}% idle) after ${quiet.seconds} s`
      : `notice: the CPU was still busy (${quiet.idle}% idle) after ${quiet.seconds} s; measuring anyway`,
  );
}

/**
 * Waits until the machine's CPUs are mostly idle (QUIET_IDLE % over a 2 s window, from
 * /proc/stat), at most QUIET_MAX_S seconds. Elsewhere than Linux it does not wait.
 */
async function waitForQuietCpu() {
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
