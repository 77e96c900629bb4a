import {
  BOOKING_SETTINGS_PATH,
  bookingSettingsSchema,
  examSessionSchema,
} from '@centre/domain/bookings';
import type { ExamSession } from '@centre/domain/bookings';
import { COLLECTIONS } from '@centre/domain/collections';
import { jobRecordSchema, PUBLIC_JOB_STATUSES, PUBLISHED_JOBS_LIMIT } from '@centre/domain/jobs';
import type { JobRecord, JobStatus } from '@centre/domain/jobs';
import { queueDisplaySchema } from '@centre/domain/queue-display';
import { serviceSchema } from '@centre/domain/services';
import { firstIssue } from '@centre/domain/users';
import type { Query } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import { db } from '../admin';

// The public pages' reads (services, published jobs, open exam sessions, the newest queue
// display, settings/booking) as one HTTPS function behind Hosting's `/api/public/**` rewrite, so
// that a public page fetches JSON instead of loading the Firebase SDK and App Check (and, in
// production, Google's reCAPTCHA script). It reads with the Admin SDK, so it answers exactly
// what firestore.rules lets the public read, and no more: each route below names its rule.

/**
 * 200s and 404s of every route but the queue display: Hosting's CDN keeps them a minute
 * (s-maxage), so a crowd on the home page costs one function call and a few reads a minute, and
 * a change staff make to the catalogue, a job or a session shows within a minute. Browsers keep
 * nothing (max-age=0) and ask the CDN again.
 */
export const PUBLIC_DATA_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';

/**
 * The queue display's answer: half a minute at the CDN, because the waits it gives change with
 * every check-in and call (the waiting-room screen itself reads live, not from here).
 */
export const QUEUE_DISPLAY_CACHE_CONTROL = 'public, max-age=0, s-maxage=30';

/**
 * The most instances the endpoint runs at once. Behind the CDN it sees about one request per
 * route a minute from each CDN location, which one instance serves; the cap bounds what a flood
 * that dodges the cache (a new query string on every request) can cost in instances and reads.
 * Requests beyond it wait, then fail with 429, and the pages keep what they were pre-rendered
 * with.
 */
export const PUBLIC_DATA_MAX_INSTANCES = 10;

/** A failed read, and a method we do not serve: never cached, anywhere. */
export const NO_STORE = 'no-store';

/** Where the routes live: Hosting keeps the path when it rewrites to the function. */
export const PUBLIC_DATA_PREFIX = '/api/public/';

/** A document as the routes see it: its id and its fields, unchecked. */
export interface StoredDocument {
  id: string;
  data: unknown;
}

/** The one kind of query the routes make: an equality filter, a descending order, a limit. */
export interface PublicQuery {
  where?: { field: string; equals: unknown };
  orderBy?: { field: string; direction: 'desc' };
  limit?: number;
}

export interface PublicReadDeps {
  /** The document at `path`, or null when there is none. */
  getDocument: (path: string) => Promise<StoredDocument | null>;
  queryDocuments: (collection: string, query: PublicQuery) => Promise<StoredDocument[]>;
}

export type PublicReadBody =
  | { services: unknown[] }
  | { service: unknown }
  | { jobs: unknown[] }
  | { job: unknown }
  | { examSessions: unknown[] }
  | { queueDisplay: unknown }
  | { bookingSettings: unknown }
  | { error: 'not-found' | 'method-not-allowed' | 'unavailable' };

export interface PublicReadAnswer {
  status: 200 | 404 | 405 | 503;
  body: PublicReadBody;
  cacheControl: string;
}

type Route =
  | { kind: 'services' }
  | { kind: 'service'; id: string }
  | { kind: 'jobs' }
  | { kind: 'job'; id: string }
  | { kind: 'exam-sessions' }
  | { kind: 'queue-display' }
  | { kind: 'booking-settings' };

const LISTS: Readonly<Record<string, Route>> = {
  services: { kind: 'services' },
  jobs: { kind: 'jobs' },
  'exam-sessions': { kind: 'exam-sessions' },
  'queue-display': { kind: 'queue-display' },
  'booking-settings': { kind: 'booking-settings' },
};

/** Firestore's limit on a document id, in UTF-8 bytes. */
const MAX_ID_BYTES = 1500;

