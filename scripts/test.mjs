// `npm test`: every check, in the order that fails fastest, and one exit code for all of them.
// check-types -> lint -> unit (vitest) -> builds (web in production mode, then functions and web in
// emulator mode) -> bundle budgets -> emulator suites (rules, functions) and
// end-to-end (Playwright + Chromium) inside one `firebase emulators:exec`.
// Each step runs even when an earlier one failed, so one run shows every problem.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  FIREBASE_BIN,
  ROOT,
  emulatorArgs,
  emulatorExecEnv,
  planEmulators,
} from './lib/emulators.mjs';
import { run } from './lib/processes.mjs';
import { readTestReports } from './lib/test-reports.mjs';

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
    'unit tests (vitest: domain, web, functions, scripts)',
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
// What a deploy builds (web/.env.production): the browser build and its pre-render must work
// outside the emulators too. The emulator-mode build below then replaces it in web/dist.
await step(
  'build web (production mode, as a deploy builds it)',
  ...npm('run', 'build', '--workspace', 'web'),
);
const built =
  (await step('build functions', ...npm('run', 'build', '--workspace', 'functions'))) &&
  (await step(
    'build web (emulator mode)',
    ...npm('run', 'build', '--workspace', 'web', '--', '--mode', 'emulator'),
  ));

if (built) {
  // The bundle budgets (web/bundle-budgets.json) on the build the end-to-end tests use.
  await step('bundle budgets (bench:bundle)', ...npm('run', 'bench:bundle'));
  // The Hosting emulator serves the build to the end-to-end tests, as `npm start` does.
  const plan = await planEmulators({ hosting: true });
  plan.notices.forEach((notice) => console.log(`notice: ${notice}`));
  await step(
    `emulator suites + e2e (emulators: ${plan.only.join(', ')})`,
    FIREBASE_BIN,
    ['emulators:exec', ...emulatorArgs(plan), 'node scripts/test-emulators.mjs'],
    { env: emulatorExecEnv(plan) },
  );
} else {
  results.push({
    name: 'emulator suites + e2e',
    ok: false,
    seconds: 0,
    note: 'not run: build failed',
  });
}

// One summary: time per step, test counts over every runner, and the failed tests by name.
const counts = readTestReports(REPORTS, ROOT);

console.log('\n=== summary ===');
for (const r of results) {
  console.log(
    `${r.ok ? 'PASS' : 'FAIL'}  ${r.seconds.toFixed(1).padStart(6)} s  ${r.name}${r.note ? ` (${r.note})` : ''}`,
  );
}
if (counts.failures.length > 0) {
  console.log('\nfailed tests:');
  counts.failures.forEach((failure) => console.log(`  ${failure}`));
}
if (counts.flaky.length > 0) {
  console.log('\nflaky tests (failed, then passed on their one retry; counted as passed):');
  counts.flaky.forEach((flaky) => console.log(`  ${flaky}`));
}
const allOk = results.every((r) => r.ok);
console.log(
  `\ntests: ${counts.passed} passed (${counts.flaky.length} flaky), ${counts.failed} failed, ${counts.skipped} skipped`,
);
process.exit(allOk && counts.failed === 0 && counts.passed > 0 ? 0 : 1);
