import { useEffect, useState, type ChangeEvent } from 'react';
import { createActor } from 'xstate';
import {
  uploadMachine,
  uploadTaskActor,
  type StartUpload,
  type UploadActorRef,
  type UploadInput,
  type UploadSnapshot,
  type UploadState,
} from './upload-machine';

const ACTIVE_STATES: readonly UploadState[] = ['running', 'pausing', 'paused', 'canceling'];

/** Whether an upload is still going on (running, pausing, paused or canceling). */
export function isUploadGoingOn(state: UploadState): boolean {
  return ACTIVE_STATES.includes(state);
}

/**
 * The file just chosen in a file input; the input is emptied, so that choosing the same file
 * again reports it again.
 */
export function takeChosenFile(event: ChangeEvent<HTMLInputElement>): File | undefined {
  const file = event.target.files?.[0];
  event.target.value = '';
  return file;
}

/**
 * A file field's upload, one at a time: `begin` sends a file through the upload machine
 * (progress, pause, resume, cancel), stopping the field's previous upload; `clear` stops it and
 * forgets it. Leaving the page stops the machine, which cancels an upload still running.
 */
export function useFieldUpload() {
  const [upload, setUpload] = useState<UploadActorRef | null>(null);
  useEffect(() => () => upload?.stop(), [upload]);

  const begin = (
    startUpload: StartUpload,
    input: UploadInput,
    onSnapshot: (snapshot: UploadSnapshot) => void,
  ) => {
    const actor = createActor(
      uploadMachine.provide({ actors: { uploadTask: uploadTaskActor(startUpload) } }),
      { input },
    );
    actor.subscribe(onSnapshot);
    upload?.stop();
    setUpload(actor);
    actor.start();
  };
  const clear = () => {
    upload?.stop();
    setUpload(null);
  };
  return { upload, begin, clear };
}
