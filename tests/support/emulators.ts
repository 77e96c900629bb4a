// Where the emulators are, read from firebase.json so the tests and the scripts agree.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

interface HostPort {
  host: string;
  port: number;
}
const firebaseJson = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as {
  emulators: Record<'auth' | 'firestore' | 'functions' | 'storage' | 'hub', HostPort>;
};
export const PROJECT_ID = (
  JSON.parse(readFileSync(join(ROOT, '.firebaserc'), 'utf8')) as { projects: { default: string } }
).projects.default;

/**
 * The project the Firestore rules suites run on: not the default project, so that the Functions
 * emulator's triggers (which watch the default project only) never run on their seeds, and so
 * that they can run beside the suites on the default project, each clearing only its own data.
 * Storage rules suites stay on the default project: storage.rules reads its Firestore.
 */
export const RULES_PROJECT_ID = 'demo-rules-suites';

export const EMULATORS = firebaseJson.emulators;
export const FUNCTIONS_BASE_URL = `http://${EMULATORS.functions.host}:${EMULATORS.functions.port}/${PROJECT_ID}/us-central1`;

export const readRules = (file: 'firestore.rules' | 'storage.rules') =>
  readFileSync(join(ROOT, file), 'utf8');

/**
 * scripts/test.mjs starts the Storage emulator only where its runtime can be had; it says which
 * through these variables so that storage suites skip themselves with the reason.
 */
export const storageEmulator = {
  available: process.env.STORAGE_EMULATOR_AVAILABLE === 'true',
  reason:
    process.env.STORAGE_EMULATOR_SKIP_REASON ??
    'Storage emulator not started (STORAGE_EMULATOR_AVAILABLE is not "true").',
};
