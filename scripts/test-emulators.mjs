// Runs inside `firebase emulators:exec` (see scripts/test.mjs): the emulator suites, then the
// end-to-end tests, all even if one fails; exits non-zero if any did.
// The Firestore rules suites (vitest project `rules`) have an emulated project of their own, so
// they run in a second vitest beside the suites on the default project (`storage-rules`,
// `integration`); the end-to-end tests, on the default project too, start when those are done.
// On 2 cores both vitests are CPU-bound, so the overlap saves little (the 2026-12-02 CI run:
// 1,643 s for the phase; the rules suites alone take about 530 s): what made the phase faster
// is that no trigger runs on the rules suites' writes any more.
import { join } from 'node:path';
import { ROOT } from './lib/emulators.mjs';
import { startMailSink } from './lib/mail-sink.mjs';
import { run } from './lib/processes.mjs';

// The mail sink the functions send to (tests/support/mail-sink.ts reads it); reused when the
// caller (scripts/emulators-exec.mjs) already started one.
const mailSink = await startMailSink();
if (mailSink.notice) console.log(`${mailSink.ok ? 'notice' : 'error'}: ${mailSink.notice}`);
if (!mailSink.ok) process.exit(1);

const reports = join(ROOT, '.cache', 'reports');
/** One vitest run of the emulator suites' `projects`, its JSON report in reports/`report`. */
const suites = (projects, report) =>
  run(
    'npm',
    [
      'exec',
      '--',
      'vitest',
      'run',
      '--config',
      'tests/vitest.config.ts',
      ...projects.flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(reports, report)}`,
    ],
    { cwd: ROOT },
  );

const [rules, defaultProject] = await Promise.all([
  suites(['rules'], 'emulators-rules.json'),
  (async () => {
    const onDefault = await suites(['storage-rules', 'integration'], 'emulators.json');
    const e2e = await run(
      'npm',
      ['exec', '--', 'playwright', 'test', '--config', 'tests/playwright.config.ts'],
      { cwd: ROOT },
    );
    return onDefault === 0 && e2e === 0 ? 0 : 1;
  })(),
]);
await mailSink.stop();
process.exit(rules === 0 && defaultProject === 0 ? 0 : 1);
