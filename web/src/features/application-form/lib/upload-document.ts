import { createActor } from 'xstate';
import {
  isStalled,
  uploadMachine,
  uploadStateOf,
  uploadTaskActor,
  type StartUpload,
  type UploadInput,
} from '../../../lib/upload/upload-machine';

/** A failed upload of the queue, with the storage/... code the SDK gave (or storage/stalled). */
export class UploadFailedError extends Error {
  constructor(readonly code: string) {
    super(`Upload failed: ${code}`);
    this.name = 'UploadFailedError';
  }
}

/** The queue's upload gave up: nothing went through for UPLOAD_STALL_MS (upload-stall.ts). */
export const STALLED_CODE = 'storage/stalled';

/**
 * One upload for the queue, through the same upload machine as the form: resolves when Storage
 * confirms it; rejects with the storage code when it fails, and with STALLED_CODE (cancelling
 * it) when it stalls, instead of waiting out the SDK's 10-minute retry limit. The next sync tries
 * again.
 */
export function uploadDocument(startUpload: StartUpload, input: UploadInput): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const actor = createActor(
      uploadMachine.provide({ actors: { uploadTask: uploadTaskActor(startUpload) } }),
      { input },
    );
    actor.subscribe((snapshot) => {
      const state = uploadStateOf(snapshot);
      if (state === 'success') resolve();
      else if (state === 'error') reject(new UploadFailedError(snapshot.context.errorCode ?? ''));
      else if (state === 'canceled') reject(new UploadFailedError('storage/canceled'));
      else if (isStalled(snapshot)) {
        reject(new UploadFailedError(STALLED_CODE));
        // Stopping the machine disposes of the task, which cancels the upload.
        queueMicrotask(() => actor.stop());
      }
    });
    actor.start();
  });
}
