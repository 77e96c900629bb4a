import { doc, getDoc } from 'firebase/firestore/lite';
import { describe, expect, it, vi } from 'vitest';
import { aService } from './testing';
import { getService } from './get-service';

const { LITE_DB, FakeFirestoreError } = vi.hoisted(() => {
  class FakeFirestoreError extends Error {
    constructor(readonly code: string) {
      super(code);
    }
  }
  return { LITE_DB: { lite: true }, FakeFirestoreError };
});

vi.mock('../../lib/firestore-lite', () => ({ getLiteDb: () => LITE_DB }));
vi.mock('firebase/firestore/lite', () => ({
  collection: vi.fn(() => ({ path: 'services' })),
  doc: vi.fn((_db: unknown, ...segments: string[]) => ({ path: segments.join('/') })),
  query: vi.fn(() => ({ kind: 'active services' })),
  where: vi.fn((field: string, op: string, value: unknown) => ({ field, op, value })),
  getDocs: vi.fn(),
  getDoc: vi.fn(),
  FirestoreError: FakeFirestoreError,
}));

/** What Firestore holds: the seed's fields without the id, which is the document id. */
function stored(service: ReturnType<typeof aService>) {
  const { id, ...data } = service;
  return { id, data: () => ({ ...data, createdAt: { toDate: () => new Date() } }) };
}

describe('getService (Firestore Lite)', () => {
  function snapshotOf(service: ReturnType<typeof aService> | null) {
    return {
      id: service?.id ?? 'missing',
      exists: () => service !== null,
      data: () => (service ? stored(service).data() : undefined),
    };
  }

  it('reads services/{id} and returns the active service', async () => {
    vi.mocked(getDoc).mockResolvedValue(snapshotOf(aService()) as never);
    expect(await getService('passport-renewal')).toEqual(aService());
    expect(doc).toHaveBeenCalledWith(LITE_DB, 'services', 'passport-renewal');
  });

  it('returns null for a missing or inactive service', async () => {
    vi.mocked(getDoc).mockResolvedValueOnce(snapshotOf(null) as never);
    expect(await getService('nope')).toBeNull();
    vi.mocked(getDoc).mockResolvedValueOnce(snapshotOf(aService({ active: false })) as never);
    expect(await getService('passport-renewal')).toBeNull();
  });

  it('treats permission-denied (the rules hide inactive and missing ones) as not found', async () => {
    vi.mocked(getDoc).mockRejectedValue(new FakeFirestoreError('permission-denied'));
    expect(await getService('retired')).toBeNull();
  });

  it('lets other failures through so the page can offer to try again', async () => {
    vi.mocked(getDoc).mockRejectedValue(new FakeFirestoreError('unavailable'));
    await expect(getService('passport-renewal')).rejects.toThrow('unavailable');
  });
});
