import { applicationFieldSchema, type ApplicationField } from '@centre/domain/services';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  readServiceOptions,
  SERVICE_OPTIONS_STALE_TIME,
  serviceOptionBaseSchema,
} from '../../../lib/service-options';
import { applicationKeys } from './query-keys';

/** What the applications pages need of a service: its name and its fields' labels. */
export interface ServiceOption {
  id: string;
  name: string;
  order: number;
  applicationFields: ApplicationField[];
}

const serviceOptionSchema = serviceOptionBaseSchema.extend({
  // A field that does not parse is left out: its answer is then shown under its key.
  applicationFields: z
    .array(z.unknown())
    .catch([])
    .transform((fields) =>
      fields.flatMap((field) => {
        const parsed = applicationFieldSchema.safeParse(field);
        return parsed.success ? [parsed.data] : [];
      }),
    ),
});

export function getServiceOptions(): Promise<ServiceOption[]> {
  return readServiceOptions(serviceOptionSchema);
}

export const serviceOptionsQueryOptions = () =>
  queryOptions({
    queryKey: applicationKeys.services(),
    queryFn: getServiceOptions,
    staleTime: SERVICE_OPTIONS_STALE_TIME,
  });

export function useServiceOptions() {
  return useQuery(serviceOptionsQueryOptions());
}
