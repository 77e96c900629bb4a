import { applicationFieldSchema, type ApplicationField } from '@centre/domain/services';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getDocs } from 'firebase/firestore';
import { db } from '../../../lib/firestore';
import { z } from 'zod';
import { applicationKeys } from './query-keys';

/** What the applications pages need of a service: its name and its fields' labels. */
export interface ServiceOption {
  id: string;
  name: string;
  order: number;
  applicationFields: ApplicationField[];
}

const serviceOptionSchema = z.object({
  name: z.string().catch(''),
  order: z.number().catch(Number.MAX_SAFE_INTEGER),
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

/** Every service, inactive ones too (staff read them all): old applications still need names. */
export async function getServiceOptions(): Promise<ServiceOption[]> {
  const snapshot = await getDocs(collection(db, 'services'));
  return snapshot.docs
    .map((document) => {
      const service = serviceOptionSchema.parse(document.data());
      return { ...service, id: document.id, name: service.name || document.id };
    })
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
}

export const serviceOptionsQueryOptions = () =>
  queryOptions({
    queryKey: applicationKeys.services(),
    queryFn: getServiceOptions,
    // The catalogue changes rarely; one read per session is enough.
    staleTime: 30 * 60 * 1000,
  });

export function useServiceOptions() {
  return useQuery(serviceOptionsQueryOptions());
}
