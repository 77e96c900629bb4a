import { seed } from '../../scripts/seed';
import { clearProject } from '../support/emulator-reset';
import { PROJECT_ID } from '../support/emulators';
import { warmCallables } from '../support/warm-callables';

/**
 * The e2e suites start from what `npm start` loads: an emptied project (the emulator suites that
 * ran before leave their records behind) with the demo data, and callables already warm.
 */
export default async function globalSetup() {
  await clearProject();
  await seed(PROJECT_ID);
  await warmCallables();
}
