// The web app's production bundle, built once per change of its inputs. `npm start` serves it
// through the Hosting emulator; a second start reuses it when nothing it is built from changed.
// The stamp lives inside web/dist, so any other build (vite empties dist first) invalidates it.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ROOT } from './emulators.mjs';
import { run } from './processes.mjs';

const DIST = join(ROOT, 'web', 'dist');
const STAMP = join(DIST, '.build-stamp.json');

/** Everything the bundle is built from; a change to any of these means a new build. */
const INPUTS = [
  'web/src',
  'web/public',
  'web/index.html',
  'web/vite.config.ts',
  'web/tsconfig.json',
  'web/package.json',
  'domain/src',
  'domain/package.json',
  'package-lock.json',
  // The build script and what it pre-renders the public pages with.
  'scripts/build-web.mjs',
  'emulator-data/services.json',
  // A build for the emulators pre-renders the demo's jobs (dated from the day it ran: a build of
  // an earlier day is reused all the same, and each page refreshes its jobs once live).
  'emulator-data/users.json',
  'emulator-data/booking.json',
  'scripts/seed/demo-inputs.ts',
  'scripts/seed/demo-jobs.ts',
];

function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => (entry.name === 'node_modules' ? [] : filesUnder(join(path, entry.name))));
}

/** A hash of the inputs' paths and contents, and of the build mode's .env file. */
export function webInputsHash(mode) {
  const hash = createHash('sha256');
  hash.update(`mode:${mode}\n`);
  const files = [
    ...INPUTS,
    'web/.env',
    'web/.env.local',
    `web/.env.${mode}`,
    `web/.env.${mode}.local`,
  ].flatMap((p) => filesUnder(join(ROOT, p)));
  for (const file of files) {
    hash.update(`${relative(ROOT, file)}\n`);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex');
}

function currentStamp() {
  try {
    return JSON.parse(readFileSync(STAMP, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Builds web/dist in the given mode unless the last build there was made from the same inputs.
 * @returns {Promise<{ ok: boolean, reused: boolean, seconds: number }>}
 */
export async function ensureWebBuild(mode) {
  const startedAt = Date.now();
  const hash = webInputsHash(mode);
  const stamp = currentStamp();
  if (stamp?.mode === mode && stamp.hash === hash && existsSync(join(DIST, 'index.html'))) {
    return { ok: true, reused: true, seconds: (Date.now() - startedAt) / 1000 };
  }
  const code = await run('npm', ['run', 'build', '--workspace', 'web', '--', '--mode', mode], {
    cwd: ROOT,
  });
  if (code === 0) writeFileSync(STAMP, JSON.stringify({ mode, hash, builtAt: new Date() }));
  return { ok: code === 0, reused: false, seconds: (Date.now() - startedAt) / 1000 };
}
