// App Check for the test clients (issue 9, item 5): every callable enforces it, so every test that
// calls one sends the emulator token that the web app sends on the emulators. It is unsigned and
// accepted only because the Functions emulator decodes App Check tokens without verifying them
// (domain/src/app-check.ts says more).
import { APP_CHECK_HEADER, EMULATOR_APP_ID, emulatorAppCheckToken } from '@centre/domain/app-check';
import { initializeAppCheck, CustomProvider } from 'firebase/app-check';
import type { FirebaseApp } from 'firebase/app';
import { PROJECT_ID } from './emulators';

const TEST_APP_ID = EMULATOR_APP_ID;

/** A fresh emulator App Check token. */
export const appCheckToken = (): string => emulatorAppCheckToken(TEST_APP_ID, PROJECT_ID).token;

/** The header a raw callable request needs so that App Check lets it through. */
export const appCheckHeaders = (): Record<string, string> => ({
  [APP_CHECK_HEADER]: appCheckToken(),
});

/** App Check on a test web app, as web/src/lib/app-check.ts starts it on the emulators. */
export function startAppCheck(app: FirebaseApp): void {
  initializeAppCheck(app, {
    provider: new CustomProvider({
      getToken: () => Promise.resolve(emulatorAppCheckToken(TEST_APP_ID, PROJECT_ID)),
    }),
    isTokenAutoRefreshEnabled: false,
  });
}
