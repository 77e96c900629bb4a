import { contactMessageRecordSchema } from '@centre/domain/contact';
import { readOnlyConverter } from '../../lib/read-only-converter';

export type { ContactMessageRecord as ContactMessage } from '@centre/domain/contact';

/**
 * contactMessages/{id} parsed with the domain's schema. Read-only here: the public form creates
 * them (features/contact) and setContactMessageStatus changes their status.
 */
export const contactMessageConverter = readOnlyConverter(
  contactMessageRecordSchema,
  'Contact messages are sent by the contact form and changed through setContactMessageStatus.',
  { estimateServerTimestamps: true },
);
