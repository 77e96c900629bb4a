import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { describe, expect, it, vi } from 'vitest';

vi.mock('./firebase', () => ({
  app: { name: 'app' },
  EMULATOR_HOST: '127.0.0.1',
  USE_EMULATORS: true,
}));
vi.mock('./app-check', () => ({ ensureAppCheck: vi.fn() }));
vi.mock('firebase/firestore/lite', () => ({
  getFirestore: vi.fn(() => ({ lite: true })),
  connectFirestoreEmulator: vi.fn(),
}));

describe('getLiteDb', () => {
  it('starts Firestore Lite on first use only, once, connected to the emulator', async () => {
    const { getLiteDb } = await import('./firestore-lite');
    const { ensureAppCheck } = await import('./app-check');
    expect(getFirestore).not.toHaveBeenCalled();
    expect(ensureAppCheck).not.toHaveBeenCalled();
    const db = getLiteDb();
    expect(getLiteDb()).toBe(db);
    expect(getFirestore).toHaveBeenCalledTimes(1);
    // App Check starts before the SDK, so its first request already carries a token.
    expect(ensureAppCheck).toHaveBeenCalled();
    expect(getFirestore).toHaveBeenCalledWith({ name: 'app' });
    expect(connectFirestoreEmulator).toHaveBeenCalledWith(db, '127.0.0.1', 8080);
  });
});
