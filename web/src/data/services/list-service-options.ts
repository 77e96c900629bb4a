import { COLLECTIONS } from '@centre/domain/collections';
import type { LocalizedService } from '@centre/domain/service-texts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { collection, getDocs } from 'firebase/firestore';
import { useCallback } from 'react';
import { db } from '../../lib/firestore';
import { byOrder, parseServiceOption, type ServiceOption } from './converter';
import { serviceKeys } from './keys';
import { useLocalizeService } from './localize';

// The catalogue changes rarely; one read per session is enough.
export const SERVICE_OPTIONS_STALE_TIME = 30 * 60 * 1000;

/**
 * Every service, inactive ones too (staff read them all): old records still need their
 * service's name. Catalogue order, then name.
 */
export async function getServiceOptions(): Promise<ServiceOption[]> {
  const snapshot = await getDocs(collection(db, COLLECTIONS.services));
  return snapshot.docs
    .map((document) => parseServiceOption(document.id, document.data()))
    .sort(byOrder);
}

export const serviceOptionsQueryOptions = () =>
  queryOptions({
    queryKey: serviceKeys.options(),
    queryFn: getServiceOptions,
    staleTime: SERVICE_OPTIONS_STALE_TIME,
  });

/** A service option as a page shows it: its name and fields' labels in the page's language. */
export type ShownServiceOption = LocalizedService<ServiceOption>;

/**
 * The options in the page's language (a query's `select`: data/services/localize.ts). The cache
 * keeps the catalogue's English, which is what records store (a visit's or an appointment's
 * `serviceName`); only what is shown changes with the language.
 */
function useServiceOptionsSelect() {
  const localize = useLocalizeService();
  return useCallback(
    (options: ServiceOption[]): ShownServiceOption[] => options.map(localize),
    [localize],
  );
}

/**
 * The catalogue for staff pages, in the page's language. `enabled: false` shows only what a
 * page of this session has read already (the dashboard, which keeps to its read budget).
 */
export function useServiceOptions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...serviceOptionsQueryOptions(), enabled, select: useServiceOptionsSelect() });
}
