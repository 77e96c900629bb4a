import { COLLECTIONS } from '@centre/domain/collections';
import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { getLiteDb } from '../../lib/firestore-lite';
import { defineRead } from '../define-read';
import { parseJobDocument, type JobRecord } from './converter';
import { jobKeys } from './keys';

/** The most jobs the public board loads; its filters work on this one read. */
export const PUBLISHED_JOBS_LIMIT = 200;

/**
 * The published jobs, newest first, through Firestore Lite (public pages never load the full
 * SDK). The filter on status is what the rules let the public list (firestore.rules, jobs).
 */
export async function getPublishedJobs(): Promise<JobRecord[]> {
  const snapshot = await getDocs(
    query(
      collection(getLiteDb(), COLLECTIONS.jobs),
      where('status', '==', 'published'),
      orderBy('publishedAt', 'desc'),
      limit(PUBLISHED_JOBS_LIMIT),
    ),
  );
  return snapshot.docs
    .map((document) => parseJobDocument(document.id, document.data()))
    .filter((job): job is JobRecord => job !== null);
}

const read = defineRead(() => jobKeys.published(), getPublishedJobs);
export const publishedJobsQueryOptions = () => read.options(undefined);
export const usePublishedJobs = () => read.useRead(undefined);
