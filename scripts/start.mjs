// `npm start`: the whole product on this machine, as visitors get it. Builds the functions and
// the web app's production bundle (reused when nothing changed), starts the emulators with the
// Hosting emulator serving that bundle (real rewrites, headers and the service worker at /sw.js),
// loads the demo data and prints where to go.
// `npm run dev` (`--dev`): the same emulators and data, with Vite's dev server (hot reload)
// instead of the built app. Ctrl-C stops everything either started.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  FIREBASE_BIN,
  FIREBASE_CONFIG,
  ROOT,
  emulatorArgs,
  emulatorHosts,
  healthUrl,
  planEmulators,
} from './lib/emulators.mjs';
import { MAIL_SINK, startMailSink } from './lib/mail-sink.mjs';
import { run, startGroup, stopAll, waitFor } from './lib/processes.mjs';
import { ensureWebBuild } from './lib/web-build.mjs';

const DEV = process.argv.includes('--dev');
const startedAt = Date.now();
const e = FIREBASE_CONFIG.emulators;
const WEB_URL = DEV ? 'http://127.0.0.1:5173' : `http://${e.hosting.host}:${e.hosting.port}`;
const hub = FIREBASE_CONFIG.emulators.hub;

let stopping = false;
let mailSink;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the web server, the emulators and the mail sink...');
  await Promise.all([stopAll(), mailSink?.stop()]);
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

console.log('Building the functions...');
if ((await run('npm', ['run', 'build', '--workspace', 'functions'], { cwd: ROOT })) !== 0) {
  process.exit(1);
}

if (!DEV) {
  console.log('Building the web app (production bundle, wired to the emulators)...');
  const web = await ensureWebBuild('emulator');
  if (!web.ok) process.exit(1);
  console.log(
    web.reused
      ? 'The web build in web/dist is up to date: reusing it.'
      : `Built the web app in ${web.seconds.toFixed(1)} s.`,
  );
}

const plan = await planEmulators({ hosting: !DEV });
plan.notices.forEach((notice) => console.log(`notice: ${notice}`));
const env = { ...process.env, ...plan.env };

// The functions send mail over SMTP to the local sink (functions/.env.demo-service-centre).
console.log('Starting the mail sink (maildev)...');
mailSink = await startMailSink();
if (mailSink.notice) console.log(`${mailSink.ok ? 'notice' : 'error'}: ${mailSink.notice}`);
if (!mailSink.ok) await shutdown(1);

const emulators = startGroup(FIREBASE_BIN, ['emulators:start', ...emulatorArgs(plan)], {
  cwd: ROOT,
  env,
});
emulators.on('exit', (code) => {
  if (!stopping) {
    console.error(`The emulators stopped unexpectedly (exit ${code}).`);
    shutdown(1);
  }
});

// Ready means every emulator is listed by the hub and the functions answer: the health
// function replies only once the bundle has loaded and Firestore responded to it.
const ready = await waitFor(
  async () => {
    const response = await fetch(`http://${hub.host}:${hub.port}/emulators`);
    if (!response.ok) return false;
    const running = Object.keys(await response.json());
    if (!plan.only.every((name) => running.includes(name))) return false;
    return (await fetch(healthUrl())).ok;
  },
  { timeoutMs: 120_000, abortedBy: () => stopping },
);
if (!ready) {
  console.error('The emulators did not become ready within 120 s.');
  await shutdown(1);
}

const hosts = emulatorHosts();
const seeded = await run(join(ROOT, 'node_modules/.bin/tsx'), ['scripts/seed.ts'], {
  cwd: ROOT,
  env: { ...process.env, ...hosts },
});
if (seeded !== 0) await shutdown(1);

if (DEV) startGroup('npm', ['run', 'dev', '--workspace', 'web'], { cwd: ROOT, env: process.env });
const webReady = await waitFor(async () => (await fetch(WEB_URL)).ok, {
  timeoutMs: 60_000,
  abortedBy: () => stopping,
});
if (!webReady) {
  console.error(`The web app did not answer at ${WEB_URL} within 60 s.`);
  await shutdown(1);
}

const { users, password } = JSON.parse(
  readFileSync(join(ROOT, 'emulator-data/users.json'), 'utf8'),
);
console.log(`
==============================================================
 Jamii Service Centre is running (ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s)

 Web app:          ${WEB_URL}${
   DEV
     ? ' (Vite dev server, hot reload)'
     : ' (the production build, served by the Hosting emulator)'
 }
 Emulators:        auth :${e.auth.port}, firestore :${e.firestore.port}, functions :${e.functions.port}${
   plan.storage ? `, storage :${e.storage.port}` : ''
 }${plan.ui ? `\n Emulator UI:      http://${e.ui.host}:${e.ui.port}` : ''}
 Mail sink:        ${MAIL_SINK.url} (every mail the app sends on the emulators)

 Demo accounts (password: ${password}):
${users.map((u) => `   ${u.role.padEnd(13)} ${u.email}`).join('\n')}
${plan.notices.length ? `\n Notices:\n${plan.notices.map((n) => `   - ${n}`).join('\n')}\n` : ''}
 Press Ctrl-C to stop everything.
==============================================================`);
