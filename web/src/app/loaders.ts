import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, Params } from 'react-router-dom';

/**
 * Route loaders of the staff detail pages, by page id: each starts reading the page's record with
 * the data layer's queryOptions while the page's code downloads, so the two load in parallel.
 * The data modules are imported dynamically (they bring the Firestore SDK, which the first paint
 * must not), and the loader never waits or fails: the page's own query shows pending and error
 * states, and a read refused before the session is restored is simply read again by the page.
 */
type Prefetch = (params: Params, queryClient: QueryClient) => Promise<unknown> | undefined;

// retry: false: a refused read (no session yet) is left to the page's own query.
const applicationDetail: Prefetch = ({ applicationId }, queryClient) =>
  applicationId
    ? import('../data/applications/get-application').then(({ applicationQueryOptions }) =>
        queryClient.ensureQueryData({ ...applicationQueryOptions(applicationId), retry: false }),
      )
    : undefined;

const prefetches: Partial<Record<string, Prefetch>> = {
  'application-detail': applicationDetail,
  'hca-application-detail': applicationDetail,
  'appointment-detail': ({ appointmentId }, queryClient) =>
    appointmentId
      ? import('../data/appointments/get-appointment').then(({ appointmentQueryOptions }) =>
          queryClient.ensureQueryData({ ...appointmentQueryOptions(appointmentId), retry: false }),
        )
      : undefined,
  'user-detail': ({ userId }, queryClient) =>
    userId
      ? import('../data/users/get-user').then(({ userQueryOptions }) =>
          queryClient.ensureQueryData({ ...userQueryOptions(userId), retry: false }),
        )
      : undefined,
};

/** The loader of a page, or undefined when the page prefetches nothing. */
export function dataLoader(
  page: string,
  queryClient: QueryClient | undefined,
): LoaderFunction | undefined {
  const prefetch = prefetches[page];
  if (!prefetch || !queryClient) return undefined;
  return ({ params }) => {
    void prefetch(params, queryClient)?.catch(() => undefined);
    return null;
  };
}
