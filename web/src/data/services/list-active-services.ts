import { COLLECTIONS } from '@centre/domain/collections';
import type { Service } from '@centre/domain/services';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getDocs, query, where } from 'firebase/firestore/lite';
import { getLiteDb } from '../../lib/firestore-lite';
import { byOrder, parseService } from './converter';
import { serviceKeys } from './keys';

/**
 * The active services, sorted by `order`, through Firestore Lite (public pages never need the
 * full SDK). The filter on `active` is what the rules allow the public to list; sorting here
 * (the catalogue has a handful of documents) needs no composite index.
 */
export async function getActiveServices(): Promise<Service[]> {
  const snapshot = await getDocs(
    query(collection(getLiteDb(), COLLECTIONS.services), where('active', '==', true)),
  );
  return snapshot.docs
    .map((document) => parseService(document.id, document.data()))
    .filter((service): service is Service => service !== null)
    .sort(byOrder);
}

/** The first `count` active services by `order`, for the home page. */
export async function getFeaturedServices(count = 6): Promise<Service[]> {
  return (await getActiveServices()).slice(0, count);
}

export const activeServicesQueryOptions = () =>
  queryOptions({ queryKey: serviceKeys.list({ active: true }), queryFn: getActiveServices });

/** The catalogue's list of active services (cached, shared with the service detail page). */
export function useActiveServices() {
  return useQuery(activeServicesQueryOptions());
}

function onlyBookable(services: Service[]): Service[] {
  return services.filter((service) => service.bookable);
}

/** The active services that can be booked online: the same read, filtered on `bookable`. */
export function useBookableServices() {
  return useQuery({ ...activeServicesQueryOptions(), select: onlyBookable });
}
