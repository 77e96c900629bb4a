import { COLLECTIONS } from '@centre/domain/collections';
import type { Service } from '@centre/domain/services';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { loadFirestoreLite } from '../../lib/load-firestore-lite';
import { serviceKeys } from './keys';
import { useLocalizeService } from './localize';

/**
 * The active services, sorted by `order`, through Firestore Lite (public pages never need the
 * full SDK). The filter on `active` is what the rules allow the public to list; sorting here
 * (the catalogue has a handful of documents) needs no composite index.
 *
 * Firestore Lite and the domain schema (zod) load with the first read, not with the page
 * (lib/load-firestore-lite.ts): a pre-rendered page has the catalogue in its HTML already.
 */
export async function getActiveServices(): Promise<Service[]> {
  const [{ db, collection, getDocs, query, where }, { byOrder, parseService }] = await Promise.all([
    loadFirestoreLite(),
    import('./converter'),
  ]);
  const snapshot = await getDocs(
    query(collection(db, COLLECTIONS.services), where('active', '==', true)),
  );
  return snapshot.docs
    .map((document) => parseService(document.id, document.data()))
    .filter((service): service is Service => service !== null)
    .sort(byOrder);
}

/** How many services the home page features. */
export const FEATURED_COUNT = 6;

/** The first FEATURED_COUNT active services by `order`, for the home page. */
export function featuredOf(services: Service[]): Service[] {
  return services.slice(0, FEATURED_COUNT);
}

export const activeServicesQueryOptions = () =>
  queryOptions({ queryKey: serviceKeys.list({ active: true }), queryFn: getActiveServices });

/**
 * The catalogue's services in the page's language (cached once for every language; each hook
 * below shows them through `select`).
 */
const allOf = (services: Service[]) => services;

function useServicesSelect(pick: (services: Service[]) => Service[] = allOf) {
  const localize = useLocalizeService();
  return useCallback((services: Service[]) => pick(services).map(localize), [pick, localize]);
}

/** The catalogue's list of active services (cached, shared with the service detail page). */
export function useActiveServices() {
  return useQuery({ ...activeServicesQueryOptions(), select: useServicesSelect() });
}

/**
 * The home page's featured services: the catalogue's read, cut to its first six. The same cache
 * entry as the catalogue, so a pre-rendered home page has them in its HTML and its first render.
 */
export function useFeaturedServices() {
  return useQuery({ ...activeServicesQueryOptions(), select: useServicesSelect(featuredOf) });
}

function onlyBookable(services: Service[]): Service[] {
  return services.filter((service) => service.bookable);
}

/** The active services that can be booked online: the same read, filtered on `bookable`. */
export function useBookableServices() {
  return useQuery({ ...activeServicesQueryOptions(), select: useServicesSelect(onlyBookable) });
}
