import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Spinner } from './spinner';
import { translateMessage } from '../lib/messages';

interface QueryStateProps<T> {
  query: Pick<UseQueryResult<T>, 'isPending' | 'isError' | 'data'>;
  /** Read by screen readers while the query loads. */
  pendingLabel: string;
  /** What to show when the read failed (an alert paragraph by default). */
  error: ReactNode;
  /** When the data counts as empty; `empty` is then shown instead of the children. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/** A query's pending, error and empty states, then its data. */
export function QueryState<T>({
  query,
  pendingLabel,
  error,
  isEmpty,
  empty,
  children,
}: QueryStateProps<T>) {
  if (query.isPending) return <Spinner label={pendingLabel} />;
  if (query.isError || query.data === undefined) {
    return typeof error === 'string' ? (
      <p className="text-error" role="alert">
        {translateMessage(error)}
      </p>
    ) : (
      <>{error}</>
    );
  }
  if (isEmpty?.(query.data)) return <>{empty}</>;
  return <>{children(query.data)}</>;
}
