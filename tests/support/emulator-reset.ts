// Empties the emulated project between integration tests, and switches the Functions emulator's
// background triggers off and on, through the emulators' REST endpoints.
import { EMULATORS, PROJECT_ID } from './emulators';

async function del(url: string): Promise<void> {
  const response = await fetch(url, { method: 'DELETE' });
  if (!response.ok) throw new Error(`DELETE ${url} -> ${response.status} ${await response.text()}`);
}

export function clearFirestore(): Promise<void> {
  const { host, port } = EMULATORS.firestore;
  return del(
    `http://${host}:${port}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
  );
}

export function clearAuth(): Promise<void> {
  const { host, port } = EMULATORS.auth;
  return del(`http://${host}:${port}/emulator/v1/projects/${PROJECT_ID}/accounts`);
}

export async function clearProject(): Promise<void> {
  await Promise.all([clearFirestore(), clearAuth()]);
}

/** The emulator hub: `firebase emulators:exec` says where; firebase.json pins it otherwise. */
function hubUrl(path: string): string {
  const hub = process.env.FIREBASE_EMULATOR_HUB ?? `127.0.0.1:${EMULATORS.hub.port}`;
  return `http://${hub}${path}`;
}

async function put(url: string): Promise<void> {
  const response = await fetch(url, { method: 'PUT' });
  if (!response.ok) throw new Error(`PUT ${url} -> ${response.status} ${await response.text()}`);
}

/** Firestore writes stop starting trigger functions (callables still answer). */
export function disableBackgroundTriggers(): Promise<void> {
  return put(hubUrl('/functions/disableBackgroundTriggers'));
}

/**
 * Triggers run again. The emulator reloads every function to do it, so warm workers are gone:
 * switch triggers off for a whole file, not around each write.
 */
export function enableBackgroundTriggers(): Promise<void> {
  return put(hubUrl('/functions/enableBackgroundTriggers'));
}
