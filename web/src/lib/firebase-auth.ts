import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { app, EMULATOR_HOST, USE_EMULATORS } from './firebase';

// Firebase Auth on its own module: only the auth session and the sign-in forms import it, so a
// public page that writes through Firestore Lite or calls a callable (lib/firebase: the app) never
// downloads Auth. Firestore, Functions and Storage find it through the app once it exists and
// send the user's token from then on.
const AUTH_EMULATOR_PORT = 9099;

function createAuth(): Auth {
  // initializeAuth with explicit dependencies instead of getAuth(): getAuth() also bundles the
  // popup/redirect resolver, which this email-and-password app never uses, into the entry chunk.
  const auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
  });
  if (USE_EMULATORS) {
    connectAuthEmulator(auth, `http://${EMULATOR_HOST}:${AUTH_EMULATOR_PORT}`, {
      disableWarnings: true,
    });
  }
  return auth;
}

export const auth: Auth = createAuth();
