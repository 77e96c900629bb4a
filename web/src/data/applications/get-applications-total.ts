import { COLLECTIONS } from '@centre/domain/collections';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getCountFromServer, query } from 'firebase/firestore';
import { db } from '../../lib/firestore';
import { filterConstraints } from './list-query';
import { applicationKeys, type ApplicationListParams } from './keys';

/** How many applications match the filters: one aggregation, not a read of every document. */
export async function getApplicationsTotal(params: ApplicationListParams): Promise<number> {
  const snapshot = await getCountFromServer(
    query(collection(db, COLLECTIONS.applications), ...filterConstraints(params)),
  );
  return snapshot.data().count;
}

export const applicationsTotalQueryOptions = (params: ApplicationListParams) =>
  queryOptions({
    queryKey: applicationKeys.total(params),
    queryFn: () => getApplicationsTotal(params),
  });

export function useApplicationsTotal(params: ApplicationListParams, enabled = true) {
  return useQuery({ ...applicationsTotalQueryOptions(params), enabled });
}
