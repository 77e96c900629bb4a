import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  uploadMachine,
  uploadTaskActor,
  type StartUpload,
  type UploadTaskCommand,
  type UploadTaskListener,
} from './upload-machine';

function fakeTask() {
  const commands: string[] = [];
  let listener: UploadTaskListener | null = null;
  const start: StartUpload = (_input, taskListener) => {
    listener = taskListener;
    return {
      pause: () => commands.push('pause'),
      resume: () => commands.push('resume'),
      cancel: () => commands.push('cancel'),
      dispose: () => commands.push('dispose'),
    };
  };
  const report = () => {
    if (!listener) throw new Error('The upload has not started');
    return listener;
  };
  return { start, commands, report };
}

function startUpload(size = 1000) {
  const task = fakeTask();
  const actor = createActor(
    uploadMachine.provide({ actors: { uploadTask: uploadTaskActor(task.start) } }),
    {
      input: {
        path: 'applications/id/photo.png',
        file: new Blob([new Uint8Array(size)], { type: 'image/png' }),
        name: 'photo.png',
        contentType: 'image/png',
      },
    },
  ).start();
  return { actor, task };
}

type State = 'running' | 'pausing' | 'paused' | 'canceling' | 'canceled' | 'success' | 'error';

/** Brings a fresh upload into `state` the way a real one gets there. */
function uploadIn(state: State) {
  const upload = startUpload();
  const { actor, task } = upload;
  switch (state) {
    case 'running':
      break;
    case 'pausing':
      actor.send({ type: 'PAUSE' });
      break;
    case 'paused':
      actor.send({ type: 'PAUSE' });
      task.report().paused();
      break;
    case 'canceling':
      actor.send({ type: 'CANCEL' });
      break;
    case 'canceled':
      actor.send({ type: 'CANCEL' });
      task.report().failed('storage/canceled');
      break;
    case 'success':
      task.report().done();
      break;
    case 'error':
      task.report().failed('storage/unauthorized');
      break;
  }
  expect(actor.getSnapshot().value).toBe(state);
  return upload;
}

// SPEC 4: pause only from running; resume from paused or pausing; cancel from running or pausing.
const TRANSITIONS: [State, UploadTaskCommand['type'], State | 'refused'][] = [
  ['running', 'PAUSE', 'pausing'],
  ['running', 'RESUME', 'refused'],
  ['running', 'CANCEL', 'canceling'],
  ['pausing', 'PAUSE', 'refused'],
  ['pausing', 'RESUME', 'running'],
  ['pausing', 'CANCEL', 'canceling'],
  ['paused', 'PAUSE', 'refused'],
  ['paused', 'RESUME', 'running'],
  ['paused', 'CANCEL', 'refused'],
  ['canceling', 'PAUSE', 'refused'],
  ['canceling', 'RESUME', 'refused'],
  ['canceling', 'CANCEL', 'refused'],
  ['canceled', 'PAUSE', 'refused'],
  ['canceled', 'RESUME', 'refused'],
  ['canceled', 'CANCEL', 'refused'],
  ['success', 'PAUSE', 'refused'],
  ['success', 'RESUME', 'refused'],
  ['success', 'CANCEL', 'refused'],
  ['error', 'PAUSE', 'refused'],
  ['error', 'RESUME', 'refused'],
  ['error', 'CANCEL', 'refused'],
];

describe('upload machine (SPEC 4 upload task)', () => {
  it('starts running, with the upload under way', () => {
    const { actor } = startUpload();
    expect(actor.getSnapshot().value).toBe('running');
    expect(actor.getSnapshot().context.progress).toBe(0);
  });

  it.each(TRANSITIONS)('from %s, %s: %s', (from, type, to) => {
    const { actor, task } = uploadIn(from);
    const before = task.commands.length;
    const snapshot = actor.getSnapshot();
    expect(snapshot.can({ type })).toBe(to !== 'refused');
    // A finished upload (canceled, success, error) is a stopped actor: nothing to send to.
    if (snapshot.status === 'active') actor.send({ type });
    expect(actor.getSnapshot().value).toBe(to === 'refused' ? from : to);
    // An allowed command reaches the Firebase task; a refused one never does.
    const sent = task.commands.slice(before).filter((command) => command !== 'dispose');
    expect(sent).toEqual(to === 'refused' ? [] : [type.toLowerCase()]);
  });

  it.each(['canceled', 'success', 'error'] as const)('%s is final', (state) => {
    expect(uploadIn(state).actor.getSnapshot().status).toBe('done');
  });

  it('goes from pausing to paused only when the task reports the pause', () => {
    const { actor, task } = uploadIn('pausing');
    task.report().progress(500, 1000);
    expect(actor.getSnapshot().value).toBe('pausing');
    task.report().paused();
    expect(actor.getSnapshot().value).toBe('paused');
  });

  it('keeps the progress in context as a percentage, also while pausing', () => {
    const { actor, task } = startUpload();
    task.report().progress(250, 1000);
    expect(actor.getSnapshot().context).toMatchObject({
      progress: 25,
      bytesTransferred: 250,
      totalBytes: 1000,
    });
    actor.send({ type: 'PAUSE' });
    task.report().progress(512, 1000);
    expect(actor.getSnapshot().context.progress).toBe(51);
  });

  it('ends in success at 100 % when the task completes, and releases the task', () => {
    const { actor, task } = startUpload(2048);
    task.report().progress(1024, 2048);
    task.report().done();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('success');
    expect(snapshot.status).toBe('done');
    expect(snapshot.context.progress).toBe(100);
    expect(task.commands).toContain('dispose');
  });

  it('ends in error with the storage code', () => {
    const { actor, task } = startUpload();
    task.report().failed('storage/retry-limit-exceeded');
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.errorCode).toBe('storage/retry-limit-exceeded');
  });

  it('ends in canceled, not error, when a cancel is confirmed', () => {
    const { actor, task } = uploadIn('canceling');
    task.report().failed('storage/canceled');
    expect(actor.getSnapshot().value).toBe('canceled');
    expect(actor.getSnapshot().context.errorCode).toBeNull();
  });

  it('ends in success when the last chunk lands while canceling', () => {
    const { actor, task } = uploadIn('canceling');
    task.report().done();
    expect(actor.getSnapshot().value).toBe('success');
  });
});