/**
 * A path segment (percent-encoded, as it arrives) as a document id, or null when it cannot be
 * one: empty, not valid percent-encoding, or what Firestore refuses as an id (a `/`, `.` or
 * `..`, `__x__`, more than 1,500 bytes). The id then never adds or climbs a path segment.
 */
export function documentIdOf(segment: string): string | null {
  let id: string;
  try {
    id = decodeURIComponent(segment);
  } catch {
    return null;
  }
  if (id === '' || id === '.' || id === '..' || id.includes('/') || /^__.*__$/.test(id)) {
    return null;
  }
  return Buffer.byteLength(id, 'utf8') <= MAX_ID_BYTES ? id : null;
}

/** The route of a request path, or null (any other path, trailing segments, a bad id). */
function routeOf(path: string): Route | null {
  if (!path.startsWith(PUBLIC_DATA_PREFIX)) return null;
  const [resource = '', segment, ...rest] = path.slice(PUBLIC_DATA_PREFIX.length).split('/');
  if (rest.length > 0) return null;
  if (segment === undefined) return Object.hasOwn(LISTS, resource) ? LISTS[resource]! : null;
  const id = documentIdOf(segment);
  if (id === null) return null;
  if (resource === 'services') return { kind: 'service', id };
  if (resource === 'jobs') return { kind: 'job', id };
  return null;
}

/** A document parsed with its schema, or null (logged: staff should mend it) when it does not. */
function parsed<S extends z.ZodType>(schema: S, value: unknown, path: string): z.output<S> | null {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  logger.warn('publicData: a stored document does not match its schema and is left out', {
    path,
    problem: firstIssue(result) ?? 'unknown',
  });
  return null;
}

const fieldsOf = (document: StoredDocument) => (document.data ?? {}) as Record<string, unknown>;

function parseService(collectionPath: string, document: StoredDocument) {
  const service = parsed(serviceSchema, document.data, `${collectionPath}/${document.id}`);
  return service && { ...service, id: document.id };
}

function parseJob(document: StoredDocument): JobRecord | null {
  return parsed(
    jobRecordSchema,
    { ...fieldsOf(document), id: document.id },
    `${COLLECTIONS.jobs}/${document.id}`,
  );
}

const PUBLISHED: JobStatus = 'published';
const OPEN: ExamSession['status'] = 'open';

const notFound: PublicReadAnswer = {
  status: 404,
  body: { error: 'not-found' },
  cacheControl: PUBLIC_DATA_CACHE_CONTROL,
};
const found = (body: PublicReadBody, cacheControl = PUBLIC_DATA_CACHE_CONTROL) =>
  ({ status: 200, body, cacheControl }) as const satisfies PublicReadAnswer;

