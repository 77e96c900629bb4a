import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LoadFailedNotice } from './load-failed-notice';
import { PageSection } from './page-section';
import { Spinner } from './spinner';

interface PublicRecordPageProps<T> {
  /** The record's read: null when it does not exist (or the public may not see it). */
  query: Pick<
    UseQueryResult<T | null>,
    'data' | 'isPending' | 'isError' | 'refetch' | 'isRefetching'
  >;
  /** The page's words, in its language. */
  labels: { loading: string; loadFailedTitle: string; loadFailed: string; tryAgain: string };
  /** Shown when the record does not exist. */
  notFound: ReactNode;
  children: (record: T) => ReactNode;
}

/** A public page of one record (a job, a service): its loading, failed and not-found states. */
export function PublicRecordPage<T>({
  query,
  labels,
  notFound,
  children,
}: PublicRecordPageProps<T>) {
  const { data, isPending, isError, refetch, isRefetching } = query;
  if (isPending) {
    return (
      <div className="page-state">
        <Spinner label={labels.loading} />
      </div>
    );
  }
  if (isError) {
    return (
      <PageSection title={labels.loadFailedTitle}>
        <LoadFailedNotice
          message={labels.loadFailed}
          retryLabel={labels.tryAgain}
          retrying={isRefetching}
          onRetry={() => void refetch()}
        />
      </PageSection>
    );
  }
  if (!data) return <>{notFound}</>;
  return <>{children(data)}</>;
}

interface NotFoundSectionProps {
  title: string;
  lead: string;
  /** Where the reader may go instead, and the link's words. */
  to: string;
  linkLabel: string;
}

/** A public page's "not found": what happened, and the list to go back to. */
export function NotFoundSection({ title, lead, to, linkLabel }: NotFoundSectionProps) {
  return (
    <PageSection title={title}>
      <p className="page__lead">{lead}</p>
      <p>
        <Link to={to}>{linkLabel}</Link>
      </p>
    </PageSection>
  );
}
