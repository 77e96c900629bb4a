import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The address's query as a list's state (its filters, its tab, the record open beside it): the
 * current parameters and an update that sets the given ones (true as '1') and removes the empty
 * ones, replacing the history entry so that Back leaves the list rather than undoing a filter.
 */
export function useSearchParamUpdate() {
  const [searchParams, setSearchParams] = useSearchParams();
  const update = useCallback(
    (changes: Readonly<Record<string, string | boolean | null | undefined>>) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (!value) next.delete(name);
            else next.set(name, value === true ? '1' : value);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );
  return { searchParams, update };
}
