import { COLLECTIONS } from '@centre/domain/collections';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@centre/domain/applications';
import { where } from 'firebase/firestore';
import { countByStatus } from '../count-by-status';
import { defineRead } from '../define-read';
import { applicationKeys, type ApplicationScope } from './keys';

export type StatusCounts = Record<ApplicationStatus, number>;

/** One count aggregation per status, scoped like the list (every kind, or HCA only). */
export function getStatusCounts(scope: ApplicationScope): Promise<StatusCounts> {
  return countByStatus(
    COLLECTIONS.applications,
    APPLICATION_STATUSES,
    scope === 'all' ? [] : [where('kind', '==', scope)],
  );
}

const statusCountsRead = defineRead(applicationKeys.countsFor, getStatusCounts);
export const statusCountsQueryOptions = statusCountsRead.options;
export const useStatusCounts = statusCountsRead.useRead;
