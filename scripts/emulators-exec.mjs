// Runs one command inside `firebase emulators:exec` with the emulators `npm test` starts (the
// same plan: offline Firestore launcher, our Storage rules runtime, Hosting serving web/dist),
// for iterating on one emulator suite or one end-to-end spec:
//   node scripts/emulators-exec.mjs "npx vitest run --config tests/vitest.config.ts tests/rules/visits"
//   node scripts/emulators-exec.mjs "npx playwright test --config tests/playwright.config.ts e2e/visits.spec.ts"
// Build first what the command needs (`npm run build --workspace functions`, and for e2e
// `npm run build --workspace web -- --mode emulator`). The emulators use fixed ports, so the
// script waits for a machine-wide lock before it starts them.
import { execInEmulators, holdEmulatorsLock } from './lib/emulators.mjs';
import { startMailSink } from './lib/mail-sink.mjs';

const command = process.argv.slice(2).join(' ');
if (!command) {
  console.error('usage: node scripts/emulators-exec.mjs "<command>"');
  process.exit(2);
}
await holdEmulatorsLock();
// The mail sink the functions send to (scripts/lib/mail-sink.mjs), for the whole run;
// scripts/test-emulators.mjs, when it is the command, finds it running and reuses it.
const mailSink = await startMailSink();
if (mailSink.notice) console.log(`${mailSink.ok ? 'notice' : 'error'}: ${mailSink.notice}`);
if (!mailSink.ok) process.exit(1);
const stopSink = () => mailSink.stop().finally(() => process.exit(1));
process.once('SIGINT', stopSink);
process.once('SIGTERM', stopSink);
const code = await execInEmulators(command, { hosting: true });
await mailSink.stop();
process.exit(code);
