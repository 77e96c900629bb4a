// App Check (issue 9, item 5): every request of the Functions, Firestore and Storage SDKs carries
// a token proving it comes from this web app. Started by lib/functions.ts, lib/firestore.ts,
// lib/firestore-lite.ts and lib/storage.ts just before they create their SDK instance, so the App
// Check SDK is downloaded with the pages that talk to those services, never with the first paint.
import { emulatorAppCheckToken } from '@centre/domain/app-check';
import {
  CustomProvider,
  initializeAppCheck,
  ReCaptchaEnterpriseProvider,
  type AppCheck,
} from 'firebase/app-check';
import { app, USE_EMULATORS } from './firebase';

declare global {
  // The App Check SDK's documented debug switch (read from `self` when App Check starts).
  var FIREBASE_APPCHECK_DEBUG_TOKEN: boolean | string | undefined;
}

function createAppCheck(): AppCheck | undefined {
  // The build's pre-render runs the app in Node, where no page can prove anything (reCAPTCHA
  // needs a document) and nothing is sent: App Check starts in browsers only.
  if (typeof document === 'undefined') return undefined;
  if (USE_EMULATORS) {
    // EMULATORS ONLY. There is no App Check emulator, and the debug provider needs Google's App
    // Check backend. This unsigned, JWT-shaped token (`sub` = the app id) is accepted only because
    // the Functions emulator DECODES App Check tokens without verifying them; the Firestore and
    // Storage emulators ignore them. Any real project refuses it. Against a real project, use the
    // debug provider instead (VITE_APPCHECK_DEBUG_TOKEN below; README, Security).
    const { appId, projectId } = app.options;
    return initializeAppCheck(app, {
      provider: new CustomProvider({
        getToken: () => Promise.resolve(emulatorAppCheckToken(appId ?? '', projectId ?? '')),
      }),
      isTokenAutoRefreshEnabled: true,
    });
  }
  // A local or CI build against a real project: the documented debug provider. `true` makes the
  // SDK print a debug token in the console (register it under App Check > Apps > Manage debug
  // tokens); a registered token string is used as is. Never in a production build.
  const debugToken = import.meta.env.VITE_APPCHECK_DEBUG_TOKEN;
  if (debugToken && import.meta.env.MODE !== 'production') {
    self.FIREBASE_APPCHECK_DEBUG_TOKEN = debugToken === 'true' ? true : debugToken;
  }
  const siteKey = import.meta.env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY;
  if (!siteKey) {
    // Without a key every callable is refused (they enforce App Check): say why, once.
    console.error(
      'App Check is not initialised: VITE_RECAPTCHA_ENTERPRISE_SITE_KEY is not set (README, Security).',
    );
    return undefined;
  }
  return initializeAppCheck(app, {
    provider: new ReCaptchaEnterpriseProvider(siteKey),
    isTokenAutoRefreshEnabled: true,
  });
}

let started = false;
let instance: AppCheck | undefined;

/** Starts App Check once (later calls return the same instance). */
export function ensureAppCheck(): AppCheck | undefined {
  if (!started) {
    started = true;
    instance = createAppCheck();
  }
  return instance;
}
