import { fetchPublic, publicId, publicList } from '../../lib/public-api';
import { defineRead } from '../define-read';
import type { JobRecord } from './converter';
import { jobKeys } from './keys';

/**
 * The published jobs, newest first, from the public read endpoint (lib/public-api.ts: a
 * CDN-cached GET, no Firebase SDK on public pages). It answers what the rules let the public
 * list (firestore.rules, jobs), in this order and up to the domain's PUBLISHED_JOBS_LIMIT.
 */
export async function getPublishedJobs(): Promise<JobRecord[]> {
  const [body, converter] = await Promise.all([fetchPublic('jobs'), import('./converter')]);
  return publicList(body, 'jobs')
    .map((record) => converter.parseJobDocument(publicId(record), record))
    .filter((job): job is JobRecord => job?.status === 'published');
}

const read = defineRead(() => jobKeys.published(), getPublishedJobs);
export const publishedJobsQueryOptions = () => read.options(undefined);
export const usePublishedJobs = () => read.useRead(undefined);
