import { COLLECTIONS } from '@centre/domain/collections';
import { collection, getCountFromServer, query } from 'firebase/firestore';
import { db } from '../../lib/firestore';
import { defineRead } from '../define-read';
import { filterConstraints } from './list-query';
import { applicationKeys, type ApplicationListParams } from './keys';

/** How many applications match the filters: one aggregation, not a read of every document. */
export async function getApplicationsTotal(params: ApplicationListParams): Promise<number> {
  const snapshot = await getCountFromServer(
    query(collection(db, COLLECTIONS.applications), ...filterConstraints(params)),
  );
  return snapshot.data().count;
}

const applicationsTotalRead = defineRead(applicationKeys.total, getApplicationsTotal);
export const applicationsTotalQueryOptions = applicationsTotalRead.options;
export const useApplicationsTotal = applicationsTotalRead.useRead;
