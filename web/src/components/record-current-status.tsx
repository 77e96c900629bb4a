import type { ReactNode } from 'react';
import { formatDateTime } from '../lib/format';

/** The words of the block, by key (`since` takes the date). */
export type RecordCurrentStatusWord = 'current' | 'since' | 'lastNote';

/**
 * A record's current status at the top of its status panel: the pill and since when, then what
 * the page adds about it (`children`), then the note of the last move when there is one.
 */
export function RecordCurrentStatus({
  pill,
  changedAt,
  note,
  words,
  children,
}: {
  /** The status as a pill. */
  pill: ReactNode;
  /** When the status last changed (nothing is said while unknown). */
  changedAt: Date | null | undefined;
  /** The note sent with the last move; empty: none. */
  note: string | null | undefined;
  /** The block's words, in the page's language. */
  words: (key: RecordCurrentStatusWord, values?: { date: string }) => string;
  children?: ReactNode;
}) {
  return (
    <>
      <div className="status-current">
        <span>{words('current')}</span>
        {pill}
        {changedAt && (
          <span className="text-muted">{words('since', { date: formatDateTime(changedAt) })}</span>
        )}
      </div>
      {children}
      {note && (
        <p>
          <span className="text-muted">{words('lastNote')}</span> {note}
        </p>
      )}
    </>
  );
}
