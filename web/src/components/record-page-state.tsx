import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isPermissionDenied } from '../lib/error-code';
import { LoadFailedNotice } from './load-failed-notice';
import { Spinner } from './spinner';

/** The words of the states, by key. */
export type RecordPageWord = 'readDenied' | 'loading' | 'loadFailed' | 'notFound' | 'tryAgain';

/**
 * A record's page until there is a record to show: refused, loading, failed or not found, under
 * the page's header; then the record's own view.
 */
export function RecordPageState<T>({
  record,
  canView,
  header,
  words,
  children,
}: {
  record: Pick<UseQueryResult<T | null>, 'isPending' | 'isError' | 'data' | 'error' | 'refetch'>;
  canView: boolean;
  header: ReactNode;
  /** The states' words, in the page's language. */
  words: (key: RecordPageWord) => string;
  children: (record: T) => ReactNode;
}) {
  const denied = !canView || (record.isError && isPermissionDenied(record.error));
  if (!denied && !record.isPending && !record.isError && record.data) {
    return <>{children(record.data)}</>;
  }
  return (
    <>
      {header}
      {denied ? (
        <p className="notice notice--error" role="alert">
          {words('readDenied')}
        </p>
      ) : record.isPending ? (
        <Spinner label={words('loading')} />
      ) : record.isError ? (
        <LoadFailedNotice
          message={words('loadFailed')}
          onRetry={() => void record.refetch()}
          retryLabel={words('tryAgain')}
        />
      ) : (
        <p className="notice" role="alert">
          {words('notFound')}
        </p>
      )}
    </>
  );
}
