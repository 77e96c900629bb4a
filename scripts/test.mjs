// `npm test`: every check, in the order that fails fastest, and one exit code for all of them.
// check-types -> lint -> unit (vitest) -> build -> emulator suites (rules, functions) and
// end-to-end (Playwright + Chromium) inside one `firebase emulators:exec`.
// Each step runs even when an earlier one failed, so one run shows every problem.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { FIREBASE_BIN, ROOT, emulatorArgs, planEmulators } from './lib/emulators.mjs';
import { run } from './lib/processes.mjs';

const REPORTS = join(ROOT, '.cache', 'reports');
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

const results = [];
async function step(name, command, args, options = {}) {
  console.log(`\n=== ${name} ===`);
  const startedAt = Date.now();
  const code = await run(command, args, { cwd: ROOT, ...options });
  results.push({ name, ok: code === 0, seconds: (Date.now() - startedAt) / 1000 });
  return code === 0;
}

const npm = (...args) => ['npm', args];
// `npm test -- --emulators-only` skips the static checks and unit tests while iterating on the
// emulator and end-to-end suites.
if (!process.argv.includes('--emulators-only')) {
  await step('check-types', ...npm('run', 'check-types'));
  await step('lint', ...npm('run', 'lint'));
  await step(
    'unit tests (vitest: domain, web, functions)',
    ...npm(
      'exec',
      '--',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(REPORTS, 'unit.json')}`,
    ),
  );
}
const built =
  (await step('build functions', ...npm('run', 'build', '--workspace', 'functions'))) &&
  (await step(
    'build web (emulator mode)',
    ...npm('run', 'build', '--workspace', 'web', '--', '--mode', 'emulator'),
  ));

if (built) {
  const plan = await planEmulators();
  plan.notices.forEach((notice) => console.log(`notice: ${notice}`));
  await step(
    `emulator suites + e2e (emulators: ${plan.only.join(', ')})`,
    FIREBASE_BIN,
    ['emulators:exec', ...emulatorArgs(plan), 'node scripts/test-emulators.mjs'],
    {
      env: {
        ...process.env,
        ...plan.env,
        STORAGE_EMULATOR_AVAILABLE: String(plan.storage),
        ...(plan.storageReason ? { STORAGE_EMULATOR_SKIP_REASON: plan.storageReason } : {}),
      },
    },
  );
} else {
  results.push({
    name: 'emulator suites + e2e',
    ok: false,
    seconds: 0,
    note: 'not run: build failed',
  });
}

// One summary: time per step, then test counts over every runner.
const counts = { passed: 0, failed: 0, skipped: 0 };
const vitestReport = (file) => {
  const path = join(REPORTS, file);
  if (!existsSync(path)) return;
  const report = JSON.parse(readFileSync(path, 'utf8'));
  counts.passed += report.numPassedTests ?? 0;
  counts.failed += report.numFailedTests ?? 0;
  counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
};
vitestReport('unit.json');
vitestReport('emulators.json');
const e2ePath = join(REPORTS, 'e2e.json');
if (existsSync(e2ePath)) {
  const stats = JSON.parse(readFileSync(e2ePath, 'utf8')).stats ?? {};
  counts.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  counts.failed += stats.unexpected ?? 0;
  counts.skipped += stats.skipped ?? 0;
}

console.log('\n=== summary ===');
for (const r of results) {
  console.log(
    `${r.ok ? 'PASS' : 'FAIL'}  ${r.seconds.toFixed(1).padStart(6)} s  ${r.name}${r.note ? ` (${r.note})` : ''}`,
  );
}
const allOk = results.every((r) => r.ok);
console.log(`\ntests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
process.exit(allOk && counts.failed === 0 && counts.passed > 0 ? 0 : 1);
