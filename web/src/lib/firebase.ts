import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';

/** True in `vite` dev and `vite build --mode emulator`: every SDK talks to the local emulators. */
export const USE_EMULATORS = import.meta.env.VITE_USE_EMULATORS === 'true';

/** Host of the emulators; each SDK module names its own port, as pinned in firebase.json. */
export const EMULATOR_HOST = '127.0.0.1';

export const FUNCTIONS_REGION = import.meta.env.VITE_FUNCTIONS_REGION || 'us-central1';

/** The web app's Firebase config (web/.env.<mode>). */
export const firebaseConfig = {
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY,
  authDomain: import.meta.env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID,
  storageBucket: import.meta.env.VITE_FIREBASE_STORAGE_BUCKET,
  messagingSenderId: import.meta.env.VITE_FIREBASE_MESSAGING_SENDER_ID,
  appId: import.meta.env.VITE_FIREBASE_APP_ID,
};

// getApps() guards against a second initialisation when Vite hot-reloads this module.
export const app: FirebaseApp = getApps().length > 0 ? getApp() : initializeApp(firebaseConfig);
