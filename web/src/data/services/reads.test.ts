/** The catalogue's public reads (Firestore Lite): the active services and one service. */
import { collection, doc, getDoc, getDocs, query, where } from 'firebase/firestore/lite';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CATALOGUE, aService } from './testing';
import { getService } from './get-service';
import { featuredOf, getActiveServices } from './list-active-services';

// The SDK's errors carry a code but are FirebaseErrors, never `instanceof FirestoreError`:
// the fake is a plain Error with a code, as what the SDK throws looks to our code.
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
}));

/** What Firestore holds: the seed's fields without the id, which is the document id. */
function stored(service: ReturnType<typeof aService>) {
  const { id, ...data } = service;
  return { id, data: () => ({ ...data, createdAt: { toDate: () => new Date() } }) };
}

beforeEach(() => {
  vi.mocked(getDocs).mockResolvedValue({
    docs: [...CATALOGUE].reverse().map(stored),
  } as never);
});

describe('getActiveServices (Firestore Lite)', () => {
  it('lists only active services, through the Lite SDK, as the rules allow the public', async () => {
    await getActiveServices();
    expect(collection).toHaveBeenCalledWith(LITE_DB, 'services');
    expect(where).toHaveBeenCalledWith('active', '==', true);
    expect(query).toHaveBeenCalledWith(
      { path: 'services' },
      { field: 'active', op: '==', value: true },
    );
    expect(getDocs).toHaveBeenCalledWith({ kind: 'active services' });
  });

  it('sorts by order and takes the id from the document id', async () => {
    const services = await getActiveServices();
    expect(services.map((service) => service.id)).toEqual([
      'passport-renewal',
      'national-id',
      'banking',
      'notary-attestation',
    ]);
    expect(services[0]).toEqual(CATALOGUE[0]);
  });

  it('leaves out a malformed document instead of failing the whole list', async () => {
    vi.mocked(getDocs).mockResolvedValue({
      docs: [stored(aService()), { id: 'broken', data: () => ({ name: 'No fee or order' }) }],
    } as never);
    expect((await getActiveServices()).map((service) => service.id)).toEqual(['passport-renewal']);
  });

  it('features the first six services by order', async () => {
    const many = Array.from({ length: 9 }, (_, index) =>
      aService({ id: `service-${index + 1}`, order: 9 - index }),
    );
    vi.mocked(getDocs).mockResolvedValue({ docs: many.map(stored) } as never);
    expect(featuredOf(await getActiveServices()).map((service) => service.id)).toEqual([
      'service-9',
      'service-8',
      'service-7',
      'service-6',
      'service-5',
      'service-4',
    ]);
  });
});

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
