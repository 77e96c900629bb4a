import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, isChunkLoadError, withChunkTimeout } from './chunk-load';

describe('isChunkLoadError', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: https://x/static/js/a.js'),
    new TypeError('Importing a module script failed.'),
    new TypeError('error loading dynamically imported module'),
    Object.assign(new Error('anything'), { name: 'ChunkLoadError' }),
    new ChunkLoadError('Loading chunk failed'),
  ])('recognises %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([new Error('Cannot read properties of undefined'), 'Failed to fetch', null, undefined])(
    'does not treat %s as a chunk failure',
    (error) => {
      expect(isChunkLoadError(error)).toBe(false);
    },
  );
});

describe('withChunkTimeout', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('rejects as a chunk load failure when the chunk has not loaded after 120000 ms', async () => {
    const load = withChunkTimeout(() => new Promise<never>(() => undefined));
    const result = load();
    const assertion = expect(result).rejects.toSatisfy(
      (error) => error instanceof ChunkLoadError && isChunkLoadError(error),
    );
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });

  it('does not time out a chunk that arrives in time', async () => {
    const load = withChunkTimeout(
      () => new Promise<string>((resolve) => setTimeout(() => resolve('page'), 5000)),
    );
    const result = load();
    await vi.advanceTimersByTimeAsync(5000);
    await expect(result).resolves.toBe('page');
    await vi.advanceTimersByTimeAsync(200_000);
  });

  it('downloads once and shares the result between preload and navigation', async () => {
    const importer = vi.fn(() => Promise.resolve({ default: 'page' }));
    const load = withChunkTimeout(importer);
    await load();
    await load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed download', async () => {
    const importer = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: a.js'))
      .mockResolvedValueOnce('page');
    const load = withChunkTimeout(importer);
    await expect(load()).rejects.toThrow(TypeError);
    await expect(load()).resolves.toBe('page');
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
