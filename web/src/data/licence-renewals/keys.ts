import { recordKeys } from '../record-keys';

/** The list filters; '' means any. assignee is a uid, or UNASSIGNED; stuck keeps the stuck only. */
export interface LicenceRenewalFilters {
  status: string;
  assignee: string;
  stuck: boolean;
}

export const UNASSIGNED = 'unassigned';

export const NO_LICENCE_RENEWAL_FILTERS: LicenceRenewalFilters = {
  status: '',
  assignee: '',
  stuck: false,
};

/**
 * One key factory for licence renewals: all -> lists -> list(filters, page) -> counts ->
 * details -> detail(id) -> history(id) / notes(id). A workflow change invalidates the lists, the
 * counts and that renewal's detail (which covers its notes and history).
 */
export const licenceRenewalKeys = {
  ...recordKeys('licenceRenewals'),
  list: (filters: LicenceRenewalFilters, page: { index: number; after: string | null }) =>
    [...licenceRenewalKeys.lists(), filters, page] as const,
  counts: () => [...licenceRenewalKeys.all, 'counts'] as const,
};

/** What a change to one renewal makes stale: its page (notes, history), the lists and counts. */
export function licenceRenewalChangeKeys(renewalId: string) {
  return [
    licenceRenewalKeys.detail(renewalId),
    licenceRenewalKeys.lists(),
    licenceRenewalKeys.counts(),
  ];
}
