import { collection, getDocs, type DocumentData } from 'firebase/firestore';
import { z } from 'zod';
import { db } from './firestore';

/** What every staff page needs of a service: a name to show and a place in the catalogue. */
export const serviceOptionBaseSchema = z.object({
  name: z.string().catch(''),
  order: z.number().catch(Number.MAX_SAFE_INTEGER),
});

// The catalogue changes rarely; one read per session is enough.
export const SERVICE_OPTIONS_STALE_TIME = 30 * 60 * 1000;

/**
 * Every service, inactive ones too (staff read them all): old records still need their
 * service's name. A service without a name is shown under its id; catalogue order, then name.
 */
export async function readServiceOptions<T extends { name: string; order: number }>(schema: {
  parse: (data: DocumentData) => T;
}): Promise<Array<T & { id: string }>> {
  const snapshot = await getDocs(collection(db, 'services'));
  return snapshot.docs
    .map((document) => {
      const service = schema.parse(document.data());
      return { ...service, id: document.id, name: service.name || document.id };
    })
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name));
}
