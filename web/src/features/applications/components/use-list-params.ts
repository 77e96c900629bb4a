import { APPLICATION_STATUSES } from '@centre/domain/applications';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseDay } from '../../../data/applications/list-query';
import {
  NO_FILTERS,
  OPEN_STATUSES,
  type ApplicationFilters,
  type ApplicationListParams,
  type ApplicationScope,
  type ApplicationSort,
} from '../../../data/applications/keys';

const SORTS: readonly ApplicationSort[] = ['newest', 'oldest', 'status'];

const PARAM_NAMES: Record<keyof ApplicationFilters, string> = {
  status: 'status',
  serviceId: 'service',
  assignee: 'assignee',
  from: 'from',
  to: 'to',
};

/**
 * The list's filters and sort live in the address, so that a link or Back from a detail page
 * shows the same list. Values the page does not know are ignored rather than queried.
 */
export function useListParams(scope: ApplicationScope) {
  const [searchParams, setSearchParams] = useSearchParams();

  const params = useMemo<ApplicationListParams>(() => {
    const read = (name: keyof ApplicationFilters) => searchParams.get(PARAM_NAMES[name]) ?? '';
    const status = read('status');
    const sort = searchParams.get('sort') ?? '';
    return {
      scope,
      filters: {
        status:
          status === OPEN_STATUSES || (APPLICATION_STATUSES as readonly string[]).includes(status)
            ? status
            : '',
        // One service only on the HCA list: its filter would be noise.
        serviceId: scope === 'hca' ? '' : read('serviceId'),
        assignee: read('assignee'),
        from: parseDay(read('from')) ? read('from') : '',
        to: parseDay(read('to')) ? read('to') : '',
      },
      sort: (SORTS as readonly string[]).includes(sort) ? (sort as ApplicationSort) : 'newest',
    };
  }, [scope, searchParams]);

  const update = useCallback(
    (changes: Partial<ApplicationFilters> & { sort?: ApplicationSort }) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            const key = name === 'sort' ? 'sort' : PARAM_NAMES[name as keyof ApplicationFilters];
            if (!value || (name === 'sort' && value === 'newest')) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  const clear = useCallback(() => update({ ...NO_FILTERS }), [update]);

  return { params, update, clear };
}
