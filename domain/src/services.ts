import { z } from 'zod';
import type { ServiceTexts, ServiceTranslations } from './service-texts';

/** services/{serviceId} (docs/product.md §3); seeded from emulator-data/services.json. */
export const APPLICATION_FIELD_TYPES = ['text', 'date', 'select', 'number', 'file'] as const;

export const applicationFieldSchema = z.object({
  key: z.string().regex(/^[a-zA-Z][a-zA-Z0-9]{0,59}$/),
  label: z.string().min(1),
  type: z.enum(APPLICATION_FIELD_TYPES),
  required: z.boolean().default(false),
  options: z.array(z.string()).optional(),
});
export type ApplicationField = z.infer<typeof applicationFieldSchema>;

const words = z.string().trim().min(1);

/** A service's words in another language (service-texts.ts: what is left out stays English). */
export const serviceTextsSchema = z.object({
  name: words.optional(),
  category: words.optional(),
  summary: words.optional(),
  description: words.optional(),
  processingTime: words.optional(),
  requiredDocuments: z.array(words).optional(),
  applicationFields: z
    .record(z.string(), z.object({ label: words.optional(), options: z.array(words).optional() }))
    .optional(),
}) satisfies z.ZodType<ServiceTexts>;

/** A service's `translations`: its words in each language other than English. */
export const serviceTranslationsSchema = z.object({
  sw: serviceTextsSchema.optional(),
}) satisfies z.ZodType<ServiceTranslations>;

export const serviceSchema = z.object({
  name: z.string(),
  slug: z.string(),
  category: z.string(),
  summary: z.string(),
  description: z.string(),
  requiredDocuments: z.array(z.string()).default([]),
  fee: z.number().nonnegative(),
  processingTime: z.string(),
  durationMinutes: z.number().int().positive(),
  bookable: z.boolean(),
  applicationFields: z.array(applicationFieldSchema).default([]),
  active: z.boolean(),
  order: z.number(),
  /** Kiswahili words for the catalogue entry (English is the catalogue's own language) */
  translations: serviceTranslationsSchema.optional(),
});
export type Service = z.infer<typeof serviceSchema> & { id: string };
