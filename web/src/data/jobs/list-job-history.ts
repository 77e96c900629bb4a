import { defineHistoryRead } from '../define-subcollection-read';
import { jobHistoryConverter } from './converter';
import { jobKeys } from './keys';

/** A job's history, oldest first (staff with view_jobs). */
export const jobHistoryRead = defineHistoryRead(jobKeys, jobHistoryConverter);

export const useJobHistory = jobHistoryRead.useRead;
