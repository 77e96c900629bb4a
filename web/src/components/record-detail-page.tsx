import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DetailPageHeader } from './detail-page-header';
import { RecordPageState, type RecordPageWord } from './record-page-state';

/**
 * A record's page: the header (the way back to its list, then the title) over the record's states
 * until there is a record to show (RecordPageState), then `children`, given the record and the
 * header to title the page with its own name.
 */
export function RecordDetailPage<T>({
  back,
  title,
  record,
  canView,
  words,
  children,
}: {
  /** The list the record belongs to. */
  back: { to: string; label: string };
  /** The page's title until there is a record to name it. */
  title: ReactNode;
  record: Pick<UseQueryResult<T | null>, 'isPending' | 'isError' | 'data' | 'error' | 'refetch'>;
  canView: boolean;
  /** The states' words, in the page's language. */
  words: (key: RecordPageWord) => string;
  children: (record: T, header: (title: ReactNode) => ReactNode) => ReactNode;
}) {
  const header = (pageTitle: ReactNode) => (
    <DetailPageHeader backTo={back.to} backLabel={back.label} title={pageTitle} />
  );
  return (
    <RecordPageState record={record} canView={canView} header={header(title)} words={words}>
      {(data) => children(data, header)}
    </RecordPageState>
  );
}
