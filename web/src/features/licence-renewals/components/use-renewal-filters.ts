import { LICENCE_RENEWAL_STATUSES } from '@centre/domain/licence-renewals';
import { useCallback, useMemo } from 'react';
import {
  NO_LICENCE_RENEWAL_FILTERS,
  type LicenceRenewalFilters,
} from '../../../data/licence-renewals/keys';
import { useSearchParamUpdate } from '../../../lib/use-search-param-update';

/**
 * The list's filters live in the address (?status=&assignee=&stuck=1), so that a link or Back
 * from a renewal shows the same list. A status the workflow does not know is ignored.
 */
export function useRenewalFilters() {
  const { searchParams, update: updateParams } = useSearchParamUpdate();

  const filters = useMemo<LicenceRenewalFilters>(() => {
    const status = searchParams.get('status') ?? '';
    return {
      status: (LICENCE_RENEWAL_STATUSES as readonly string[]).includes(status) ? status : '',
      assignee: searchParams.get('assignee') ?? '',
      stuck: searchParams.get('stuck') === '1',
    };
  }, [searchParams]);

  const update = useCallback(
    (changes: Partial<LicenceRenewalFilters>) => updateParams(changes),
    [updateParams],
  );

  const clear = useCallback(() => update({ ...NO_LICENCE_RENEWAL_FILTERS }), [update]);

  return { filters, update, clear };
}
