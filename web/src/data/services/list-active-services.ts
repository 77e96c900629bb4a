import type { Service } from '@centre/domain/services';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { fetchPublic, publicId, publicList } from '../../lib/public-api';
import { serviceKeys } from './keys';
import { useLocalizeService } from './localize';

/**
 * The active services, sorted by `order`, from the public read endpoint (lib/public-api.ts: a
 * CDN-cached GET, no Firebase SDK on public pages). It answers only the active ones, as the rules
 * let the public list; sorting here (the catalogue has a handful of documents) keeps its answer
 * cacheable as it is.
 *
 * The domain schema (zod) loads with the first read, not with the page: a pre-rendered page has
 * the catalogue in its HTML already.
 */
export async function getActiveServices(): Promise<Service[]> {
  const [body, { byOrder, parseService }] = await Promise.all([
    fetchPublic('services'),
    import('./converter'),
  ]);
  return publicList(body, 'services')
    .map((record) => parseService(publicId(record), record))
    .filter((service): service is Service => service?.active === true)
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
