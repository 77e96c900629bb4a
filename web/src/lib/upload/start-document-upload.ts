import { withChunkTimeout } from '../chunk-load';
import type { StartUpload, UploadTaskHandle } from './upload-machine';

// The Storage SDK is fetched when the visitor picks their first file, not with the form's page.
const loadStorageUpload = withChunkTimeout(() => import('./storage-upload-task'));

/**
 * One resumable upload to Storage (storage-upload-task.ts), started once the SDK has arrived.
 * What the machine asks before that (pause, cancel, dispose) is kept and applied to the upload
 * when it starts, or stops it from starting. An SDK that cannot be fetched fails the upload as a
 * weak connection does (`storage/retry-limit-exceeded`), so the visitor can try again.
 */
export const startDocumentUpload: StartUpload = (input, listener) => {
  let upload: UploadTaskHandle | undefined;
  let stopped = false;
  let paused = false;
  loadStorageUpload().then(
    ({ startStorageUpload }) => {
      if (stopped) return;
      upload = startStorageUpload(input, listener);
      if (paused) upload.pause();
    },
    () => {
      if (!stopped) listener.failed('storage/retry-limit-exceeded');
    },
  );
  return {
    pause: () => {
      paused = true;
      upload?.pause();
    },
    resume: () => {
      paused = false;
      upload?.resume();
    },
    cancel: () => {
      if (upload) upload.cancel();
      else if (!stopped) {
        stopped = true;
        listener.failed('storage/canceled');
      }
    },
    dispose: () => {
      stopped = true;
      upload?.dispose();
    },
  };
};
