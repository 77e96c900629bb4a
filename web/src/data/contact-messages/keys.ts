import type { ContactMessageStatus } from '@centre/domain/contact';
import { recordKeys } from '../record-keys';

/** The contact form inbox's filter: the status it lists. */
export interface ContactMessageFilters {
  status: ContactMessageStatus;
}

/**
 * One key factory for contact messages: all -> lists -> list(filters, page) -> newCount ->
 * details -> detail(id). A status change invalidates the lists, the count and that message.
 */
export const contactMessageKeys = {
  ...recordKeys('contactMessages'),
  list: (filters: ContactMessageFilters, page: { index: number; after: string | null }) =>
    [...contactMessageKeys.lists(), filters, page] as const,
  newCount: () => [...contactMessageKeys.all, 'new-count'] as const,
};

/** What a status change of one message makes stale: it, the lists and the count of new ones. */
export function contactMessageChangeKeys(messageId: string) {
  return [
    contactMessageKeys.detail(messageId),
    contactMessageKeys.lists(),
    contactMessageKeys.newCount(),
  ];
}
