import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { clearProject } from '../support/emulator-reset';
import { PROJECT_ID, ROOT } from '../support/emulators';
import { warmCallables } from '../support/warm-callables';

/**
 * The e2e suites start from what `npm start` loads: an emptied project (the emulator suites that
 * ran before leave their records behind) with the demo data, and callables already warm. The seed
 * runs as `npm start` runs it, through tsx in a process of its own: it imports the functions'
 * report rollups (functions/ is a CommonJS package, which Playwright's loader cannot import from
 * an ES module).
 */
export default async function globalSetup() {
  await clearProject();
  const { stdout } = await promisify(execFile)(
    join(ROOT, 'node_modules/.bin/tsx'),
    ['scripts/seed.ts'],
    { cwd: ROOT, env: { ...process.env, GCLOUD_PROJECT: PROJECT_ID } },
  );
  process.stdout.write(stdout);
  await warmCallables();
}
