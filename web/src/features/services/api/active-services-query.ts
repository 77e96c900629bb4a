import { queryOptions, useQuery } from '@tanstack/react-query';
import { getActiveServices } from './get-active-services';
import { serviceKeys } from './query-keys';

export const activeServicesQueryOptions = () =>
  queryOptions({ queryKey: serviceKeys.list({ active: true }), queryFn: getActiveServices });

/** The catalogue's list of active services (cached, shared with the service detail page). */
export function useActiveServices() {
  return useQuery(activeServicesQueryOptions());
}
