// Imported only by feature api modules that read or write documents, so the Firestore SDK is
// bundled with the pages that use it and never with the landing page.
import { connectFirestoreEmulator, getFirestore, type Firestore } from 'firebase/firestore';
import { ensureAppCheck } from './app-check';
import { app, EMULATOR_HOST, USE_EMULATORS } from './firebase';

const FIRESTORE_EMULATOR_PORT = 8080;

function createFirestore(): Firestore {
  ensureAppCheck();
  const db = getFirestore(app);
  if (USE_EMULATORS) connectFirestoreEmulator(db, EMULATOR_HOST, FIRESTORE_EMULATOR_PORT);
  return db;
}

export const db: Firestore = createFirestore();
