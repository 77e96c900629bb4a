import { DEFAULT_BOOKING_SETTINGS } from '@centre/domain/bookings';
import { PUBLISHED_JOBS_LIMIT } from '@centre/domain/jobs';
import { publicDocuments } from '@centre/domain/testing/public-documents';
import { logger } from 'firebase-functions/v2';
import { callHandler, fakeResponse, type FakeAnswer } from '../https/fake-response';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answerPublicRead,
  documentIdOf,
  NO_STORE,
  PUBLIC_DATA_CACHE_CONTROL,
  QUEUE_DISPLAY_CACHE_CONTROL,
  type PublicQuery,
  type PublicReadDeps,
  type StoredDocument,
} from './public-data';

const fakeDb = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('../admin', () => ({
  get db() {
    return fakeDb.current;
  },
}));

// A document left out is logged as a warning (for staff to mend it): quiet here, checked below.
beforeEach(() => {
  vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** A stored Timestamp as the schemas read it (duck-typed on toDate). */
const ts = (iso: string) => ({ toDate: () => new Date(iso) });
const millisOf = (value: unknown) =>
  typeof value === 'object' && value !== null && 'toDate' in value
    ? (value as { toDate: () => Date }).toDate().getTime()
    : Number.NEGATIVE_INFINITY;

const stored = publicDocuments(ts);
// Its fields' flags spelled out, so the stored service is what the schema answers.
const SERVICE = stored.service({ applicationFields: [] });
const job = (status: string, publishedAt: string | null, title = `A ${status} job`) =>
  stored.job({ status, publishedAt, title });
// The schema keeps no createdAt, so the stored session is what it answers.
const session = (status: string, date: string) =>
  stored.examSession({ status, date, createdAt: undefined });
const display = (validUntil: string) => stored.queueDisplay(validUntil);

/** settings/booking as the seed writes it (emulator-data/booking.json). */
const BOOKING_SETTINGS = DEFAULT_BOOKING_SETTINGS;

type Store = Record<string, Record<string, unknown>>;

const STORE: Store = {
  services: {
    'passport-renewal': SERVICE,
    'national-id': { ...SERVICE, name: 'National ID', slug: 'national-id', order: 2 },
    retired: { ...SERVICE, name: 'Retired', slug: 'retired', active: false },
    broken: { ...SERVICE, name: 'Broken', fee: 'free' },
  },
  jobs: {
    older: job('published', '2026-11-20T10:00:00.000Z'),
    newer: job('published', '2026-11-28T10:00:00.000Z'),
    draft: job('draft', null),
    closed: job('closed', '2026-11-10T10:00:00.000Z'),
    expired: job('expired', '2026-10-10T10:00:00.000Z'),
    'no-status': { ...job('published', '2026-11-25T10:00:00.000Z'), status: 'pending' },
  },
  examSessions: {
    'hca-a': session('open', '2026-12-10'),
    'hca-b': session('closed', '2026-12-01'),
    'hca-c': session('open', '2026-12-24'),
    'hca-bad': { ...session('open', '2026-12-31'), capacity: 0 },
  },
  queueDisplays: {
    '2026-11-29': display('2026-11-30T07:00:00.000Z'),
    '2026-11-30': display('2026-12-01T07:00:00.000Z'),
    '2026-11-28': display('2026-11-29T07:00:00.000Z'),
  },
  settings: { booking: BOOKING_SETTINGS },
};

/** An in-memory Firestore behind the deps: queries filter, order and limit as Firestore does. */
function fakeReads(store: Store = STORE) {
  const queries: { collection: string; query: PublicQuery }[] = [];
  const gets: string[] = [];
  const deps: PublicReadDeps = {
    getDocument: (path) => {
      gets.push(path);
      const [collection = '', id = ''] = path.split('/');
      const data = store[collection]?.[id];
      return Promise.resolve(data === undefined ? null : { id, data });
    },
    queryDocuments: (collection, query) => {
      queries.push({ collection, query });
      let documents: StoredDocument[] = Object.entries(store[collection] ?? {}).map(
        ([id, data]) => ({ id, data }),
      );
      const { where, orderBy, limit } = query;
      if (where) {
        documents = documents.filter(
          (document) => (document.data as Record<string, unknown>)[where.field] === where.equals,
        );
      }
      if (orderBy) {
        const field = (document: StoredDocument) =>
          millisOf((document.data as Record<string, unknown>)[orderBy.field]);
        documents.sort((a, b) => field(b) - field(a));
      }
      return Promise.resolve(documents.slice(0, limit));
    },
  };
  return { deps, queries, gets };
}

const get = (path: string, store?: Store) => answerPublicRead('GET', path, fakeReads(store).deps);
/** The body as the browser receives it. */
const wire = (body: unknown) => JSON.parse(JSON.stringify(body)) as Record<string, unknown>;

describe('answerPublicRead: services', () => {
  it('lists the active services that parse, each with its id, cached a minute at the CDN', async () => {
    const reads = fakeReads();
    const answer = await answerPublicRead('GET', '/api/public/services', reads.deps);
    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toBe(PUBLIC_DATA_CACHE_CONTROL);
    expect(reads.queries).toEqual([
      { collection: 'services', query: { where: { field: 'active', equals: true } } },
    ]);
    const { services } = wire(answer.body) as { services: { id: string; name: string }[] };
    expect(services.map((service) => service.id).sort()).toEqual([
      'national-id',
      'passport-renewal',
    ]);
    expect(services.find((service) => service.id === 'passport-renewal')).toEqual({
      ...SERVICE,
      id: 'passport-renewal',
    });
    expect(logger.warn).toHaveBeenCalledWith(
      'publicData: a stored document does not match its schema and is left out',
      expect.objectContaining({ path: 'services/broken' }),
    );
  });

  it('answers an active service, and not an inactive, malformed or missing one', async () => {
    expect(await get('/api/public/services/passport-renewal')).toEqual({
      status: 200,
      body: { service: { ...SERVICE, id: 'passport-renewal' } },
      cacheControl: PUBLIC_DATA_CACHE_CONTROL,
    });
    for (const id of ['retired', 'broken', 'nothing-here']) {
      expect(await get(`/api/public/services/${id}`), id).toEqual({
        status: 404,
        body: { error: 'not-found' },
        cacheControl: PUBLIC_DATA_CACHE_CONTROL,
      });
    }
  });

  it('decodes a percent-encoded id', async () => {
    const reads = fakeReads();
    const answer = await answerPublicRead(
      'GET',
      '/api/public/services/passport%2Drenewal',
      reads.deps,
    );
    expect(answer.status).toBe(200);
    expect(reads.gets).toEqual(['services/passport-renewal']);
  });
});

describe('answerPublicRead: jobs', () => {
  it('lists the published jobs, newest first, at most PUBLISHED_JOBS_LIMIT, Dates as ISO strings', async () => {
    const reads = fakeReads();
    const answer = await answerPublicRead('GET', '/api/public/jobs', reads.deps);
    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toBe(PUBLIC_DATA_CACHE_CONTROL);
    expect(PUBLISHED_JOBS_LIMIT).toBe(200);
    expect(reads.queries).toEqual([
      {
        collection: 'jobs',
        query: {
          where: { field: 'status', equals: 'published' },
          orderBy: { field: 'publishedAt', direction: 'desc' },
          limit: PUBLISHED_JOBS_LIMIT,
        },
      },
    ]);
    const { jobs } = wire(answer.body) as { jobs: Record<string, unknown>[] };
    expect(jobs.map((listed) => listed.id)).toEqual(['newer', 'older']);
    expect(jobs[0]).toMatchObject({
      id: 'newer',
      status: 'published',
      publishedAt: '2026-11-28T10:00:00.000Z',
      closedAt: null,
      createdAt: '2026-11-27T15:00:00.000Z',
    });
  });

  it("a list's document that does not parse is left out, not an error", async () => {
    // Every field of a job record falls back but its status, which the query filters on: a
    // document the query returns that still does not parse is left out all the same.
    const deps: PublicReadDeps = {
      getDocument: () => Promise.resolve(null),
      queryDocuments: () =>
        Promise.resolve([
          { id: 'good', data: job('published', '2026-11-28T10:00:00.000Z') },
          { id: 'bad', data: { ...job('published', null), status: 'pending' } },
        ]),
    };
    const answer = await answerPublicRead('GET', '/api/public/jobs', deps);
    expect(answer.status).toBe(200);
    expect((answer.body as { jobs: { id: string }[] }).jobs.map((listed) => listed.id)).toEqual([
      'good',
    ]);
  });

  it('opens a published, closed or expired job; a draft is the same 404 as a missing job', async () => {
    for (const id of ['newer', 'closed', 'expired']) {
      const answer = await get(`/api/public/jobs/${id}`);
      expect(answer.status, id).toBe(200);
      expect((answer.body as { job: { id: string } }).job.id).toBe(id);
    }
    const missing = await get('/api/public/jobs/nothing-here');
    expect(missing).toEqual({
      status: 404,
      body: { error: 'not-found' },
      cacheControl: PUBLIC_DATA_CACHE_CONTROL,
    });
    expect(await get('/api/public/jobs/draft')).toEqual(missing);
    expect(await get('/api/public/jobs/no-status')).toEqual(missing);
  });
});

describe('answerPublicRead: exam sessions, queue display, booking settings', () => {
  it('lists the open exam sessions that parse, with their ids', async () => {
    const reads = fakeReads();
    const answer = await answerPublicRead('GET', '/api/public/exam-sessions', reads.deps);
    expect(reads.queries).toEqual([
      { collection: 'examSessions', query: { where: { field: 'status', equals: 'open' } } },
    ]);
    expect(answer).toEqual({
      status: 200,
      body: {
        examSessions: [
          { ...session('open', '2026-12-10'), id: 'hca-a' },
          { ...session('open', '2026-12-24'), id: 'hca-c' },
        ],
      },
      cacheControl: PUBLIC_DATA_CACHE_CONTROL,
    });
  });

  it('answers the newest display by validUntil, named by its id, cached half a minute', async () => {
    const reads = fakeReads();
    const answer = await answerPublicRead('GET', '/api/public/queue-display', reads.deps);
    expect(reads.queries).toEqual([
      {
        collection: 'queueDisplays',
        query: { orderBy: { field: 'validUntil', direction: 'desc' }, limit: 1 },
      },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toBe(QUEUE_DISPLAY_CACHE_CONTROL);
    // Its waiting counts and recent calls as stored; its times as ISO strings.
    const { services, recentCalls } = display('2026-12-01T07:00:00.000Z');
    expect(wire(answer.body)).toEqual({
      queueDisplay: {
        queueDate: '2026-11-30',
        services,
        recentCalls,
        updatedAt: '2026-11-30T16:10:00.000Z',
        validUntil: '2026-12-01T07:00:00.000Z',
      },
    });
  });

  it('answers a null display when there is none', async () => {
    expect(await get('/api/public/queue-display', {})).toEqual({
      status: 200,
      body: { queueDisplay: null },
      cacheControl: QUEUE_DISPLAY_CACHE_CONTROL,
    });
  });

  it('answers settings/booking, or null when it is missing or does not parse', async () => {
    expect(await get('/api/public/booking-settings')).toEqual({
      status: 200,
      body: { bookingSettings: BOOKING_SETTINGS },
      cacheControl: PUBLIC_DATA_CACHE_CONTROL,
    });
    const stores: Store[] = [
      {},
      { settings: { booking: { ...BOOKING_SETTINGS, defaultDesks: -1 } } },
    ];
    for (const store of stores) {
      expect(await get('/api/public/booking-settings', store)).toEqual({
        status: 200,
        body: { bookingSettings: null },
        cacheControl: PUBLIC_DATA_CACHE_CONTROL,
      });
    }
  });
});

describe('answerPublicRead: what it does not serve', () => {
  it('any other path is a cached 404, and reads nothing', async () => {
    for (const path of [
      '/',
      '/api/public',
      '/api/public/',
      '/api/public/nothing',
      '/api/public/constructor',
      '/api/public/__proto__',
      '/api/publicservices',
      '/api/public/services/',
      '/api/public/jobs/',
      '/api/public/jobs/a/b',
      '/api/public/services/passport-renewal/',
      '/api/public/jobs/a%2Fb',
      '/api/public/jobs/..',
      '/api/public/jobs/.',
      '/api/public/jobs/__reserved__',
      '/api/public/jobs/%E0%A4%A',
      `/api/public/jobs/${'x'.repeat(1501)}`,
      '/api/public/exam-sessions/hca-a',
      '/api/public/queue-display/2026-11-30',
      '/api/public/booking-settings/booking',
      '/api/other/services',
    ]) {
      const reads = fakeReads();
      const answer = await answerPublicRead('GET', path, reads.deps);
      expect(answer, path).toEqual({
        status: 404,
        body: { error: 'not-found' },
        cacheControl: PUBLIC_DATA_CACHE_CONTROL,
      });
      expect([...reads.gets, ...reads.queries], path).toEqual([]);
    }
  });

  it('HEAD answers as GET does', async () => {
    const reads = fakeReads();
    expect(
      await answerPublicRead('HEAD', '/api/public/services/passport-renewal', reads.deps),
    ).toEqual(await get('/api/public/services/passport-renewal'));
  });

  it('other methods are 405, not cached, and read nothing', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'get']) {
      const reads = fakeReads();
      expect(await answerPublicRead(method, '/api/public/services', reads.deps), method).toEqual({
        status: 405,
        body: { error: 'method-not-allowed' },
        cacheControl: NO_STORE,
      });
      expect([...reads.gets, ...reads.queries]).toEqual([]);
    }
  });

  it('a failed read is a 503 that is logged, not cached, and says nothing of the error', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const failing: PublicReadDeps = {
      getDocument: () => Promise.reject(new Error('14 UNAVAILABLE: secret detail at line 3')),
      queryDocuments: () => Promise.reject(new Error('14 UNAVAILABLE: secret detail at line 3')),
    };
    for (const path of [
      '/api/public/services',
      '/api/public/services/x',
      '/api/public/jobs',
      '/api/public/jobs/x',
      '/api/public/exam-sessions',
      '/api/public/queue-display',
      '/api/public/booking-settings',
    ]) {
      const answer = await answerPublicRead('GET', path, failing);
      expect(answer, path).toEqual({
        status: 503,
        body: { error: 'unavailable' },
        cacheControl: NO_STORE,
      });
    }
    expect(logged).toHaveBeenCalledTimes(7);
    expect(logged.mock.calls[0]![1]).toMatchObject({
      path: '/api/public/services',
      error: '14 UNAVAILABLE: secret detail at line 3',
    });
  });
});

