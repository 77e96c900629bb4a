import { assign, fromCallback, sendTo, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { ALLOWED_DOCUMENT_TYPES } from '@centre/domain/applications';
import { UPLOAD_STALL_MS } from './upload-stall';

/** The file being uploaded and where it goes. */
export interface UploadInput {
  path: string;
  file: Blob;
  name: string;
  contentType: (typeof ALLOWED_DOCUMENT_TYPES)[number];
}

/** What the running upload reports back (Firebase's UploadTask observer, in machine events). */
export type UploadTaskEvent =
  | { type: 'UPLOAD.PROGRESS'; bytesTransferred: number; totalBytes: number }
  | { type: 'UPLOAD.PAUSED' }
  | { type: 'UPLOAD.DONE' }
  | { type: 'UPLOAD.FAILED'; code: string };

/** What the machine asks of the running upload. */
export type UploadTaskCommand = { type: 'PAUSE' } | { type: 'RESUME' } | { type: 'CANCEL' };

export type UploadEvent = UploadTaskCommand | UploadTaskEvent;

export interface UploadTaskListener {
  progress(bytesTransferred: number, totalBytes: number): void;
  paused(): void;
  done(): void;
  failed(code: string): void;
}

/** The control surface of one upload; the api folder adapts Firebase's UploadTask to it. */
export interface UploadTaskHandle {
  pause(): void;
  resume(): void;
  cancel(): void;
  /** Stops listening; cancels the upload if it is still going. */
  dispose(): void;
}

export type StartUpload = (input: UploadInput, listener: UploadTaskListener) => UploadTaskHandle;

/** The actor that runs one upload; provided through `uploadMachine.provide({ actors })`. */
export function uploadTaskActor(start: StartUpload) {
  return fromCallback<UploadTaskCommand, UploadInput>(({ input, sendBack, receive }) => {
    const task = start(input, {
      progress: (bytesTransferred, totalBytes) =>
        sendBack({ type: 'UPLOAD.PROGRESS', bytesTransferred, totalBytes }),
      paused: () => sendBack({ type: 'UPLOAD.PAUSED' }),
      done: () => sendBack({ type: 'UPLOAD.DONE' }),
      failed: (code) => sendBack({ type: 'UPLOAD.FAILED', code }),
    });
    receive((command) => {
      if (command.type === 'PAUSE') task.pause();
      else if (command.type === 'RESUME') task.resume();
      else task.cancel();
    });
    return () => task.dispose();
  });
}

export interface UploadContext {
  input: UploadInput;
  /** Percentage uploaded, 0-100. */
  progress: number;
  bytesTransferred: number;
  totalBytes: number;
  /** storage/... code of a failed upload. */
  errorCode: string | null;
}

const CANCELED_CODE = 'storage/canceled';

/** The tag of a running upload that has made no progress for UPLOAD_STALL_MS. */
export const STALLED_TAG = 'stalled';

/**
 * docs/product.md §4.4 upload task: running, pausing, paused, canceling, canceled, success, error.
 * Pause only from running; resume from paused or pausing; cancel from running or pausing (as
 * Firebase's UploadTask allows). There is no idle state: the machine is created when a file has
 * been chosen and checked, and the upload starts at once, as uploadBytesResumable does. The upload
 * actor is invoked at the root so that it lives through every state until a final one.
 *
 * Running has two sub-states: `transferring`, and `stalled` (tag STALLED_TAG) once no byte has
 * gone through for UPLOAD_STALL_MS. Only progress (more bytes than before) restarts that delay;
 * the SDK's other reports (and its silent retries) do not. Pausing stops the clock; resuming
 * starts it again from zero.
 */
export const uploadMachine = setup({
  types: {
    context: {} as UploadContext,
    events: {} as UploadEvent,
    input: {} as UploadInput,
    tags: {} as typeof STALLED_TAG,
  },
  actors: {
    uploadTask: uploadTaskActor(() => {
      throw new Error('Provide the uploadTask actor with uploadMachine.provide()');
    }),
  },
  delays: {
    stallDelay: UPLOAD_STALL_MS,
  },
  guards: {
    madeProgress: ({ context, event }) =>
      event.type === 'UPLOAD.PROGRESS' && event.bytesTransferred > context.bytesTransferred,
    isCancellation: ({ event }) => event.type === 'UPLOAD.FAILED' && event.code === CANCELED_CODE,
  },
  actions: {
    setProgress: assign(({ event }) => {
      if (event.type !== 'UPLOAD.PROGRESS') return {};
      const { bytesTransferred, totalBytes } = event;
      const progress = totalBytes > 0 ? Math.round((bytesTransferred / totalBytes) * 100) : 0;
      return { bytesTransferred, totalBytes, progress };
    }),
    setComplete: assign(({ context }) => ({
      progress: 100,
      bytesTransferred: context.input.file.size,
      totalBytes: context.input.file.size,
    })),
    setError: assign({
      errorCode: ({ event }) => (event.type === 'UPLOAD.FAILED' ? event.code : null),
    }),
    pauseTask: sendTo('task', { type: 'PAUSE' }),
    resumeTask: sendTo('task', { type: 'RESUME' }),
    cancelTask: sendTo('task', { type: 'CANCEL' }),
  },
}).createMachine({
  id: 'upload',
  context: ({ input }) => ({
    input,
    progress: 0,
    bytesTransferred: 0,
    totalBytes: input.file.size,
    errorCode: null,
  }),
  invoke: { id: 'task', src: 'uploadTask', input: ({ context }) => context.input },
  initial: 'running',
  on: {
    'UPLOAD.PROGRESS': { actions: 'setProgress' },
    'UPLOAD.DONE': { target: '.success', actions: 'setComplete' },
    'UPLOAD.FAILED': [
      { guard: 'isCancellation', target: '.canceled' },
      { target: '.error', actions: 'setError' },
    ],
  },
  states: {
    running: {
      initial: 'transferring',
      on: {
        // Re-entering `transferring` restarts the stall delay.
        'UPLOAD.PROGRESS': {
          guard: 'madeProgress',
          target: '.transferring',
          reenter: true,
          actions: 'setProgress',
        },
        PAUSE: { target: 'pausing', actions: 'pauseTask' },
        CANCEL: { target: 'canceling', actions: 'cancelTask' },
      },
      states: {
        transferring: {
          after: { stallDelay: 'stalled' },
        },
        stalled: { tags: STALLED_TAG },
      },
    },
    // Firebase finishes the chunk in flight before it reports the pause.
    pausing: {
      on: {
        'UPLOAD.PAUSED': 'paused',
        RESUME: { target: 'running', actions: 'resumeTask' },
        CANCEL: { target: 'canceling', actions: 'cancelTask' },
      },
    },
    paused: {
      on: {
        RESUME: { target: 'running', actions: 'resumeTask' },
      },
    },
    // Ends when the task reports storage/canceled (or, if it was too late, success).
    canceling: {},
    canceled: { type: 'final' },
    success: { type: 'final' },
    error: { type: 'final' },
  },
});

export type UploadMachine = typeof uploadMachine;
export type UploadActorRef = ActorRefFrom<UploadMachine>;
export type UploadSnapshot = SnapshotFrom<UploadMachine>;
export type UploadState =
  'running' | 'pausing' | 'paused' | 'canceling' | 'canceled' | 'success' | 'error';

/** The top-level state of an upload (`running` hides whether it is transferring or stalled). */
export function uploadStateOf(snapshot: UploadSnapshot): UploadState {
  const { value } = snapshot;
  return (typeof value === 'string' ? value : Object.keys(value)[0]) as UploadState;
}

/** Running, but no progress for UPLOAD_STALL_MS. */
export function isStalled(snapshot: UploadSnapshot): boolean {
  return snapshot.hasTag(STALLED_TAG);
}
