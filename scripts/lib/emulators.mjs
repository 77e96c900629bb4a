// Decides which Firebase emulators can start on this machine and how.
//
// Firestore: firebase-tools normally downloads its own emulator jar. Machines without that
// download (no internet but the npm registry) often have the Google Cloud CLI's Firestore
// emulator instead; its jar has no Main-Class, so we point firebase-tools at a manifest-only
// launcher jar that names the main class and puts the CLI jar on its class path.
// Storage: the emulator is Node code inside firebase-tools, but its rules evaluator (the
// cloud-storage-rules-runtime jar) is a download. Where that download is cached or reachable we
// use it; otherwise we build our own runtime (scripts/storage-rules-runtime, a small Java adapter
// over the Firebase Rules engine inside the Cloud CLI Firestore emulator jar), smoke-test it and
// pass it as STORAGE_EMULATOR_BINARY_PATH; where neither works Storage is left out, with the reason.
// The Emulator UI exists only as a download: started when cached or downloadable, else left out.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { run } from './processes.mjs';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const PROJECT_ID = JSON.parse(readFileSync(join(ROOT, '.firebaserc'), 'utf8')).projects
  .default;
export const FIREBASE_CONFIG = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8'));
export const FIREBASE_BIN = join(ROOT, 'node_modules', '.bin', 'firebase');

const LAUNCHER_DIR = join(ROOT, '.cache', 'emulators');
const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const GCLOUD_FIRESTORE_JAR_CANDIDATES = [
  '/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
  '/usr/share/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
  '/opt/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
];

const firebaseCacheDir =
  process.env.FIREBASE_EMULATORS_PATH || join(homedir(), '.cache', 'firebase', 'emulators');

function downloadInfo() {
  const require = createRequire(join(ROOT, 'package.json'));
  return require('firebase-tools/lib/emulator/downloadableEmulatorInfo.json');
}

function findGcloudFirestoreJar() {
  const fromPath = (() => {
    try {
      const gcloud = execFileSync('sh', ['-c', 'readlink -f "$(command -v gcloud)"'], {
        encoding: 'utf8',
      }).trim();
      // <sdk>/bin/gcloud -> <sdk>/platform/cloud-firestore-emulator/...
      return gcloud
        ? join(
            dirname(dirname(gcloud)),
            'platform/cloud-firestore-emulator/cloud-firestore-emulator.jar',
          )
        : undefined;
    } catch {
      return undefined;
    }
  })();
  return [...GCLOUD_FIRESTORE_JAR_CANDIDATES, fromPath].find((p) => p && existsSync(p));
}

/** Builds (or reuses) the manifest-only jar that launches the Cloud CLI Firestore emulator. */
function firestoreLauncherJar(targetJar) {
  const launcher = join(LAUNCHER_DIR, 'firestore-launcher.jar');
  const manifestPath = join(LAUNCHER_DIR, 'firestore-launcher.MF');
  const manifest = `Main-Class: ${FIRESTORE_MAIN_CLASS}\nClass-Path: ${targetJar}\n`;
  const upToDate =
    existsSync(launcher) &&
    existsSync(manifestPath) &&
    readFileSync(manifestPath, 'utf8') === manifest;
  if (!upToDate) {
    mkdirSync(LAUNCHER_DIR, { recursive: true });
    writeFileSync(manifestPath, manifest);
    buildManifestOnlyJar(launcher, manifestPath);
  }
  return launcher;
}

// A jar is a zip whose META-INF/MANIFEST.MF names the entry point: the JDK's `jar` tool makes
// one; where only a JRE is installed, Python's zipfile does the same.
function buildManifestOnlyJar(launcher, manifestPath) {
  try {
    execFileSync('jar', ['cfm', launcher, manifestPath], { cwd: LAUNCHER_DIR, stdio: 'ignore' });
  } catch {
    execFileSync('python3', [
      '-c',
      'import sys, zipfile; z = zipfile.ZipFile(sys.argv[1], "w"); z.write(sys.argv[2], "META-INF/MANIFEST.MF"); z.close()',
      launcher,
      manifestPath,
    ]);
  }
}

function resolveFirestore(notices) {
  if (process.env.FIRESTORE_EMULATOR_BINARY_PATH) return {};
  const info = downloadInfo().firestore;
  if (existsSync(join(firebaseCacheDir, info.downloadPathRelativeToCacheDir))) return {};
  const gcloudJar = findGcloudFirestoreJar();
  if (!gcloudJar) {
    notices.push(
      'Firestore: no cached or Cloud CLI emulator found; firebase-tools will download it.',
    );
    return {};
  }
  try {
    return { FIRESTORE_EMULATOR_BINARY_PATH: firestoreLauncherJar(gcloudJar) };
  } catch (error) {
    notices.push(
      `Firestore: could not build the launcher jar (${error.message}); trying a download.`,
    );
    return {};
  }
}

