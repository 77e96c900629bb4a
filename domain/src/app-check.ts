/**
 * App Check on the EMULATORS ONLY (issue 9, item 5).
 *
 * Production: the web app gets its App Check tokens from reCAPTCHA Enterprise
 * (web/src/lib/app-check.ts) and the callables verify them with the Admin SDK (signature,
 * project, expiry). Nothing here is used there.
 *
 * Emulators: there is no App Check emulator, and the documented debug provider
 * (`self.FIREBASE_APPCHECK_DEBUG_TOKEN` plus a debug token registered in the Firebase console)
 * exchanges its token with Google's App Check backend, which an offline machine and a `demo-`
 * project cannot reach. The Functions emulator, however, runs with firebase-functions' debug
 * feature `skipTokenVerification`: it only DECODES an `X-Firebase-AppCheck` token (any JWT-shaped
 * string; its `sub` is read as the app id) and never checks a signature. So the web app on the
 * emulators, the tests and the benchmark send the unsigned token below, which lets
 * `enforceAppCheck` be exercised for real: a call without a token is refused `unauthenticated`.
 * A real project refuses this token (it is not signed by App Check).
 */

/** How long an emulator token is valid; the web SDK refreshes it before it expires. */
export const EMULATOR_APP_CHECK_TTL_MS = 60 * 60 * 1000;

// In every runtime the domain runs in (browsers, Node 16+); the domain's tsconfig has neither the
// DOM nor Node's types.
declare function btoa(data: string): string;

const base64Url = (json: unknown) =>
  btoa(JSON.stringify(json)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/**
 * An unsigned (`alg: none`), JWT-shaped App Check token for `appId`, in the shape of a real one
 * (`sub` is the app id, `aud` the project). Accepted only by an emulator that skips verification.
 */
export function emulatorAppCheckToken(
  appId: string,
  projectId: string,
  nowMs: number = Date.now(),
): { token: string; expireTimeMillis: number } {
  const expireTimeMillis = nowMs + EMULATOR_APP_CHECK_TTL_MS;
  const header = base64Url({ alg: 'none', typ: 'JWT' });
  const payload = base64Url({
    iss: `https://firebaseappcheck.googleapis.com/emulator`,
    sub: appId,
    aud: [`projects/${projectId}`],
    iat: Math.floor(nowMs / 1000),
    exp: Math.floor(expireTimeMillis / 1000),
  });
  // An empty signature part: JWT-shaped (header.payload.) as the emulator expects, and plainly
  // not a signed token.
  return { token: `${header}.${payload}.`, expireTimeMillis };
}

/** The web app id of the emulator builds (web/.env.emulator); tests and scripts name it too. */
export const EMULATOR_APP_ID = '1:000000000000:web:0000000000000000000000';

/** The header the callable protocol carries the App Check token in. */
export const APP_CHECK_HEADER = 'X-Firebase-AppCheck';
