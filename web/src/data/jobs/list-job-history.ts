import { COLLECTIONS, SUBCOLLECTIONS } from '@centre/domain/collections';
import { orderBy } from 'firebase/firestore';
import { defineSubcollectionRead } from '../define-subcollection-read';
import { jobHistoryConverter } from './converter';
import { jobKeys } from './keys';

/** A job's history, oldest first (staff with view_jobs). */
export const jobHistoryRead = defineSubcollectionRead({
  parent: COLLECTIONS.jobs,
  subcollection: SUBCOLLECTIONS.history,
  converter: jobHistoryConverter,
  order: orderBy('at', 'asc'),
  queryKey: jobKeys.history,
});

export const useJobHistory = jobHistoryRead.useRead;
