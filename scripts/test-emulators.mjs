// Runs inside `firebase emulators:exec` (see scripts/test.mjs): the emulator suites, then the
// end-to-end tests, both even if the first fails; exits non-zero if either did.
import { join } from 'node:path';
import { ROOT } from './lib/emulators.mjs';
import { run } from './lib/processes.mjs';

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
process.exit(suites === 0 && e2e === 0 ? 0 : 1);
