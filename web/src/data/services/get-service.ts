import { COLLECTIONS } from '@centre/domain/collections';
import type { Service } from '@centre/domain/services';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { readPublicDocument } from '../public-document';
import { serviceKeys } from './keys';
import { useLocalizeService } from './localize';
import type { LocalizedService } from '@centre/domain/service-texts';

/**
 * One active service, or null when there is none to show: the public read endpoint answers 404
 * for an inactive or missing one. Any other failure (offline, server down) is thrown so the page
 * can offer to try again. The domain schema loads with the read, not with the page
 * (readPublicDocument).
 */
export async function getService(serviceId: string): Promise<Service | null> {
  const service = await readPublicDocument(
    COLLECTIONS.services,
    serviceId,
    async () => (await import('./converter')).parseService,
  );
  return service?.active ? service : null;
}

export const serviceQueryOptions = (serviceId: string) =>
  queryOptions({
    queryKey: serviceKeys.detail(serviceId),
    queryFn: () => getService(serviceId),
  });

/**
 * A query's first data from the catalogue list when the cache already holds it (the list page was
 * read, or the page was pre-rendered with it), dated as the list was, so the query refreshes it
 * as it would the list.
 */
export function serviceFromCatalogue(queryClient: QueryClient, serviceId: string) {
  return {
    initialData: () =>
      queryClient
        .getQueryData<Service[]>(serviceKeys.list({ active: true }))
        ?.find((service) => service.id === serviceId),
    initialDataUpdatedAt: () =>
      queryClient.getQueryState(serviceKeys.list({ active: true }))?.dataUpdatedAt,
  };
}

/** A service or none, in the page's language (a query's `select`: data/services/localize.ts). */
export function useServiceSelect() {
  const localize = useLocalizeService();
  return useCallback(
    (service: Service | null): LocalizedService<Service> | null => service && localize(service),
    [localize],
  );
}

/**
 * A service in the page's language, shown at once when the catalogue list already holds it.
 * `enabled: false` reads nothing (a page that needs the service only in some cases).
 */
export function useService(serviceId: string, { enabled = true }: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useQuery({
    ...serviceQueryOptions(serviceId),
    ...serviceFromCatalogue(queryClient, serviceId),
    select: useServiceSelect(),
    enabled,
  });
}
