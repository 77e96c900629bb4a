import { COLLECTIONS } from '@centre/domain/collections';
import { loadFirestoreLite } from '../../lib/load-firestore-lite';
import { defineRead } from '../define-read';
import type { Firestore } from 'firebase/firestore/lite';
import type { JobRecord, parseJobDocument } from './converter';
import { jobKeys } from './keys';

/** The most jobs the public board loads; its filters work on this one read. */
export const PUBLISHED_JOBS_LIMIT = 200;

/**
 * The published jobs, newest first, through Firestore Lite (public pages never load the full
 * SDK; it loads with the read: lib/load-firestore-lite.ts). The filter on status is what the
 * rules let the public list (firestore.rules, jobs).
 */
export async function getPublishedJobs(): Promise<JobRecord[]> {
  const [lite, converter] = await Promise.all([loadFirestoreLite(), import('./converter')]);
  return readPublishedJobs(lite, converter.parseJobDocument);
}

type FirestoreLite = typeof import('firebase/firestore/lite');

/**
 * The published jobs' query on a Firestore Lite instance: the board's (getPublishedJobs) and the
 * build's, which pre-renders them (web/src/prerender/entry-server.tsx).
 */
export async function readPublishedJobs(
  {
    db,
    collection,
    getDocs,
    limit,
    orderBy,
    query,
    where,
  }: Pick<FirestoreLite, 'collection' | 'getDocs' | 'limit' | 'orderBy' | 'query' | 'where'> & {
    db: Firestore;
  },
  parse: typeof parseJobDocument,
): Promise<JobRecord[]> {
  const snapshot = await getDocs(
    query(
      collection(db, COLLECTIONS.jobs),
      where('status', '==', 'published'),
      orderBy('publishedAt', 'desc'),
      limit(PUBLISHED_JOBS_LIMIT),
    ),
  );
  return snapshot.docs
    .map((document) => parse(document.id, document.data()))
    .filter((job): job is JobRecord => job !== null);
}

const read = defineRead(() => jobKeys.published(), getPublishedJobs);
export const publishedJobsQueryOptions = () => read.options(undefined);
export const usePublishedJobs = () => read.useRead(undefined);
