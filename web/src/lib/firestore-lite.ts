// Firestore Lite: one-shot REST reads and writes, without the full SDK's realtime channel and
// offline cache. The public forms (an application, a contact message) write through it, so that
// a public page never downloads the full Firestore SDK; public reads need no SDK at all
// (lib/public-api.ts).
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore/lite';
import { ensureAppCheck } from './app-check';
import { app, EMULATOR_HOST, USE_EMULATORS } from './firebase';

const FIRESTORE_EMULATOR_PORT = 8080;

let liteDb: Firestore | undefined;

/**
 * The Lite instance, created on first use rather than at import time: importing a page module
 * (route preloading, tests with a stubbed Firebase app) must not start an SDK.
 */
export function getLiteDb(): Firestore {
  if (!liteDb) {
    ensureAppCheck();
    const db = getFirestore(app);
    if (USE_EMULATORS) connectFirestoreEmulator(db, EMULATOR_HOST, FIRESTORE_EMULATOR_PORT);
    liteDb = db;
  }
  return liteDb;
}
