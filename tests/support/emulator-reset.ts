// Empties the emulated project between integration tests through the emulators' REST endpoints.
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
