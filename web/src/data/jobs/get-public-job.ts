import { COLLECTIONS } from '@centre/domain/collections';
import { defineRead } from '../define-read';
import { readPublicDocument } from '../public-document';
import type { JobRecord } from './converter';
import { jobKeys } from './keys';

/**
 * One job as the public may see it: published, closed or expired (the page says it is closed);
 * null for a draft or a job that does not exist (the public read endpoint answers 404 for both,
 * as the rules refuse the public a draft). Any other failure is thrown so the page can offer to
 * try again. The schema loads with the read (readPublicDocument).
 */
export async function getPublicJob(jobId: string): Promise<JobRecord | null> {
  const job = await readPublicDocument(
    COLLECTIONS.jobs,
    jobId,
    async () => (await import('./converter')).parseJobDocument,
  );
  return job && job.status !== 'draft' ? job : null;
}

const read = defineRead(jobKeys.detail, getPublicJob);
export const publicJobQueryOptions = read.options;
export const usePublicJob = read.useRead;
