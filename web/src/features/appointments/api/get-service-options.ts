import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  readServiceOptions,
  SERVICE_OPTIONS_STALE_TIME,
  serviceOptionBaseSchema,
} from '../../../lib/service-options';
import { appointmentKeys } from './query-keys';

/** What the appointments pages need of a service: its name and whether it is booked online. */
export interface ServiceOption {
  id: string;
  name: string;
  bookable: boolean;
  order: number;
}

const serviceOptionSchema = serviceOptionBaseSchema.extend({
  bookable: z.boolean().catch(false),
});

export function getServiceOptions(): Promise<ServiceOption[]> {
  return readServiceOptions(serviceOptionSchema);
}

export const serviceOptionsQueryOptions = () =>
  queryOptions({
    queryKey: appointmentKeys.services(),
    queryFn: getServiceOptions,
    staleTime: SERVICE_OPTIONS_STALE_TIME,
  });

export function useServiceOptions() {
  return useQuery(serviceOptionsQueryOptions());
}
