// The public pages' reads as JSON: the publicData HTTPS function, called on the Functions
// emulator and, when the web app is built, through Hosting's /api/public/** rewrite. It answers
// what firestore.rules lets the public read (active services, published jobs and the closed or
// expired ones' pages, open exam sessions, the newest queue display, settings/booking) with the
// CDN's Cache-Control, and its timestamps as ISO strings the domain schemas read back as Dates.
import { BOOKING_SETTINGS_PATH, DEFAULT_BOOKING_SETTINGS } from '@centre/domain/bookings';
import { examSessionSchema, bookingSettingsSchema } from '@centre/domain/bookings';
import { COLLECTIONS } from '@centre/domain/collections';
import { jobRecordSchema } from '@centre/domain/jobs';
import { queueDisplaySchema } from '@centre/domain/queue-display';
import { serviceSchema } from '@centre/domain/services';
import { publicDocuments } from '@centre/domain/testing/public-documents';
import { Timestamp } from 'firebase-admin/firestore';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NO_STORE,
  PUBLIC_DATA_CACHE_CONTROL,
  QUEUE_DISPLAY_CACHE_CONTROL,
} from '../../functions/src/public-data/public-data';
import { adminDb } from '../support/admin';
import {
  clearFirestore,
  disableBackgroundTriggers,
  enableBackgroundTriggers,
} from '../support/emulator-reset';
import { FUNCTIONS_BASE_URL, ROOT } from '../support/emulators';

const FUNCTION_URL = `${FUNCTIONS_BASE_URL}/publicData`;
const firebaseJson = JSON.parse(readFileSync(join(ROOT, 'firebase.json'), 'utf8')) as {
  emulators: { hosting: { host: string; port: number } };
};
const HOSTING_URL = `http://${firebaseJson.emulators.hosting.host}:${firebaseJson.emulators.hosting.port}`;
const WEB_BUILT = existsSync(join(ROOT, 'web', 'dist', 'index.html'));

const at = (iso: string) => Timestamp.fromDate(new Date(iso));

const stored = publicDocuments(at);
/** A services/{id} (its fields' flags spelled out, so the stored service is what the schema answers). */
const service = (name: string, order: number, active: boolean) =>
  stored.service({
    name,
    slug: name.toLowerCase().replace(/\W+/g, '-'),
    order,
    active,
    applicationFields: [],
  });
const job = (title: string, status: string, publishedAt: string | null, closedAt?: string) =>
  stored.job({ title, status, publishedAt, closedAt: closedAt ?? null });
const session = (status: string, date: string) => stored.examSession({ status, date });
/** A day's display with `waiting` visitors in its one line. */
const display = (validUntil: string, waiting: number) => {
  const day = stored.queueDisplay(validUntil);
  const line = day.services['passport-renewal'];
  return { ...day, services: { 'passport-renewal': { ...line, waiting } } };
};

const SEED: Record<string, Record<string, Record<string, unknown>>> = {
  [COLLECTIONS.services]: {
    'national-id': service('National ID', 2, true),
    'passport-renewal': service('Passport renewal', 1, true),
    'retired-service': service('Retired service', 3, false),
    // An admin's typo: fee as text. Left out of the list, a 404 on its own, never a 500.
    'malformed-service': { ...service('Malformed', 4, true), fee: 'forty' },
  },
  [COLLECTIONS.jobs]: {
    'job-older': job('Cashier', 'published', '2026-11-20T10:00:00.000Z'),
    'job-newest': job('Warehouse associate', 'published', '2026-11-28T10:00:00.000Z'),
    'job-middle': job('Health care aide', 'published', '2026-11-25T10:00:00.000Z'),
    'job-draft': job('Driver', 'draft', null),
    'job-closed': job('Cleaner', 'closed', '2026-11-29T10:00:00.000Z', '2026-11-30T10:00:00.000Z'),
  },
  [COLLECTIONS.examSessions]: {
    'hca-open-a': session('open', '2026-12-10'),
    'hca-open-b': session('open', '2026-12-24'),
    'hca-closed': session('closed', '2026-12-03'),
  },
  [COLLECTIONS.queueDisplays]: {
    // The newest by validUntil is not the one written last, nor the greatest id.
    '2026-11-30': display('2026-12-01T07:00:00.000Z', 3),
    '2026-11-29': display('2026-11-30T07:00:00.000Z', 9),
  },
};

