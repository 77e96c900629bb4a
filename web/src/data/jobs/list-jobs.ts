import { COLLECTIONS } from '@centre/domain/collections';
import { defineRead } from '../define-read';
import { collectionQuery, newestFirst, readDocuments } from '../read-documents';
import { jobConverter, type JobRecord } from './converter';
import { jobKeys } from './keys';

/** The most jobs the back office loads at once (a centre posts a few a week). */
export const STAFF_JOBS_LIMIT = 500;

/** Every job, drafts included, last changed first (staff with view_jobs). */
export function getStaffJobs(): Promise<JobRecord[]> {
  return readDocuments(
    collectionQuery(COLLECTIONS.jobs, jobConverter, ...newestFirst('updatedAt', STAFF_JOBS_LIMIT)),
  );
}

const read = defineRead(() => jobKeys.staff(), getStaffJobs);
export const staffJobsQueryOptions = () => read.options(undefined);
export const useStaffJobs = () => read.useRead(undefined);
