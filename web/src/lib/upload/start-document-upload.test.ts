import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UploadInput, UploadTaskHandle } from './upload-machine';

// The Storage adapter: what it started, with what (start-document-upload-offline.test.ts: when
// it cannot load).
const storage = vi.hoisted(() => ({
  starts: [] as { input: unknown; handle: Record<keyof UploadTaskHandle, () => void> }[],
}));

vi.mock('./storage-upload-task', () => ({
  startStorageUpload: (input: unknown) => {
    const handle = { pause: vi.fn(), resume: vi.fn(), cancel: vi.fn(), dispose: vi.fn() };
    storage.starts.push({ input, handle });
    return handle;
  },
}));

const INPUT = {
  path: 'applications/r1/passport.pdf',
  contentType: 'application/pdf',
} as unknown as UploadInput;

function listener() {
  return {
    progress: vi.fn(),
    paused: vi.fn(),
    done: vi.fn(),
    failed: vi.fn<(code: string) => void>(),
  };
}

/** A fresh module, so that each test loads (or fails to load) the adapter itself. */
async function start(events = listener()) {
  const { startDocumentUpload } = await import('./start-document-upload');
  return { handle: startDocumentUpload(INPUT, events), events };
}

beforeEach(() => {
  vi.resetModules();
  storage.starts = [];
});
afterEach(() => vi.restoreAllMocks());

describe('startDocumentUpload', () => {
  it('starts the Storage upload once its SDK has loaded, and passes commands on', async () => {
    const { handle } = await start();
    await vi.waitFor(() => expect(storage.starts).toHaveLength(1));
    expect(storage.starts[0]?.input).toBe(INPUT);
    handle.pause();
    handle.resume();
    handle.dispose();
    const started = storage.starts[0]?.handle;
    expect(started?.pause).toHaveBeenCalledTimes(1);
    expect(started?.resume).toHaveBeenCalledTimes(1);
    expect(started?.dispose).toHaveBeenCalledTimes(1);
  });

  it('applies a pause asked for before the SDK arrived', async () => {
    const { handle } = await start();
    handle.pause();
    await vi.waitFor(() => expect(storage.starts).toHaveLength(1));
    expect(storage.starts[0]?.handle.pause).toHaveBeenCalledTimes(1);
  });

  it('never starts an upload disposed of before the SDK arrived', async () => {
    const { handle, events } = await start();
    handle.dispose();
    // The adapter's module has loaded once a second upload has started.
    const second = await start();
    await vi.waitFor(() => expect(storage.starts).toHaveLength(1));
    second.handle.dispose();
    expect(storage.starts[0]?.handle.dispose).toHaveBeenCalledTimes(1);
    expect(events.failed).not.toHaveBeenCalled();
  });

  it('reports a cancel before the SDK arrived as Storage does, and starts nothing', async () => {
    const { handle, events } = await start();
    handle.cancel();
    expect(events.failed).toHaveBeenCalledWith('storage/canceled');
    await start();
    await vi.waitFor(() => expect(storage.starts).toHaveLength(1));
  });
});