beforeAll(async () => {
  // Reads only: the seed's writes need no trigger (and the job and session report triggers would
  // only add load).
  await disableBackgroundTriggers();
  await clearFirestore();
  const batch = adminDb.batch();
  for (const [collection, documents] of Object.entries(SEED)) {
    for (const [id, data] of Object.entries(documents)) {
      batch.set(adminDb.doc(`${collection}/${id}`), data);
    }
  }
  batch.set(adminDb.doc(BOOKING_SETTINGS_PATH), {
    ...DEFAULT_BOOKING_SETTINGS,
    updatedAt: at('2026-11-01T12:00:00.000Z'),
  });
  await batch.commit();
});
afterAll(enableBackgroundTriggers);

async function getJson(url: string, init?: RequestInit) {
  const response = await fetch(url, init);
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    body: (text ? JSON.parse(text) : null) as Record<string, unknown> | null,
  };
}

const read = (path: string) => getJson(`${FUNCTION_URL}${path}`);

describe('publicData (Functions emulator)', () => {
  it('lists the active services only, leaving out the malformed one, as JSON the CDN keeps a minute', async () => {
    const answer = await read('/api/public/services');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('cache-control')).toBe(PUBLIC_DATA_CACHE_CONTROL);
    const services = (answer.body as { services: { id: string }[] }).services;
    expect(services.map((listed) => listed.id).sort()).toEqual(['national-id', 'passport-renewal']);
    const nationalId = services.find((listed) => listed.id === 'national-id');
    expect(nationalId).toEqual({ ...SEED.services!['national-id'], id: 'national-id' });
    expect(serviceSchema.parse(nationalId)).toEqual(
      serviceSchema.parse(SEED.services!['national-id']),
    );
  });

  it('opens an active service; an inactive, malformed or missing one is the same 404', async () => {
    const found = await read('/api/public/services/passport-renewal');
    expect(found.status).toBe(200);
    expect(found.headers.get('cache-control')).toBe(PUBLIC_DATA_CACHE_CONTROL);
    expect(found.body).toEqual({
      service: { ...SEED.services!['passport-renewal'], id: 'passport-renewal' },
    });
    for (const id of ['retired-service', 'malformed-service', 'no-such-service']) {
      const missing = await read(`/api/public/services/${id}`);
      expect(missing.status, id).toBe(404);
      expect(missing.body, id).toEqual({ error: 'not-found' });
      expect(missing.headers.get('cache-control'), id).toBe(PUBLIC_DATA_CACHE_CONTROL);
    }
  });

  it('lists the published jobs newest first, timestamps as ISO strings the schema reads back', async () => {
    const answer = await read('/api/public/jobs');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe(PUBLIC_DATA_CACHE_CONTROL);
    const jobs = (answer.body as { jobs: Record<string, unknown>[] }).jobs;
    // Not the draft, not the closed one (though it was published last).
    expect(jobs.map((listed) => listed.id)).toEqual(['job-newest', 'job-middle', 'job-older']);
    expect(jobs[0]).toMatchObject({
      id: 'job-newest',
      status: 'published',
      publishedAt: '2026-11-28T10:00:00.000Z',
      updatedAt: '2026-11-28T16:30:00.123Z',
      closedAt: null,
    });
    const inBrowser = jobRecordSchema.parse(jobs[0]);
    const onServer = jobRecordSchema.parse({ ...SEED.jobs!['job-newest'], id: 'job-newest' });
    expect(inBrowser).toEqual(onServer);
    expect(inBrowser.publishedAt).toEqual(new Date('2026-11-28T10:00:00.000Z'));
  });

  it("opens a closed job's page, though it is not listed; a draft is the same 404 as a missing job", async () => {
    const closed = await read('/api/public/jobs/job-closed');
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({
      job: { id: 'job-closed', status: 'closed', closedAt: '2026-11-30T10:00:00.000Z' },
    });
    expect((await read('/api/public/jobs/job-newest')).status).toBe(200);
    const draft = await read('/api/public/jobs/job-draft');
    const missing = await read('/api/public/jobs/no-such-job');
    expect(draft.status).toBe(404);
    expect(draft.text).toBe(missing.text);
    expect(draft.text).toBe('{"error":"not-found"}');
    expect(draft.headers.get('cache-control')).toBe(missing.headers.get('cache-control'));
  });

  it('lists the open exam sessions only', async () => {
    const answer = await read('/api/public/exam-sessions');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe(PUBLIC_DATA_CACHE_CONTROL);
    const sessions = (answer.body as { examSessions: { id: string }[] }).examSessions;
    expect(sessions.map((listed) => listed.id).sort()).toEqual(['hca-open-a', 'hca-open-b']);
    const first = sessions.find((listed) => listed.id === 'hca-open-a');
    expect(first).toEqual({
      ...examSessionSchema.parse(session('open', '2026-12-10')),
      id: 'hca-open-a',
    });
  });

  it('answers the newest queue display by validUntil, kept half a minute at the CDN', async () => {
    const answer = await read('/api/public/queue-display');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe(QUEUE_DISPLAY_CACHE_CONTROL);
    const queueDisplay = (answer.body as { queueDisplay: Record<string, unknown> }).queueDisplay;
    expect(queueDisplay).toMatchObject({
      queueDate: '2026-11-30',
      validUntil: '2026-12-01T07:00:00.000Z',
      updatedAt: '2026-11-30T16:10:00.000Z',
      services: { 'passport-renewal': { waiting: 3 } },
    });
    expect(queueDisplaySchema.parse(queueDisplay)).toEqual(
      queueDisplaySchema.parse({ ...SEED.queueDisplays!['2026-11-30'], queueDate: '2026-11-30' }),
    );
  });

  it('answers settings/booking', async () => {
    const answer = await read('/api/public/booking-settings');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe(PUBLIC_DATA_CACHE_CONTROL);
    const settings = (answer.body as { bookingSettings: unknown }).bookingSettings;
    expect(settings).toEqual(DEFAULT_BOOKING_SETTINGS);
    expect(bookingSettingsSchema.parse(settings)).toEqual(DEFAULT_BOOKING_SETTINGS);
  });

  it('other paths are 404, other methods 405 with Allow, and HEAD has no body', async () => {
    for (const path of [
      '/api/public/jobs/job-newest/extra',
      '/api/public/jobs/',
      '/api/public/services/passport-renewal%2Fx',
      '/api/public/unknown',
    ]) {
      const answer = await read(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).toEqual({ error: 'not-found' });
    }
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const answer = await getJson(`${FUNCTION_URL}/api/public/services`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'DELETE' ? undefined : '{}',
      });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.get('allow'), method).toBe('GET, HEAD');
      expect(answer.headers.get('cache-control'), method).toBe(NO_STORE);
      expect(answer.body, method).toEqual({ error: 'method-not-allowed' });
    }
    const head = await fetch(`${FUNCTION_URL}/api/public/services`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('cache-control')).toBe(PUBLIC_DATA_CACHE_CONTROL);
    expect(await head.text()).toBe('');
  });
});

