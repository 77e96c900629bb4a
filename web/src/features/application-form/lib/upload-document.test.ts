import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STALLED_CODE, uploadDocument } from './upload-document';
import { UPLOAD_STALL_MS } from '../../../lib/upload/upload-stall';
import { fakeUploadTask as fakeTask } from '../../../lib/upload/fake-upload-task';

const INPUT = {
  path: 'applications/3f0c0a59-2d4b-4d43-9d0d-0a9d5d3bb3a1/idCopy-id-card.pdf',
  name: 'id-card.pdf',
  contentType: 'application/pdf' as const,
  file: new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the queue's upload of a kept document", () => {
  it('resolves when Storage confirms the upload', async () => {
    const task = fakeTask();
    const upload = uploadDocument(task.start, INPUT);
    task.report().progress(4, 8);
    task.report().done();
    await expect(upload).resolves.toBeUndefined();
    expect(task.commands).toEqual(['dispose']);
  });

  it('rejects with the storage code when the upload fails', async () => {
    const task = fakeTask();
    const upload = uploadDocument(task.start, INPUT);
    task.report().failed('storage/unauthorized');
    await expect(upload).rejects.toMatchObject({ code: 'storage/unauthorized' });
  });

  it(`gives up and cancels after ${UPLOAD_STALL_MS} ms without progress`, async () => {
    const task = fakeTask();
    const upload = uploadDocument(task.start, INPUT);
    const outcome = upload.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(UPLOAD_STALL_MS - 1000);
    task.report().progress(2, 8);
    await vi.advanceTimersByTimeAsync(UPLOAD_STALL_MS - 1);
    expect(task.commands).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ code: STALLED_CODE });
    // Stopping the machine disposes of the task, which cancels an upload still running.
    expect(task.commands).toEqual(['dispose']);
  });
});
