import { COLLECTIONS } from '@centre/domain/collections';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getDocs } from 'firebase/firestore';
import { db } from '../../lib/firestore';
import { byOrder, parseServiceOption, type ServiceOption } from './converter';
import { serviceKeys } from './keys';

// The catalogue changes rarely; one read per session is enough.
export const SERVICE_OPTIONS_STALE_TIME = 30 * 60 * 1000;

/**
 * Every service, inactive ones too (staff read them all): old records still need their
 * service's name. Catalogue order, then name.
 */
export async function getServiceOptions(): Promise<ServiceOption[]> {
  const snapshot = await getDocs(collection(db, COLLECTIONS.services));
  return snapshot.docs
    .map((document) => parseServiceOption(document.id, document.data()))
    .sort(byOrder);
}

export const serviceOptionsQueryOptions = () =>
  queryOptions({
    queryKey: serviceKeys.options(),
    queryFn: getServiceOptions,
    staleTime: SERVICE_OPTIONS_STALE_TIME,
  });

export function useServiceOptions() {
  return useQuery(serviceOptionsQueryOptions());
}
