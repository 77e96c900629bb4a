// Decides which Firebase emulators can start on this machine and how.
//
// Firestore: firebase-tools normally downloads its own emulator jar. Machines without that
// download (no internet but the npm registry) often have the Google Cloud CLI's Firestore
// emulator instead; its jar has no Main-Class, so we point firebase-tools at a manifest-only
// launcher jar that names the main class and puts the CLI jar on its class path.
// Storage and the Emulator UI exist only as downloads: we start them when they are cached or
// downloadable and otherwise leave them out with a one-line notice.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

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

/**
 * @param {{ hosting?: boolean }} options
 * @returns {Promise<{ only: string[], env: Record<string,string>, notices: string[], storage: boolean, storageReason?: string }>}
 */
export async function planEmulators(options = {}) {
  const notices = [];
  const info = downloadInfo();
  const env = { ...resolveFirestore(notices) };
  const [storage, ui] = await Promise.all([obtainable(info.storage), obtainable(info.ui.main)]);

  const only = ['auth', 'firestore', 'functions'];
  let storageReason;
  if (storage) only.push('storage');
  else {
    storageReason = `Storage emulator unavailable: its rules runtime (${info.storage.downloadPathRelativeToCacheDir}) is neither cached nor downloadable here.`;
    notices.push(`${storageReason} Starting without it.`);
  }
  if (options.hosting) only.push('hosting');
  if (!ui)
    notices.push('Emulator UI unavailable (not cached, not downloadable): starting without it.');

  return { only, env, notices, storage, storageReason, ui };
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
