import { vi } from 'vitest';
import { readBytes } from './read-bytes';

/**
 * Catches the CSV files a list downloads (lib/csv.ts downloadCsv): `blobs` fills as they are
 * saved; `text(index)` is a file's content after its byte order mark, which `hasBom` checks. Undo
 * with vi.unstubAllGlobals().
 */
export function catchCsvDownloads() {
  const blobs: Blob[] = [];
  vi.stubGlobal('URL', {
    ...URL,
    createObjectURL: vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:csv';
    }),
    revokeObjectURL: vi.fn(),
  });
  const bytes = async (index: number) => new Uint8Array(await readBytes(blobs[index]!));
  return {
    blobs,
    hasBom: async (index = 0) =>
      [...(await bytes(index)).slice(0, 3)].join() === [0xef, 0xbb, 0xbf].join(),
    text: async (index = 0) => new TextDecoder().decode((await bytes(index)).slice(3)),
  };
}
