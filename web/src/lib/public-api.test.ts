import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchPublic, isPublicNotFound, PublicReadError, publicId, publicList } from './public-api';

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: unknown) =>
  vi.fn().mockResolvedValue(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );

describe('fetchPublic', () => {
  it('GETs /api/public/<path> as JSON and answers the body', async () => {
    const fetchStub = answer(200, { services: [{ id: 'a' }] });
    vi.stubGlobal('fetch', fetchStub);
    expect(await fetchPublic('services')).toEqual({ services: [{ id: 'a' }] });
    expect(fetchStub).toHaveBeenCalledWith('/api/public/services', {
      headers: { Accept: 'application/json' },
    });
  });

  it('throws a PublicReadError with the status for any answer but 200', async () => {
    vi.stubGlobal('fetch', answer(404, { error: 'not-found' }));
    const missing = await fetchPublic('jobs/draft').catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(PublicReadError);
    expect(isPublicNotFound(missing)).toBe(true);
    vi.stubGlobal('fetch', answer(503, { error: 'unavailable' }));
    const down = await fetchPublic('jobs').catch((error: unknown) => error);
    expect((down as PublicReadError).status).toBe(503);
    expect(isPublicNotFound(down)).toBe(false);
  });

  it('refuses an answer that is not a JSON object (a proxy page, a list)', async () => {
    vi.stubGlobal('fetch', answer(200, [1, 2]));
    await expect(fetchPublic('services')).rejects.toBeInstanceOf(PublicReadError);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('<html></html>')));
    await expect(fetchPublic('services')).rejects.toThrow();
  });

  it('lets the network failure through (offline), so the query retries', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(fetchPublic('services')).rejects.toThrow('Failed to fetch');
  });
});

describe('publicList and publicId', () => {
  it('take a list and an id from an answer, empty when it has none', () => {
    expect(publicList({ jobs: [{ id: 'a' }] }, 'jobs')).toEqual([{ id: 'a' }]);
    expect(publicList({ jobs: 'no' }, 'jobs')).toEqual([]);
    expect(publicList({}, 'jobs')).toEqual([]);
    expect(publicId({ id: 'a' })).toBe('a');
    expect(publicId({ id: 3 })).toBe('');
    expect(publicId(null)).toBe('');
  });
});
