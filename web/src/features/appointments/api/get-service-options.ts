import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getDocs } from 'firebase/firestore';
import { z } from 'zod';
import { db } from '../../../lib/firestore';
import { appointmentKeys } from './query-keys';

/** What the appointments pages need of a service: its name and whether it is booked online. */
export interface ServiceOption {
  id: string;
  name: string;
  bookable: boolean;
  order: number;
}

const serviceOptionSchema = z.object({
  name: z.string().catch(''),
  bookable: z.boolean().catch(false),
  order: z.number().catch(Number.MAX_SAFE_INTEGER),
});

/** Every service (staff read them all): old appointments still need their service's name. */
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
    queryKey: appointmentKeys.services(),
    queryFn: getServiceOptions,
    // The catalogue changes rarely; one read per session is enough.
    staleTime: 30 * 60 * 1000,
  });

export function useServiceOptions() {
  return useQuery(serviceOptionsQueryOptions());
}
