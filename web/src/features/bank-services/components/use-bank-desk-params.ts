import { BANK_CLIENT_STATUSES, BANK_REQUEST_STATUSES } from '@centre/domain/bank';
import { useCallback, useMemo } from 'react';
import type { BankClientFilters } from '../../../data/bank-clients/keys';
import type { BankRequestFilters } from '../../../data/bank-requests/keys';
import { useSearchParamUpdate } from '../../../lib/use-search-param-update';

export const BANK_DESK_TABS = ['requests', 'clients'] as const;
export type BankDeskTab = (typeof BANK_DESK_TABS)[number];

const known = (statuses: readonly string[], status: string | null) =>
  status && statuses.includes(status) ? status : '';

/**
 * The desk's state lives in the address, so that a link (the dashboard's) or Back shows the same
 * list: ?tab=requests|clients, then the tab's filters (status, assignee | agent, q) and the
 * request open in the panel (request). A status the tab does not know is ignored.
 */
export function useBankDeskParams() {
  const { searchParams, update } = useSearchParamUpdate();
  const tab: BankDeskTab = searchParams.get('tab') === 'clients' ? 'clients' : 'requests';

  const requestFilters = useMemo<BankRequestFilters>(
    () => ({
      status: known(BANK_REQUEST_STATUSES, searchParams.get('status')),
      assignee: searchParams.get('assignee') ?? '',
    }),
    [searchParams],
  );
  const clientFilters = useMemo<BankClientFilters>(
    () => ({
      status: known(BANK_CLIENT_STATUSES, searchParams.get('status')),
      agent: searchParams.get('agent') ?? '',
      search: searchParams.get('q') ?? '',
    }),
    [searchParams],
  );

  /** Another tab starts with no filters and no open request. */
  const selectTab = useCallback(
    (next: BankDeskTab) =>
      update({ tab: next, status: null, assignee: null, agent: null, q: null, request: null }),
    [update],
  );

  return {
    tab,
    selectTab,
    requestFilters,
    clientFilters,
    openRequestId: searchParams.get('request'),
    searchParams,
    update,
  };
}
