/** The jobs board's public reads (Firestore Lite): the published list and one job. */
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  where,
} from 'firebase/firestore/lite';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getPublicJob } from './get-public-job';
import { getPublishedJobs } from './list-published-jobs';

const { LITE_DB } = vi.hoisted(() => ({ LITE_DB: { lite: true } }));

vi.mock('../../lib/firestore-lite', () => ({ getLiteDb: () => LITE_DB }));
vi.mock('firebase/firestore/lite', () => ({
  collection: vi.fn(() => ({ path: 'jobs' })),
  doc: vi.fn((_db: unknown, ...segments: string[]) => ({ path: segments.join('/') })),
  query: vi.fn(() => ({ kind: 'published jobs' })),
  where: vi.fn((field: string, op: string, value: unknown) => ({ field, op, value })),
  orderBy: vi.fn((field: string, direction: string) => ({ field, direction })),
  limit: vi.fn((count: number) => ({ count })),
  getDocs: vi.fn(),
  getDoc: vi.fn(),
}));

const stored = (id: string, status: string, title = 'Cook') => ({
  id,
  exists: () => true,
  data: () => ({
    title,
    employer: 'Mama Africa Kitchen',
    location: 'Edmonton',
    employmentType: 'part_time',
    description: 'Cook.',
    howToApply: { method: 'at_centre', value: '' },
    deadline: '2030-02-01',
    status,
  }),
});

beforeEach(() => vi.clearAllMocks());

describe('getPublishedJobs', () => {
  it('lists published jobs newest first through the Lite SDK, as the rules allow the public', async () => {
    vi.mocked(getDocs).mockResolvedValue({
      docs: [stored('a', 'published'), { id: 'broken', data: () => ({ title: 1 }) }],
    } as never);
    const jobs = await getPublishedJobs();
    expect(collection).toHaveBeenCalledWith(LITE_DB, 'jobs');
    expect(where).toHaveBeenCalledWith('status', '==', 'published');
    expect(orderBy).toHaveBeenCalledWith('publishedAt', 'desc');
    expect(limit).toHaveBeenCalled();
    expect(query).toHaveBeenCalled();
    // A malformed document is left out rather than failing the board.
    expect(jobs.map((job) => job.id)).toEqual(['a']);
  });
});

describe('getPublicJob', () => {
  it('answers a closed job (its page says so)', async () => {
    vi.mocked(getDoc).mockResolvedValue(stored('c', 'closed') as never);
    expect((await getPublicJob('c'))?.status).toBe('closed');
    expect(doc).toHaveBeenCalledWith(LITE_DB, 'jobs', 'c');
  });

  it('answers null for a draft and for a refusal by the rules (as the SDK reports it: a code)', async () => {
    vi.mocked(getDoc).mockResolvedValue(stored('d', 'draft') as never);
    expect(await getPublicJob('d')).toBeNull();
    // FirebaseError resets the prototype: only the code tells a refusal.
    vi.mocked(getDoc).mockRejectedValue(
      Object.assign(new Error('Missing or insufficient permissions.'), {
        name: 'FirebaseError',
        code: 'permission-denied',
      }),
    );
    expect(await getPublicJob('d')).toBeNull();
  });

  it('throws other failures so the page can offer to try again', async () => {
    vi.mocked(getDoc).mockRejectedValue(
      Object.assign(new Error('offline'), { code: 'unavailable' }),
    );
    await expect(getPublicJob('x')).rejects.toThrow('offline');
  });
});