async function reachable(url) {
  try {
    const response = await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(4000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** Cached, or downloadable right now. */
async function obtainable(details) {
  if (existsSync(join(firebaseCacheDir, details.downloadPathRelativeToCacheDir))) return true;
  return reachable(details.remoteUrl);
}

const STORAGE_RUNTIME_SOURCES = join(ROOT, 'scripts', 'storage-rules-runtime', 'src');
const STORAGE_RUNTIME_MAIN_CLASS = 'centre.storagerules.StorageRulesRuntime';
const STORAGE_RUNTIME_SMOKE_TIMEOUT_MS = 30_000;

/**
 * The Storage rules runtime to use: firebase-tools' own (cached or downloadable, env stays
 * empty), else our adapter jar (env.STORAGE_EMULATOR_BINARY_PATH), else a reason for leaving
 * Storage out.
 * @returns {Promise<{ env: Record<string,string>, reason?: string }>}
 */
async function resolveStorageRuntime(details, notices) {
  if (process.env.STORAGE_EMULATOR_BINARY_PATH) return { env: {} };
  if (await obtainable(details)) return { env: {} };
  const missing = `its rules runtime (${details.downloadPathRelativeToCacheDir}) is neither cached nor downloadable here`;
  const gcloudJar = findGcloudFirestoreJar();
  if (!gcloudJar) {
    return {
      env: {},
      reason: `${missing}, and no Cloud CLI Firestore emulator jar to build ours on.`,
    };
  }
  try {
    const started = Date.now();
    const { jar, built } = await storageRuntimeJar(gcloudJar);
    notices.push(
      `Storage: rules runtime of our own on the Cloud CLI Firestore emulator (${relative(ROOT, jar)}, ${built ? `built and smoke-tested in ${((Date.now() - started) / 1000).toFixed(1)} s` : 'cached build'}).`,
    );
    return { env: { STORAGE_EMULATOR_BINARY_PATH: jar } };
  } catch (error) {
    return { env: {}, reason: `${missing}, and our replacement is unusable: ${error.message}` };
  }
}

function javaSources(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.java'))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

function commandExists(command) {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * .cache/emulators/storage-rules-runtime-<hash>.jar, named by a hash of our sources and of the
 * Cloud CLI jar it runs on (its path is in the manifest's Class-Path; its size and date change
 * with an upgrade). Built with javac when missing and smoke-tested before it is put in place, so
 * a jar in the cache has passed; reused otherwise (where only a JRE is installed, too).
 */
async function storageRuntimeJar(gcloudJar) {
  const sources = javaSources(STORAGE_RUNTIME_SOURCES);
  const hash = createHash('sha256');
  for (const file of sources) {
    hash.update(`${relative(STORAGE_RUNTIME_SOURCES, file)}\0${readFileSync(file)}\0`);
  }
  const { size, mtimeMs } = statSync(gcloudJar);
  hash.update(`${gcloudJar}\0${size}\0${mtimeMs}`);
  const name = `storage-rules-runtime-${hash.digest('hex').slice(0, 16)}.jar`;
  const jar = join(LAUNCHER_DIR, name);
  if (existsSync(jar)) return { jar, built: false };
  if (!commandExists('javac') || !commandExists('jar')) {
    throw new Error(
      'no cached build and no JDK (javac, jar) to build it; install openjdk-17-jdk-headless',
    );
  }
  mkdirSync(LAUNCHER_DIR, { recursive: true });
  const work = mkdtempSync(join(LAUNCHER_DIR, 'storage-rules-runtime-build-'));
  try {
    const classes = join(work, 'classes');
    const manifest = join(work, 'MANIFEST.MF');
    const built = join(work, name);
    writeFileSync(
      manifest,
      `Main-Class: ${STORAGE_RUNTIME_MAIN_CLASS}\nClass-Path: ${gcloudJar}\n`,
    );
    try {
      // -proc:none: the Cloud CLI jar declares an annotation processor it does not contain.
      execFileSync(
        'javac',
        ['-proc:none', '--release', '17', '-nowarn', '-cp', gcloudJar, '-d', classes, ...sources],
        { stdio: ['ignore', 'ignore', 'pipe'] },
      );
      execFileSync('jar', ['cfm', built, manifest, '-C', classes, '.'], { stdio: 'ignore' });
    } catch (error) {
      const stderr = error.stderr?.toString().trim().split('\n').slice(0, 5).join(' ');
      throw new Error(`building it failed (${stderr || error.message})`);
    }
    await smokeTestStorageRuntime(built);
    renameSync(built, jar); // atomic: a concurrent start sees no jar or a whole, tested one
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  for (const stale of readdirSync(LAUNCHER_DIR)) {
    if (/^storage-rules-runtime-[0-9a-f]+\.jar$/.test(stale) && stale !== name) {
      rmSync(join(LAUNCHER_DIR, stale), { force: true });
    }
  }
  return { jar, built: true };
}

const SMOKE_RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o/{name} {
    allow get: if request.auth != null;
    allow create: if !firestore.exists(/databases/(default)/documents/smoke/$(name));
  }
}`;

/**
 * Starts the runtime as firebase-tools does and speaks its protocol once: the ready line, a
 * ruleset load, a get that the rules allow and a create whose firestore.exists() we answer
 * "not found". Resolves when all went as expected; the process is always stopped.
 */
function smokeTestStorageRuntime(jar) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn('java', ['-Duser.language=en', '-jar', jar, 'serve'], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stderr = '';
    let settled = false;
    const finish = (error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.stdin.end();
      if (child.exitCode === null) child.kill('SIGKILL');
      if (error)
        reject(new Error(`${error}${stderr ? ` (stderr: ${stderr.trim().slice(0, 300)})` : ''}`));
      else resolvePromise();
    };
    const timer = setTimeout(
      () => finish(`smoke test timed out after ${STORAGE_RUNTIME_SMOKE_TIMEOUT_MS / 1000} s`),
      STORAGE_RUNTIME_SMOKE_TIMEOUT_MS,
    );
    child.on('error', (error) => finish(`could not start java (${error.message})`));
    child.on('exit', (code) => finish(`runtime exited early (code ${code})`));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const send = (message) => child.stdin.write(`${JSON.stringify(message)}\n`);
    const path = '/b/smoke-bucket/o/file.txt';
    const verify = (id, method, auth) => ({
      id,
      action: 'verify',
      context: {
        rulesetName: 'smoke',
        service: 'firebase.storage',
        path,
        method,
        variables: {
          resource: { null_value: null },
          request: {
            map_value: {
              fields: {
                path: {
                  path_value: {
                    segments: path
                      .split('/')
                      .filter(Boolean)
                      .map((simple) => ({ simple })),
                  },
                },
                time: { timestamp_value: new Date().toISOString() },
                resource: { null_value: null },
                auth,
              },
            },
          },
        },
      },
    });
    const steps = [
      (m) =>
        m.id === -1 &&
        m.status === 'ok' &&
        send({
          id: 0,
          action: 'load_ruleset',
          context: {
            rulesetName: 'smoke',
            source: { files: [{ name: 'storage.rules', content: SMOKE_RULES }] },
          },
        }),
      (m) =>
        m.id === 0 &&
        m.result?.rulesVersion === 2 &&
        !m.errors?.length &&
        send(verify(1, 'get', { map_value: { fields: { uid: { string_value: 'smoke' } } } })),
      (m) =>
        m.id === 1 && m.result?.permit === true && send(verify(2, 'create', { null_value: null })),
      (m) =>
        m.action === 'fetch_firestore_document' &&
        m.server_request_id === 2 &&
        m.context?.path === '/databases/(default)/documents/smoke/file.txt' &&
        send({ id: 2, status: 'not_found', errors: [], warnings: [] }),
      (m) => m.id === 2 && m.result?.permit === true && (finish(), true),
    ];
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (settled) return;
      let message;
      try {
        message = JSON.parse(line);
      } catch {
        return finish(`unexpected output: ${line.slice(0, 200)}`);
      }
      const step = steps.shift();
      if (!step || !step(message)) finish(`unexpected reply: ${line.slice(0, 300)}`);
    });
  });
}

/**
 * @param {{ hosting?: boolean }} options
 * @returns {Promise<{ only: string[], env: Record<string,string>, notices: string[], storage: boolean, storageReason?: string }>}
 */
export async function planEmulators(options = {}) {
  const notices = [];
  const info = downloadInfo();
  const env = { ...resolveFirestore(notices) };
  const [storageRuntime, ui] = await Promise.all([
    resolveStorageRuntime(info.storage, notices),
    obtainable(info.ui.main),
  ]);
  Object.assign(env, storageRuntime.env);
  const storage = !storageRuntime.reason;

  const only = ['auth', 'firestore', 'functions'];
  let storageReason;
  if (storage) only.push('storage');
  else {
    storageReason = `Storage emulator unavailable: ${storageRuntime.reason}`;
    notices.push(`${storageReason} Starting without it.`);
  }
  if (options.hosting) only.push('hosting');
  if (!ui)
    notices.push('Emulator UI unavailable (not cached, not downloadable): starting without it.');

  return { only, env, notices, storage, storageReason, ui };
}

/**
 * The environment of the command `emulators:exec` runs (the suites and the end-to-end tests):
 * the plan's variables, where Hosting serves the web app, and whether Storage runs (and why not).
 */
export function emulatorExecEnv(plan) {
  const hosting = FIREBASE_CONFIG.emulators.hosting;
  return {
    ...process.env,
    ...plan.env,
    E2E_BASE_URL: `http://${hosting.host}:${hosting.port}`,
    STORAGE_EMULATOR_AVAILABLE: String(plan.storage),
    ...(plan.storageReason ? { STORAGE_EMULATOR_SKIP_REASON: plan.storageReason } : {}),
  };
}

/** Flags shared by `emulators:start` and `emulators:exec`. */
export function emulatorArgs(plan) {
  const args = ['--project', PROJECT_ID, '--only', plan.only.join(',')];
  // The UI can only be switched off through config; write a variant next to firebase.json.
  if (!plan.ui) args.push('--config', writeConfigWithoutUi());
  return args;
}

function writeConfigWithoutUi() {
  const config = structuredClone(FIREBASE_CONFIG);
  config.emulators.ui = { ...config.emulators.ui, enabled: false };
  // Relative paths in the config resolve from the config file's folder, so it stays at the root.
  const path = join(ROOT, '.firebase.no-ui.json');
  writeFileSync(path, JSON.stringify(config, null, 2));
  return path;
}

export function emulatorHosts() {
  const e = FIREBASE_CONFIG.emulators;
  return {
    FIREBASE_AUTH_EMULATOR_HOST: `${e.auth.host}:${e.auth.port}`,
    FIRESTORE_EMULATOR_HOST: `${e.firestore.host}:${e.firestore.port}`,
    FIREBASE_STORAGE_EMULATOR_HOST: `${e.storage.host}:${e.storage.port}`,
    FUNCTIONS_EMULATOR_ORIGIN: `http://${e.functions.host}:${e.functions.port}`,
    GCLOUD_PROJECT: PROJECT_ID,
  };
}

export function listCachedEmulators() {
  return existsSync(firebaseCacheDir) ? readdirSync(firebaseCacheDir) : [];
}

/** The health function's URL on the functions emulator (functions/src/system/health.ts). */
export function healthUrl() {
  const f = FIREBASE_CONFIG.emulators.functions;
  return `http://${f.host}:${f.port}/${PROJECT_ID}/us-central1/health`;
}

/** The emulators use fixed ports: one set at a time on a machine (two worktrees, say). */
export const EMULATORS_LOCK = '/tmp/centre-emulators.lock';

/**
 * Holds the machine-wide emulators lock for the rest of this process: the first call re-runs the
 * calling script under util-linux `flock` and exits with its code; inside (or where a caller
 * already holds the lock, or off Linux) it returns at once.
 */
export async function holdEmulatorsLock() {
  if (process.env.CENTRE_EMULATORS_LOCKED || process.platform !== 'linux') return;
  console.log(`Waiting for ${EMULATORS_LOCK} (the emulators' ports are shared)...`);
  const code = await run(
    'flock',
    [EMULATORS_LOCK, process.execPath, ...process.execArgv, ...process.argv.slice(1)],
    { env: { ...process.env, CENTRE_EMULATORS_LOCKED: '1' } },
  );
  process.exit(code);
}

/**
 * Runs `command` inside `firebase emulators:exec` with the plan `npm test` uses, under the lock
 * (holdEmulatorsLock): `hosting` adds the Hosting emulator serving web/dist, `only` narrows the
 * emulators to those named. Prints the plan's notices; resolves to the command's exit code.
 *
 * @param {string} command
 * @param {{ hosting?: boolean, only?: string[] }} options
 * @returns {Promise<number>}
 */
export async function execInEmulators(command, options = {}) {
  await holdEmulatorsLock();
  const planned = await planEmulators({ hosting: options.hosting });
  const wanted = (name) => !options.only || options.only.includes(name);
  const only = planned.only.filter(wanted);
  const plan = { ...planned, only, storage: planned.storage && only.includes('storage') };
  planned.notices
    .filter(
      (notice) =>
        !options.only || options.only.some((name) => notice.toLowerCase().startsWith(name)),
    )
    .forEach((notice) => console.log(`notice: ${notice}`));
  return run(FIREBASE_BIN, ['emulators:exec', ...emulatorArgs(plan), command], {
    cwd: ROOT,
    env: emulatorExecEnv(plan),
  });
}
