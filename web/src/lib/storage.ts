// Imported only by feature api modules that upload or download files (lazy pages).
import { STORAGE_LIMITS } from '@centre/domain/constants';
import { connectStorageEmulator, getStorage, type FirebaseStorage } from 'firebase/storage';
import { ensureAppCheck } from './app-check';
import { app, EMULATOR_HOST, USE_EMULATORS } from './firebase';

const STORAGE_EMULATOR_PORT = 9199;

function createStorage(): FirebaseStorage {
  ensureAppCheck();
  const storage = getStorage(app);
  storage.maxOperationRetryTime = STORAGE_LIMITS.maxOperationRetryTimeMs;
  storage.maxUploadRetryTime = STORAGE_LIMITS.maxUploadRetryTimeMs;
  if (USE_EMULATORS) connectStorageEmulator(storage, EMULATOR_HOST, STORAGE_EMULATOR_PORT);
  return storage;
}

export const storage: FirebaseStorage = createStorage();
