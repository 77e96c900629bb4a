import { COLLECTIONS } from '@centre/domain/collections';
import type { Service } from '@centre/domain/services';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { isPermissionDenied } from '../../lib/error-code';
import { loadFirestoreLite } from '../../lib/load-firestore-lite';
import { serviceKeys } from './keys';

/**
 * One active service, or null when there is none to show. The rules refuse the public a get on
 * an inactive or missing document (permission-denied), so that also means "not found"; any other
 * failure (offline, server down) is thrown so the page can offer to try again. Firestore Lite
 * and the domain schema load with the read, not with the page (lib/load-firestore-lite.ts).
 */
export async function getService(serviceId: string): Promise<Service | null> {
  try {
    const [{ db, doc, getDoc }, { parseService }] = await Promise.all([
      loadFirestoreLite(),
      import('./converter'),
    ]);
    const snapshot = await getDoc(doc(db, COLLECTIONS.services, serviceId));
    if (!snapshot.exists()) return null;
    const service = parseService(snapshot.id, snapshot.data());
    return service?.active ? service : null;
  } catch (error) {
    // By its code: the SDK's errors are FirebaseErrors, never `instanceof FirestoreError`.
    if (isPermissionDenied(error)) return null;
    throw error;
  }
}

export const serviceQueryOptions = (serviceId: string) =>
  queryOptions({
    queryKey: serviceKeys.detail(serviceId),
    queryFn: () => getService(serviceId),
  });

/** A service, shown at once when the catalogue list already holds it. */
export function useService(serviceId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...serviceQueryOptions(serviceId),
    initialData: () =>
      queryClient
        .getQueryData<Service[]>(serviceKeys.list({ active: true }))
        ?.find((service) => service.id === serviceId),
    initialDataUpdatedAt: () =>
      queryClient.getQueryState(serviceKeys.list({ active: true }))?.dataUpdatedAt,
  });
}
