import {
  applicationFieldSchema,
  serviceSchema,
  serviceTranslationsSchema,
  type Service,
} from '@centre/domain/services';
import { z } from 'zod';

/**
 * A services/{id} document checked against the domain schema. Admins edit the catalogue, so a
 * malformed document is left out (null) instead of breaking the whole page.
 */
export function parseService(id: string, data: unknown): Service | null {
  const parsed = serviceSchema.safeParse(data);
  return parsed.success ? { ...parsed.data, id } : null;
}

/** Catalogue order, then name. */
export function byOrder(a: { order: number; name: string }, b: { order: number; name: string }) {
  return a.order - b.order || a.name.localeCompare(b.name);
}

/**
 * What staff pages need of a service: a name to show, a place in the catalogue, whether it is
 * booked online, its fields' labels and their words in other languages (shown in the page's
 * language: list-service-options.ts). Read leniently: old records still need their service's
 * name even when the document no longer matches the schema.
 */
export interface ServiceOption {
  id: string;
  name: string;
  order: number;
  bookable: boolean;
  applicationFields: Service['applicationFields'];
  translations?: Service['translations'];
}

const serviceOptionSchema = z.object({
  name: z.string().catch(''),
  order: z.number().catch(Number.MAX_SAFE_INTEGER),
  bookable: z.boolean().catch(false),
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
  // Malformed words in another language are left out: the service is then shown in English.
  translations: serviceTranslationsSchema.optional().catch(undefined),
});

/** A service without a name is shown under its id. */
export function parseServiceOption(id: string, data: unknown): ServiceOption {
  const option = serviceOptionSchema.parse(data ?? {});
  return { ...option, id, name: option.name || id };
}
