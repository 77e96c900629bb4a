import { useQuery } from '@tanstack/react-query';
import { queueKeys } from './keys';

/** How long a public page trusts its snapshot of the waits. */
export const PUBLIC_WAITS_STALE_MS = 60_000;

// The fetcher (and the domain's schema with it) is imported when the query first runs, so a public
// page's first paint never waits for the database SDK.
const loadWaits = () => import('./get-public-waits').then(({ getPublicWaits }) => getPublicWaits());

/**
 * Today's wait range per service for the public pages: one read of the public endpoint shared by every
 * card on the page, refreshed each minute while the page is open. A failure is no estimate.
 */
export function usePublicWaits() {
  return useQuery({
    queryKey: queueKeys.waits(),
    queryFn: loadWaits,
    staleTime: PUBLIC_WAITS_STALE_MS,
    refetchInterval: PUBLIC_WAITS_STALE_MS,
    retry: 1,
  });
}
