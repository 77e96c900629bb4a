// Runs inside `firebase emulators:exec` (see scripts/test.mjs): the emulator suites, then the
// end-to-end tests, both even if the first fails; exits non-zero if either did.
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
const suites = await run(
  'npm',
  [
    'exec',
    '--',
    'vitest',
    'run',
    '--config',
    'tests/vitest.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(reports, 'emulators.json')}`,
  ],
  { cwd: ROOT },
);
const e2e = await run(
  'npm',
  ['exec', '--', 'playwright', 'test', '--config', 'tests/playwright.config.ts'],
  {
    cwd: ROOT,
  },
);
await mailSink.stop();
process.exit(suites === 0 && e2e === 0 ? 0 : 1);
