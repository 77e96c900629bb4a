import { serviceSchema, type Service } from '@centre/domain/services';
import { collection, getDocs, query, where } from 'firebase/firestore/lite';
import { getLiteDb } from '../../../lib/firestore-lite';

/**
 * The active services that can be booked online, sorted by `order`. Firestore Lite: the public
 * booking page reads once and never needs the full SDK. The rules let the public list only
 * active services, so that is the query; `bookable` is filtered here (a handful of documents).
 */
export async function getBookableServices(): Promise<Service[]> {
  const snapshot = await getDocs(
    query(collection(getLiteDb(), 'services'), where('active', '==', true)),
  );
  return snapshot.docs
    .map((document) => {
      const parsed = serviceSchema.safeParse(document.data());
      return parsed.success ? { ...parsed.data, id: document.id } : null;
    })
    .filter((service): service is Service => service !== null && service.bookable)
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
}
