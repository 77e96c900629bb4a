import { recordKeys } from '../record-keys';

/** The requests tab's filters; '' means any. assignee is a uid, or UNASSIGNED. */
export interface BankRequestFilters {
  status: string;
  assignee: string;
}

export const UNASSIGNED = 'unassigned';

export const NO_BANK_REQUEST_FILTERS: BankRequestFilters = { status: '', assignee: '' };

/**
 * One key factory for bank requests: all -> lists -> list(filters, page) -> counts -> details
 * -> detail(id) -> history(id) / notes(id). A change invalidates the lists, the counts and that
 * request's detail (which covers its notes and history).
 */
export const bankRequestKeys = {
  ...recordKeys('bankRequests'),
  list: (filters: BankRequestFilters, page: { index: number; after: string | null }) =>
    [...bankRequestKeys.lists(), filters, page] as const,
  counts: () => [...bankRequestKeys.all, 'counts'] as const,
};

/** What a change to one request makes stale: its detail (notes, history), the lists and counts. */
export function bankRequestChangeKeys(requestId: string) {
  return [bankRequestKeys.detail(requestId), bankRequestKeys.lists(), bankRequestKeys.counts()];
}
