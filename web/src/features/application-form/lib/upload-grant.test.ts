import {
  UPLOAD_GRANT_RENEW_MARGIN_MS,
  UPLOAD_GRANT_TTL_MS,
} from '@centre/domain/application-limits';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadTaskListener } from '../../../lib/upload/upload-machine';
import { fakeUploadTask } from '../../../lib/upload/fake-upload-task';
import {
  uploadCodeForRefusedGrant,
  withUploadGrants,
  type RequestUploadGrant,
} from './upload-grant';

const APPLICATION_ID = '3f0c0a59-2d4b-4d43-9d0d-0a9d5d3bb3a1';
const inputFor = (name: string, applicationId = APPLICATION_ID) => ({
  path: `applications/${applicationId}/scan-${name}`,
  name,
  contentType: 'application/pdf' as const,
  file: new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
});

const granted: RequestUploadGrant = async (applicationId) => ({
  applicationId,
  expiresAt: new Date(Date.now() + UPLOAD_GRANT_TTL_MS).toISOString(),
});
const failing = (code: string) => Object.assign(new Error(code), { code: `functions/${code}` });

function recordingListener() {
  const events: string[] = [];
  const listener: UploadTaskListener = {
    progress: (bytes) => events.push(`progress ${bytes}`),
    paused: () => events.push('paused'),
    done: () => events.push('done'),
    failed: (code) => events.push(`failed ${code}`),
  };
  return { listener, events };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('uploads behind an upload grant', () => {
  it('asks for the grant of the application, then starts the upload', async () => {
    const task = fakeUploadTask();
    const requestGrant = vi.fn(granted);
    const start = withUploadGrants(requestGrant, task.start);
    start(inputFor('a.pdf'), recordingListener().listener);
    expect(task.started).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(requestGrant).toHaveBeenCalledWith(APPLICATION_ID, 'applications');
    expect(task.started.map((input) => input.name)).toEqual(['a.pdf']);
  });

  it("asks for a licence renewal's grant with its collection, apart from an application's", async () => {
    const task = fakeUploadTask();
    const requestGrant = vi.fn(granted);
    const start = withUploadGrants(requestGrant, task.start);
    start(
      { ...inputFor('a.pdf'), path: `licenceRenewals/${APPLICATION_ID}/licenceCopy-a.pdf` },
      recordingListener().listener,
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(requestGrant).toHaveBeenCalledWith(APPLICATION_ID, 'licenceRenewals');
    // The same id in the applications folder is another grant.
    start(inputFor('b.pdf'), recordingListener().listener);
    await vi.advanceTimersByTimeAsync(0);
    expect(requestGrant).toHaveBeenLastCalledWith(APPLICATION_ID, 'applications');
    expect(requestGrant).toHaveBeenCalledTimes(2);
    expect(task.started.map((input) => input.path)).toEqual([
      `licenceRenewals/${APPLICATION_ID}/licenceCopy-a.pdf`,
      `applications/${APPLICATION_ID}/scan-b.pdf`,
    ]);
  });

  it('asks once for uploads of one application, and again for another application', async () => {
    const task = fakeUploadTask();
    const requestGrant = vi.fn(granted);
    const start = withUploadGrants(requestGrant, task.start);
    // Two at once share the call; a later one uses the grant already there.
    start(inputFor('a.pdf'), recordingListener().listener);
    start(inputFor('b.pdf'), recordingListener().listener);
    await vi.advanceTimersByTimeAsync(0);
    start(inputFor('c.pdf'), recordingListener().listener);
    await vi.advanceTimersByTimeAsync(0);
    expect(requestGrant).toHaveBeenCalledTimes(1);
    start(inputFor('d.pdf', '0b1e6c8a-9d47-4f3b-8a3e-6f2d1c0b9a87'), recordingListener().listener);
    await vi.advanceTimersByTimeAsync(0);
    expect(requestGrant).toHaveBeenCalledTimes(2);
    expect(task.started).toHaveLength(4);
  });

  it('renews the grant once less than the margin is left', async () => {
    const task = fakeUploadTask();
    const requestGrant = vi.fn(granted);
    const start = withUploadGrants(requestGrant, task.start);
    start(inputFor('a.pdf'), recordingListener().listener);
    await vi.advanceTimersByTimeAsync(UPLOAD_GRANT_TTL_MS - UPLOAD_GRANT_RENEW_MARGIN_MS - 1000);
    start(inputFor('b.pdf'), recordingListener().listener);
    await vi.advanceTimersByTimeAsync(0);
    expect(requestGrant).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    start(inputFor('c.pdf'), recordingListener().listener);
    await vi.advanceTimersByTimeAsync(0);
    expect(requestGrant).toHaveBeenCalledTimes(2);
  });

  it('asks again while the grant cannot be had for want of a connection, then uploads', async () => {
    const task = fakeUploadTask();
    const requestGrant = vi
      .fn<RequestUploadGrant>()
      .mockRejectedValueOnce(failing('internal'))
      .mockRejectedValueOnce(failing('unavailable'))
      .mockImplementation(granted);
    const { listener, events } = recordingListener();
    withUploadGrants(requestGrant, task.start, { retryDelayMs: 1000 })(inputFor('a.pdf'), listener);
    await vi.advanceTimersByTimeAsync(0);
    expect(task.started).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(requestGrant).toHaveBeenCalledTimes(2);
    expect(task.started).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(2000);
    expect(requestGrant).toHaveBeenCalledTimes(3);
    expect(task.started).toHaveLength(1);
    expect(events).toEqual([]);
  });

  it('fails as Storage would once the retry time is over without a grant', async () => {
    const task = fakeUploadTask();
    const requestGrant = vi.fn<RequestUploadGrant>().mockRejectedValue(failing('internal'));
    const { listener, events } = recordingListener();
    withUploadGrants(requestGrant, task.start, {
      retryDelayMs: 1000,
      maxRetryDelayMs: 1000,
      maxRetryTimeMs: 5000,
    })(inputFor('a.pdf'), listener);
    await vi.advanceTimersByTimeAsync(6000);
    expect(events).toEqual(['failed storage/retry-limit-exceeded']);
    expect(task.started).toHaveLength(0);
  });

  it.each([
    ['failed-precondition', 'storage/unauthorized'],
    ['resource-exhausted', 'storage/too-many-uploads'],
    ['unauthenticated', 'storage/unauthorized-app'],
    ['invalid-argument', 'storage/upload-grant-refused'],
  ])('fails at once when the grant is refused with %s (%s)', async (code, uploadCode) => {
    const task = fakeUploadTask();
    const requestGrant = vi.fn<RequestUploadGrant>().mockRejectedValue(failing(code));
    const { listener, events } = recordingListener();
    withUploadGrants(requestGrant, task.start)(inputFor('a.pdf'), listener);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(events).toEqual([`failed ${uploadCode}`]);
    expect(requestGrant).toHaveBeenCalledTimes(1);
    expect(uploadCodeForRefusedGrant(code)).toBe(uploadCode);
  });

  it('pauses, resumes and cancels while the grant is awaited', async () => {
    const task = fakeUploadTask();
    let grant!: () => void;
    const requestGrant = vi.fn<RequestUploadGrant>(
      (applicationId, collection) =>
        new Promise((resolve) => {
          grant = () => void granted(applicationId, collection).then(resolve);
        }),
    );
    const start = withUploadGrants(requestGrant, task.start);

    const paused = recordingListener();
    const pausedHandle = start(inputFor('a.pdf'), paused.listener);
    pausedHandle.pause();
    expect(paused.events).toEqual(['paused']);
    const cancelled = recordingListener();
    const cancelledHandle = start(inputFor('b.pdf'), cancelled.listener);
    cancelledHandle.cancel();
    expect(cancelled.events).toEqual(['failed storage/canceled']);

    grant();
    await vi.advanceTimersByTimeAsync(0);
    // The paused one starts paused; the cancelled one never starts.
    expect(task.started.map((input) => input.name)).toEqual(['a.pdf']);
    expect(task.commands).toEqual(['pause']);
    pausedHandle.resume();
    expect(task.commands).toEqual(['pause', 'resume']);
  });

  it('never starts an upload disposed of before its grant came', async () => {
    const task = fakeUploadTask();
    const start = withUploadGrants(vi.fn(granted), task.start);
    start(inputFor('a.pdf'), recordingListener().listener).dispose();
    await vi.advanceTimersByTimeAsync(0);
    expect(task.started).toHaveLength(0);
  });

  it.each(['x.pdf', `jobs/${APPLICATION_ID}/x.pdf`])(
    'refuses a path outside a submission folder (%s)',
    async (path) => {
      const task = fakeUploadTask();
      const requestGrant = vi.fn(granted);
      const { listener, events } = recordingListener();
      withUploadGrants(requestGrant, task.start)({ ...inputFor('a.pdf'), path }, listener);
      await vi.advanceTimersByTimeAsync(0);
      expect(events).toEqual(['failed storage/invalid-argument']);
      expect(requestGrant).not.toHaveBeenCalled();
    },
  );
});
