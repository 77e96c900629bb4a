// Runs one command inside `firebase emulators:exec` with the emulators `npm test` starts (the
// same plan: offline Firestore launcher, our Storage rules runtime, Hosting serving web/dist),
// for iterating on one emulator suite or one end-to-end spec:
//   node scripts/emulators-exec.mjs "npx vitest run --config tests/vitest.config.ts tests/rules/visits"
//   node scripts/emulators-exec.mjs "npx playwright test --config tests/playwright.config.ts e2e/visits.spec.ts"
// Build first what the command needs (`npm run build --workspace functions`, and for e2e
// `npm run build --workspace web -- --mode emulator`). The emulators use fixed ports: on a shared
// machine wrap the call in `flock /tmp/centre-emulators.lock ...`.
import {
  FIREBASE_BIN,
  ROOT,
  emulatorArgs,
  emulatorExecEnv,
  planEmulators,
} from './lib/emulators.mjs';
import { run } from './lib/processes.mjs';

const command = process.argv.slice(2).join(' ');
if (!command) {
  console.error('usage: node scripts/emulators-exec.mjs "<command>"');
  process.exit(2);
}
const plan = await planEmulators({ hosting: true });
plan.notices.forEach((notice) => console.log(`notice: ${notice}`));
const code = await run(FIREBASE_BIN, ['emulators:exec', ...emulatorArgs(plan), command], {
  cwd: ROOT,
  env: emulatorExecEnv(plan),
});
process.exit(code);
