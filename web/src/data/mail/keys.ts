import type { MailDeliveryState } from '@centre/domain/mail';
import { recordKeys } from '../record-keys';

/**
 * The outbox page's state filter: every mail (''), the failed ones, those still on their way
 * (new, being sent, or waiting for another attempt) and the sent ones.
 */
export const MAIL_STATE_FILTERS = ['', 'failed', 'waiting', 'sent'] as const;
export type MailStateFilter = (typeof MAIL_STATE_FILTERS)[number];

/** The delivery states each filter keeps; null: every state. */
export const MAIL_FILTER_STATES: Readonly<
  Record<MailStateFilter, readonly MailDeliveryState[] | null>
> = {
  '': null,
  failed: ['ERROR'],
  waiting: ['PENDING', 'RETRY', 'PROCESSING'],
  sent: ['SUCCESS'],
};

export interface MailFilters {
  state: MailStateFilter;
}

export const NO_MAIL_FILTERS: MailFilters = { state: '' };

/**
 * One key factory for the outbox (mail/{id}): all -> lists -> list(filters, page) -> details ->
 * detail(id). Sending a mail again invalidates the lists and that mail's detail.
 */
export const mailKeys = {
  ...recordKeys('mail'),
  list: (filters: MailFilters, page: { index: number; after: string | null }) =>
    [...mailKeys.lists(), filters, page] as const,
};

/** What sending one mail again makes stale: the lists (its row) and its detail. */
export function mailChangeKeys(mailId: string) {
  return [mailKeys.detail(mailId), mailKeys.lists()];
}
