import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { zoneWhereHourIs } from '../../scripts/seed/centre-zone';
import { clearProject } from '../support/emulator-reset';
import { PROJECT_ID, ROOT } from '../support/emulators';
import { warmCallables } from '../support/warm-callables';

/**
 * The e2e suites start from what `npm start` loads: an emptied project (the emulator suites that
 * ran before leave their records behind) with the demo data, and callables already warm. The seed
 * runs as `npm start` runs it, through tsx in a process of its own: it imports the functions'
 * report rollups (functions/ is a CommonJS package, which Playwright's loader cannot import from
 * an ES module).
 *
 * The centre is seeded in a fixed-offset zone where it is now 11 o'clock (SEED_TIMEZONE), not in
 * emulator-data's America/Edmonton, for two reasons. Node 20's time-zone data (tz 2025c) still
 * has Alberta fall back to UTC-7 on 2026-11-01, while Chromium's (tzdata 2026c and later) keeps
 * it at UTC-6: from 23:00 to midnight in Node's Edmonton the browser is already on the next day,
 * and the dashboard, visits and reports specs found no queue, desks or appointments for "today"
 * (CI of 2026-11-28, five specs failed twice). A fixed offset (Etc/GMT±N) reads the same in every
 * time-zone database. And starting at 11:00, a run cannot cross the centre's midnight. Every spec
 * reads the zone from settings/booking, as the app does.
 */
export default async function globalSetup() {
  await clearProject();
  const { stdout } = await promisify(execFile)(
    join(ROOT, 'node_modules/.bin/tsx'),
    ['scripts/seed.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        GCLOUD_PROJECT: PROJECT_ID,
        SEED_TIMEZONE: zoneWhereHourIs(new Date(), 11),
      },
    },
  );
  process.stdout.write(stdout);
  await warmCallables();
}
