import type { Service } from '@centre/domain/services';
import { collection, getDocs, query, where } from 'firebase/firestore/lite';
import { getLiteDb } from '../../../lib/firestore-lite';
import { byOrder, parseService } from './service-record';

// No React Query here: the home page imports this module after first paint and needs only the
// read (the catalogue's query options live in active-services-query.ts).

/**
 * The active services, sorted by `order`. The filter on `active` is what the rules allow the
 * public to list; sorting here (the catalogue has a handful of documents) needs no composite
 * index.
 */
export async function getActiveServices(): Promise<Service[]> {
  const snapshot = await getDocs(
    query(collection(getLiteDb(), 'services'), where('active', '==', true)),
  );
  return snapshot.docs
    .map((document) => parseService(document.id, document.data()))
    .filter((service): service is Service => service !== null)
    .sort(byOrder);
}

/** The first `count` active services by `order`, for the home page. */
export async function getFeaturedServices(count = 6): Promise<Service[]> {
  return (await getActiveServices()).slice(0, count);
}
