import { expect, it, vi } from 'vitest';
import { startDocumentUpload } from './start-document-upload';
import type { UploadInput } from './upload-machine';

// The Storage SDK's chunk cannot be fetched (a dropped connection).
vi.mock('./storage-upload-task', () => {
  throw new TypeError('Failed to fetch dynamically imported module: storage-upload-task.js');
});

it('fails the upload as a weak connection does when the Storage SDK cannot be fetched', async () => {
  const events = { progress: vi.fn(), paused: vi.fn(), done: vi.fn(), failed: vi.fn() };
  startDocumentUpload({ path: 'applications/r1/a.pdf' } as unknown as UploadInput, events);
  await vi.waitFor(() =>
    expect(events.failed).toHaveBeenCalledWith('storage/retry-limit-exceeded'),
  );
  expect(events.done).not.toHaveBeenCalled();
  expect(events.progress).not.toHaveBeenCalled();
});