/** Reads and answers one route (Firestore errors are the caller's: answerPublicRead's 503). */
async function answerRoute(route: Route, deps: PublicReadDeps): Promise<PublicReadAnswer> {
  switch (route.kind) {
    // firestore.rules services: the public reads a service while it is active.
    case 'services': {
      const documents = await deps.queryDocuments(COLLECTIONS.services, {
        where: { field: 'active', equals: true },
      });
      const services = documents.map((document) => parseService(COLLECTIONS.services, document));
      return found({ services: services.filter((service) => service !== null) });
    }
    case 'service': {
      const document = await deps.getDocument(`${COLLECTIONS.services}/${route.id}`);
      const service = document && parseService(COLLECTIONS.services, document);
      return service?.active === true ? found({ service }) : notFound;
    }
    // firestore.rules jobs: the public lists published jobs, and opens a published, closed or
    // expired one (its page says it is closed); a draft is never theirs, so it is not found.
    case 'jobs': {
      const documents = await deps.queryDocuments(COLLECTIONS.jobs, {
        where: { field: 'status', equals: PUBLISHED },
        orderBy: { field: 'publishedAt', direction: 'desc' },
        limit: PUBLISHED_JOBS_LIMIT,
      });
      return found({ jobs: documents.map(parseJob).filter((job) => job !== null) });
    }
    case 'job': {
      const document = await deps.getDocument(`${COLLECTIONS.jobs}/${route.id}`);
      const job = document && parseJob(document);
      const isPublic =
        job !== null && (PUBLIC_JOB_STATUSES as readonly string[]).includes(job.status);
      return isPublic ? found({ job }) : notFound;
    }
    // firestore.rules examSessions: the public lists the open sessions.
    case 'exam-sessions': {
      const documents = await deps.queryDocuments(COLLECTIONS.examSessions, {
        where: { field: 'status', equals: OPEN },
      });
      const examSessions = documents.map((document) => {
        const session = parsed(
          examSessionSchema,
          document.data,
          `${COLLECTIONS.examSessions}/${document.id}`,
        );
        return session && { ...session, id: document.id };
      });
      return found({ examSessions: examSessions.filter((session) => session !== null) });
    }
    // firestore.rules queueDisplays: anyone reads a day's display, and lists one at a time. The
    // newest by validUntil; whether it still holds is the page's call (isCurrentDisplay), so the
    // answer does not depend on when the CDN took it.
    case 'queue-display': {
      const [document] = await deps.queryDocuments(COLLECTIONS.queueDisplays, {
        orderBy: { field: 'validUntil', direction: 'desc' },
        limit: 1,
      });
      const queueDisplay =
        document &&
        parsed(
          queueDisplaySchema,
          { ...fieldsOf(document), queueDate: document.id },
          `${COLLECTIONS.queueDisplays}/${document.id}`,
        );
      return found({ queueDisplay: queueDisplay ?? null }, QUEUE_DISPLAY_CACHE_CONTROL);
    }
    // firestore.rules settings/booking: anyone reads it.
    case 'booking-settings': {
      const document = await deps.getDocument(BOOKING_SETTINGS_PATH);
      const bookingSettings =
        document && parsed(bookingSettingsSchema, document.data, BOOKING_SETTINGS_PATH);
      return found({ bookingSettings: bookingSettings ?? null });
    }
  }
}

/**
 * The answer to `method path` (GET or HEAD; any other method is 405). A path that is not a
 * route, and a document the public may not read (inactive, a draft, malformed, missing), are
 * the same 404; a list leaves out what does not parse. A failed read is 503, logged, with no
 * detail in the body and nothing cached.
 */
export async function answerPublicRead(
  method: string,
  path: string,
  deps: PublicReadDeps,
): Promise<PublicReadAnswer> {
  if (method !== 'GET' && method !== 'HEAD') {
    return { status: 405, body: { error: 'method-not-allowed' }, cacheControl: NO_STORE };
  }
  const route = routeOf(path);
  if (!route) return notFound;
  try {
    return await answerRoute(route, deps);
  } catch (error) {
    logger.error('publicData: the read failed', {
      path,
      error: error instanceof Error ? error.message : String(error),
    });
    return { status: 503, body: { error: 'unavailable' }, cacheControl: NO_STORE };
  }
}

/** The routes' reads on the Admin SDK. */
export const firestoreReads: PublicReadDeps = {
  getDocument: async (path) => {
    const snapshot = await db.doc(path).get();
    return snapshot.exists ? { id: snapshot.id, data: snapshot.data() } : null;
  },
  queryDocuments: async (collection, { where, orderBy, limit }) => {
    let query: Query = db.collection(collection);
    if (where) query = query.where(where.field, '==', where.equals);
    if (orderBy) query = query.orderBy(orderBy.field, orderBy.direction);
    if (limit !== undefined) query = query.limit(limit);
    const snapshot = await query.get();
    return snapshot.docs.map((document) => ({ id: document.id, data: document.data() }));
  },
};

/**
 * /api/public/** (a Hosting rewrite to this function): the public pages' reads as JSON, which
 * Hosting's CDN caches (see the Cache-Control constants above). The Timestamps the schemas turn
 * into Dates are written as ISO strings, which the same domain schemas read back as Dates
 * (domain/src/timestamps.ts).
 */
export const publicData = onRequest(
  { maxInstances: PUBLIC_DATA_MAX_INSTANCES },
  async (req, res) => {
    const answer = await answerPublicRead(req.method, req.path, firestoreReads);
    res.set('Cache-Control', answer.cacheControl);
    res.set('Content-Type', 'application/json; charset=utf-8');
    res.set('X-Content-Type-Options', 'nosniff');
    if (answer.status === 405) res.set('Allow', 'GET, HEAD');
    res.status(answer.status).send(JSON.stringify(answer.body));
  },
);