describe.skipIf(!WEB_BUILT)('publicData through Hosting /api/public/** (needs web/dist)', () => {
  it('the rewrite reaches the function, path, headers and all', async () => {
    const jobs = await getJson(`${HOSTING_URL}/api/public/jobs`);
    expect(jobs.status).toBe(200);
    expect(jobs.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(jobs.headers.get('cache-control')).toBe(PUBLIC_DATA_CACHE_CONTROL);
    expect((jobs.body as { jobs: { id: string }[] }).jobs.map((listed) => listed.id)).toEqual([
      'job-newest',
      'job-middle',
      'job-older',
    ]);
    const display = await getJson(`${HOSTING_URL}/api/public/queue-display`);
    expect(display.headers.get('cache-control')).toBe(QUEUE_DISPLAY_CACHE_CONTROL);
    const draft = await getJson(`${HOSTING_URL}/api/public/jobs/job-draft`);
    expect(draft.status).toBe(404);
    expect(draft.body).toEqual({ error: 'not-found' });
  });
});

// Last: it deletes settings/booking.
describe('publicData without settings/booking', () => {
  it('answers null, not an error', async () => {
    await adminDb.doc(BOOKING_SETTINGS_PATH).delete();
    const answer = await read('/api/public/booking-settings');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ bookingSettings: null });
  });
});
