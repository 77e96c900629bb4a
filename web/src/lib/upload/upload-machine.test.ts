import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { UPLOAD_STALL_MS } from './upload-stall';
import {
  isStalled,
  uploadMachine,
  uploadStateOf,
  uploadTaskActor,
  type UploadTaskCommand,
} from './upload-machine';
import { fakeUploadTask as fakeTask } from './fake-upload-task';

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
  expect(uploadStateOf(actor.getSnapshot())).toBe(state);
  return upload;
}

// docs/product.md §4.4: pause only from running; resume from paused or pausing; cancel from running
// or pausing.
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

describe('upload machine (docs/product.md §4.4 upload task)', () => {
  it('starts running, with the upload under way', () => {
    const { actor } = startUpload();
    expect(uploadStateOf(actor.getSnapshot())).toBe('running');
    expect(actor.getSnapshot().context.progress).toBe(0);
  });

  it.each(TRANSITIONS)('from %s, %s: %s', (from, type, to) => {
    const { actor, task } = uploadIn(from);
    const before = task.commands.length;
    const snapshot = actor.getSnapshot();
    expect(snapshot.can({ type })).toBe(to !== 'refused');
    // A finished upload (canceled, success, error) is a stopped actor: nothing to send to.
    if (snapshot.status === 'active') actor.send({ type });
    expect(uploadStateOf(actor.getSnapshot())).toBe(to === 'refused' ? from : to);
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
    expect(uploadStateOf(actor.getSnapshot())).toBe('pausing');
    task.report().paused();
    expect(uploadStateOf(actor.getSnapshot())).toBe('paused');
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
    expect(uploadStateOf(snapshot)).toBe('success');
    expect(snapshot.status).toBe('done');
    expect(snapshot.context.progress).toBe(100);
    expect(task.commands).toContain('dispose');
  });

  it('ends in error with the storage code', () => {
    const { actor, task } = startUpload();
    task.report().failed('storage/retry-limit-exceeded');
    expect(uploadStateOf(actor.getSnapshot())).toBe('error');
    expect(actor.getSnapshot().context.errorCode).toBe('storage/retry-limit-exceeded');
  });

  it('ends in canceled, not error, when a cancel is confirmed', () => {
    const { actor, task } = uploadIn('canceling');
    task.report().failed('storage/canceled');
    expect(uploadStateOf(actor.getSnapshot())).toBe('canceled');
    expect(actor.getSnapshot().context.errorCode).toBeNull();
  });

  it('ends in success when the last chunk lands while canceling', () => {
    const { actor, task } = uploadIn('canceling');
    task.report().done();
    expect(uploadStateOf(actor.getSnapshot())).toBe('success');
  });
});

describe('upload machine: a stalled upload', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`is stalled after ${UPLOAD_STALL_MS} ms without progress, and still running`, () => {
    const { actor } = startUpload();
    vi.advanceTimersByTime(UPLOAD_STALL_MS - 1);
    expect(isStalled(actor.getSnapshot())).toBe(false);
    vi.advanceTimersByTime(1);
    const snapshot = actor.getSnapshot();
    expect(isStalled(snapshot)).toBe(true);
    expect(uploadStateOf(snapshot)).toBe('running');
    expect(snapshot.can({ type: 'PAUSE' })).toBe(true);
    expect(snapshot.can({ type: 'CANCEL' })).toBe(true);
  });

  it('starts the delay again at every progress', () => {
    const { actor, task } = startUpload();
    vi.advanceTimersByTime(UPLOAD_STALL_MS - 1000);
    task.report().progress(100, 1000);
    vi.advanceTimersByTime(UPLOAD_STALL_MS - 1000);
    expect(isStalled(actor.getSnapshot())).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(isStalled(actor.getSnapshot())).toBe(true);
  });

  it('is no longer stalled when bytes go through again', () => {
    const { actor, task } = startUpload();
    vi.advanceTimersByTime(UPLOAD_STALL_MS);
    expect(isStalled(actor.getSnapshot())).toBe(true);
    task.report().progress(300, 1000);
    expect(isStalled(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.progress).toBe(30);
  });

  it('does not count a report without new bytes as progress', () => {
    const { actor, task } = startUpload();
    task.report().progress(0, 1000);
    vi.advanceTimersByTime(UPLOAD_STALL_MS - 1);
    task.report().progress(0, 1000);
    vi.advanceTimersByTime(1);
    expect(isStalled(actor.getSnapshot())).toBe(true);
  });

  it('does not stall while paused, and starts the delay afresh on resume', () => {
    const { actor } = uploadIn('paused');
    vi.advanceTimersByTime(UPLOAD_STALL_MS * 3);
    expect(isStalled(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'RESUME' });
    vi.advanceTimersByTime(UPLOAD_STALL_MS - 1);
    expect(isStalled(actor.getSnapshot())).toBe(false);
    vi.advanceTimersByTime(1);
    expect(isStalled(actor.getSnapshot())).toBe(true);
  });

  it('can still succeed, fail or be cancelled once stalled', () => {
    const first = startUpload();
    vi.advanceTimersByTime(UPLOAD_STALL_MS);
    first.task.report().done();
    expect(uploadStateOf(first.actor.getSnapshot())).toBe('success');

    const second = startUpload();
    vi.advanceTimersByTime(UPLOAD_STALL_MS);
    second.task.report().failed('storage/retry-limit-exceeded');
    expect(uploadStateOf(second.actor.getSnapshot())).toBe('error');

    const third = startUpload();
    vi.advanceTimersByTime(UPLOAD_STALL_MS);
    third.actor.send({ type: 'CANCEL' });
    expect(uploadStateOf(third.actor.getSnapshot())).toBe('canceling');
    expect(isStalled(third.actor.getSnapshot())).toBe(false);
  });
});
