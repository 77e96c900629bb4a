import { z } from 'zod';
import { FIELD_LIMITS } from './applications';
import { LANGUAGES } from './constants';
import { timestampSchema } from './timestamps';

/**
 * contactMessages/{id} (docs/product.md §3): the public contact form's messages. The public creates
 * them with status 'new' (firestore.rules check every key); staff mark them handled, which
 * stamps handledBy (their uid) and handledAt.
 */
export const CONTACT_MESSAGE_STATUSES = ['new', 'handled'] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

/** The stored record as staff read it, with its id; limits as in firestore.rules. */
export const contactMessageRecordSchema = z.object({
  id: z.string(),
  name: z.string().trim().min(1).max(FIELD_LIMITS.name),
  email: z
    .string()
    .max(FIELD_LIMITS.email)
    .regex(/^[^@ ]+@[^@ ]+$/),
  phone: z.string().max(FIELD_LIMITS.phone).optional(),
  subject: z.string().min(1).max(200),
  message: z.string().min(1).max(FIELD_LIMITS.answer),
  status: z.enum(CONTACT_MESSAGE_STATUSES),
  language: z.enum(LANGUAGES),
  createdAt: timestampSchema,
  handledBy: z.string().min(1).optional(),
  handledAt: timestampSchema.optional(),
});
export type ContactMessageRecord = z.infer<typeof contactMessageRecordSchema>;
