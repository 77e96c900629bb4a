import { getBlob } from 'firebase/storage';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getDocumentBlob } from './document-blob';

vi.mock('./storage', () => ({ storage: {} }));
vi.mock('firebase/storage', () => ({
  ref: vi.fn((_storage: unknown, path: string) => ({ fullPath: path })),
  getBlob: vi.fn(),
}));

beforeEach(() => vi.mocked(getBlob).mockReset());

describe('getDocumentBlob', () => {
  it('reads the object through the SDK (the rules decide), never through a download URL', async () => {
    const stored = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    vi.mocked(getBlob).mockResolvedValue(stored);
    const blob = await getDocumentBlob('applications/app-1/id.pdf', 'application/pdf');
    expect(getBlob).toHaveBeenCalledWith({ fullPath: 'applications/app-1/id.pdf' });
    expect(blob).toBe(stored);
  });

  it('gives the blob the type the application lists', async () => {
    vi.mocked(getBlob).mockResolvedValue(new Blob(['png'], { type: '' }));
    const blob = await getDocumentBlob('applications/app-1/photo.png', 'image/png');
    expect(blob.type).toBe('image/png');
    expect(blob.size).toBe(3);
  });

  it.each(['text/html', 'image/svg+xml', ''])(
    'never opens a document listed as %j as something the browser would run',
    async (listed) => {
      vi.mocked(getBlob).mockResolvedValue(new Blob(['<script>'], { type: 'text/html' }));
      const blob = await getDocumentBlob('applications/app-1/x', listed);
      expect(blob.type).toBe('application/octet-stream');
    },
  );
});
