import { useSearchParams } from 'react-router-dom';

/**
 * The page's filters in the URL: sets `key` to `value` (an empty value removes it), keeping the
 * other parameters and the scroll position. `replace` (default) so typing does not fill history.
 */
export function useSetSearchParam() {
  const [, setParams] = useSearchParams();
  return (key: string, value: string, { replace = true }: { replace?: boolean } = {}) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace, preventScrollReset: true },
    );
}
