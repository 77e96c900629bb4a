import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ServiceOption } from './converter';
import { serviceKeys } from './keys';
import { useServiceOptions } from './list-service-options';

/**
 * The name to show for a record's service (a visit, an appointment, an application): the
 * catalogue's name in the page's language when the service is in `services` (shown options,
 * useServiceOptions), else the name the record carries (the English name it was made with),
 * else its id.
 */
export function serviceNameOf(
  services: readonly { id: string; name: string }[] | undefined,
  serviceId: string,
  recorded?: string,
): string {
  return services?.find((service) => service.id === serviceId)?.name || recorded || serviceId;
}

/**
 * `(serviceId, recorded?) => name` in the page's language (serviceNameOf over the staff
 * catalogue; it follows a language switch). `enabled: false` reads no catalogue itself and uses
 * the one a page of this session has read, if any (the dashboard).
 */
export function useServiceName({ enabled = true }: { enabled?: boolean } = {}) {
  const services = useServiceOptions({ enabled }).data;
  return useCallback(
    (serviceId: string, recorded?: string) => serviceNameOf(services, serviceId, recorded),
    [services],
  );
}

/**
 * `(serviceId) => name` in the catalogue's own language (English), as records store it: for
 * what is kept, never for what is shown. Reads the staff catalogue already cached (a page that
 * offers services has read it); the id when it has none.
 */
export function useCatalogueServiceName() {
  const queryClient = useQueryClient();
  return useCallback(
    (serviceId: string) =>
      serviceNameOf(queryClient.getQueryData<ServiceOption[]>(serviceKeys.options()), serviceId),
    [queryClient],
  );
}