describe('documentIdOf', () => {
  it('takes what Firestore takes as an id, and nothing that could change the path', () => {
    expect(documentIdOf('passport-renewal')).toBe('passport-renewal');
    expect(documentIdOf('a%20b')).toBe('a b');
    expect(documentIdOf('x'.repeat(1500))).toBe('x'.repeat(1500));
    for (const bad of ['', '.', '..', 'a%2Fb', '__x__', '%', 'x'.repeat(1501)]) {
      expect(documentIdOf(bad), bad).toBeNull();
    }
  });
});

describe('publicData (the HTTPS handler, Firestore faked)', () => {
  /** A chainable stand-in for the Admin Firestore over the same in-memory store. */
  function adminDbOver(store: Store) {
    const { deps } = fakeReads(store);
    const query = (collection: string, spec: PublicQuery): unknown => ({
      where: (field: string, _op: string, equals: unknown) =>
        query(collection, { ...spec, where: { field, equals } }),
      orderBy: (field: string, direction: 'desc') =>
        query(collection, { ...spec, orderBy: { field, direction } }),
      limit: (limit: number) => query(collection, { ...spec, limit }),
      get: async () => ({
        docs: (await deps.queryDocuments(collection, spec)).map((document) => ({
          id: document.id,
          data: () => document.data,
        })),
      }),
    });
    return {
      doc: (path: string) => ({
        get: async () => {
          const document = await deps.getDocument(path);
          return { exists: document !== null, id: document?.id, data: () => document?.data };
        },
      }),
      collection: (collection: string) => query(collection, {}),
    };
  }

  async function call(method: string, path: string): Promise<FakeAnswer> {
    const { res, answer } = fakeResponse();
    const { publicData } = await import('./public-data');
    await callHandler(publicData, { method, path, headers: {}, query: {} }, res);
    return answer;
  }

  it('sends JSON with the answer’s status and Cache-Control, and Allow on a 405', async () => {
    fakeDb.current = adminDbOver(STORE);

    const jobs = await call('GET', '/api/public/jobs');
    expect(jobs.statusCode).toBe(200);
    expect(jobs.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'x-content-type-options': 'nosniff',
      'cache-control': PUBLIC_DATA_CACHE_CONTROL,
    });
    const body = JSON.parse(jobs.body) as { jobs: { id: string; publishedAt: string }[] };
    expect(body.jobs.map((listed) => [listed.id, listed.publishedAt])).toEqual([
      ['newer', '2026-11-28T10:00:00.000Z'],
      ['older', '2026-11-20T10:00:00.000Z'],
    ]);

    const display = await call('GET', '/api/public/queue-display');
    expect(display.headers['cache-control']).toBe(QUEUE_DISPLAY_CACHE_CONTROL);
    expect(JSON.parse(display.body)).toMatchObject({ queueDisplay: { queueDate: '2026-11-30' } });

    const missing = await call('GET', '/api/public/services/retired');
    expect(missing.statusCode).toBe(404);
    expect(JSON.parse(missing.body)).toEqual({ error: 'not-found' });
    expect(missing.headers['cache-control']).toBe(PUBLIC_DATA_CACHE_CONTROL);

    const post = await call('POST', '/api/public/services');
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
    expect(post.headers['cache-control']).toBe(NO_STORE);
    expect(JSON.parse(post.body)).toEqual({ error: 'method-not-allowed' });
    expect((await call('GET', '/api/public/services')).headers.allow).toBeUndefined();
  });

  it('a Firestore failure is a 503 with no-store and no detail', async () => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    fakeDb.current = {
      doc: () => ({ get: () => Promise.reject(new Error('deadline exceeded')) }),
      collection: () => {
        throw new Error('deadline exceeded');
      },
    };
    for (const path of ['/api/public/booking-settings', '/api/public/services']) {
      const failed = await call('GET', path);
      expect(failed.statusCode).toBe(503);
      expect(failed.headers['cache-control']).toBe(NO_STORE);
      expect(failed.body).toBe('{"error":"unavailable"}');
    }
  });
});
