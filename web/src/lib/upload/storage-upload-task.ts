import { ref, uploadBytesResumable } from 'firebase/storage';
import { storage } from '../storage';
import { errorCode } from '../error-code';
import type { StartUpload } from './upload-machine';

/**
 * One resumable upload to Storage (lib/storage.ts sets the docs/product.md §9 retry limits),
 * adapted to the upload machine's task actor: Firebase's observer becomes listener calls. Loaded
 * by start-document-upload.ts when the first file is picked.
 */
export const startStorageUpload: StartUpload = (input, listener) => {
  const task = uploadBytesResumable(ref(storage, input.path), input.file, {
    contentType: input.contentType,
  });
  const unsubscribe = task.on(
    'state_changed',
    (snapshot) => {
      listener.progress(snapshot.bytesTransferred, snapshot.totalBytes);
      if (snapshot.state === 'paused') listener.paused();
    },
    (error) => listener.failed(`storage/${errorCode(error) ?? 'unknown'}`),
    () => listener.done(),
  );
  return {
    pause: () => task.pause(),
    resume: () => task.resume(),
    cancel: () => task.cancel(),
    dispose: () => {
      unsubscribe();
      if (task.snapshot.state === 'running') task.cancel();
    },
  };
};
