import { CHUNK_LOAD_TIMEOUT_MS } from '../config';
import { settleWithin } from './settle-within';

/** A script chunk that failed to download, or did not arrive within CHUNK_LOAD_TIMEOUT_MS. */
export class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

// What browsers and bundlers say when a dynamic import fails (Chromium, Safari, Firefox, webpack).
const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /Importing a module script failed/i,
  /error loading dynamically imported module/i,
  /Loading chunk [\w-]+ failed/i,
  /Loading CSS chunk/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
}

/**
 * Wraps a dynamic import so that a chunk that has not loaded within `timeoutMs` rejects as a
 * ChunkLoadError. A successful load is remembered (preload and navigation share it); a failed
 * one is forgotten so that the next attempt downloads again.
 */
export function withChunkTimeout<T>(
  load: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= settleWithin(
      load,
      timeoutMs,
      () => new ChunkLoadError(`Loading chunk failed: no response within ${timeoutMs} ms`),
    ).catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
