import { recordKeys } from '../record-keys';

/**
 * The clients tab's filters; '' means any. agent is a uid, or UNASSIGNED; search is what staff
 * typed (a name or phone prefix, or an exact ID number).
 */
export interface BankClientFilters {
  status: string;
  agent: string;
  search: string;
}

export const UNASSIGNED = 'unassigned';

export const NO_BANK_CLIENT_FILTERS: BankClientFilters = { status: '', agent: '', search: '' };

/**
 * One key factory for bank clients: all -> lists -> list(filters, page) -> counts -> details
 * -> detail(id) -> history(id) / notes(id) / documents(id) / numbers(id). A change invalidates
 * the lists, the counts and that client's detail (which covers everything under it).
 */
export const bankClientKeys = {
  ...recordKeys('bankClients'),
  list: (filters: BankClientFilters, page: { index: number; after: string | null }) =>
    [...bankClientKeys.lists(), filters, page] as const,
  counts: () => [...bankClientKeys.all, 'counts'] as const,
  documents: (clientId: string) => [...bankClientKeys.detail(clientId), 'documents'] as const,
  numbers: (clientId: string) => [...bankClientKeys.detail(clientId), 'numbers'] as const,
};

/** What a change to one client makes stale: its detail (and all under it), the lists, counts. */
export function bankClientChangeKeys(clientId: string) {
  return [bankClientKeys.detail(clientId), bankClientKeys.lists(), bankClientKeys.counts()];
}
