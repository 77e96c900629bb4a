import { COLLECTIONS } from '@centre/domain/collections';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@centre/domain/applications';
import { collection, getCountFromServer, query, where } from 'firebase/firestore';
import { db } from '../../lib/firestore';
import { defineRead } from '../define-read';
import { applicationKeys, type ApplicationScope } from './keys';

export type StatusCounts = Record<ApplicationStatus, number>;

/**
 * One count aggregation per status, scoped like the list (every kind, or HCA only). Each costs
 * one read per 1,000 matching index entries instead of a read per document.
 */
export async function getStatusCounts(scope: ApplicationScope): Promise<StatusCounts> {
  const applications = collection(db, COLLECTIONS.applications);
  const counts = await Promise.all(
    APPLICATION_STATUSES.map(async (status) => {
      const constraints = [
        ...(scope === 'all' ? [] : [where('kind', '==', scope)]),
        where('status', '==', status),
      ];
      const snapshot = await getCountFromServer(query(applications, ...constraints));
      return [status, snapshot.data().count] as const;
    }),
  );
  return Object.fromEntries(counts) as StatusCounts;
}

const statusCountsRead = defineRead(applicationKeys.countsFor, getStatusCounts);
export const statusCountsQueryOptions = statusCountsRead.options;
export const useStatusCounts = statusCountsRead.useRead;
