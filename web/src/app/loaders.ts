import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router-dom';

/**
 * Route loaders of the staff detail pages (and of /reports, its period from the address), by page
 * id: each starts reading the page's record with
 * the data layer's queryOptions (prefetch-route-data.ts) while the page's code downloads, so the
 * two load in parallel. That module is imported dynamically (the data layer brings the Firestore
 * SDK, which the first paint must not), and the loader never waits or fails: the page's own
 * query shows pending and error states, and a read refused before the session is restored is
 * simply read again by the page.
 */
const PREFETCHING_PAGES = new Set([
  'application-detail',
  'hca-application-detail',
  'appointment-detail',
  'user-detail',
  'visit-detail',
  'license-renewal-detail',
  'bank-client',
  'reports',
]);

/** The loader of a page, or undefined when the page prefetches nothing. */
export function dataLoader(
  page: string,
  queryClient: QueryClient | undefined,
): LoaderFunction | undefined {
  if (!queryClient || !PREFETCHING_PAGES.has(page)) return undefined;
  return ({ params, request }) => {
    void import('./prefetch-route-data')
      .then(({ prefetchRouteData }) =>
        prefetchRouteData(page, params, queryClient, new URL(request.url).searchParams),
      )
      .catch(() => undefined);
    return null;
  };
}
