import type { UseQueryResult } from '@tanstack/react-query';
import { formatDateTime } from '../lib/format';
import { QueryState } from './query-state';

/** What every record's history entry has (applications, appointments). */
export interface TimelineEntry {
  id: string;
  at: Date | null;
  note?: string | null;
}

interface HistoryTimelineProps<T extends TimelineEntry> {
  history: Pick<UseQueryResult<T[]>, 'isPending' | 'isError' | 'data'>;
  /** What happened, in words. */
  describe: (entry: T) => string;
  /** Who did it ('by …'). */
  actor: (entry: T) => string;
  className?: string;
}

/** What happened to a record, oldest first, as the functions recorded it. */
export function HistoryTimeline<T extends TimelineEntry>({
  history,
  describe,
  actor,
  className,
}: HistoryTimelineProps<T>) {
  return (
    <QueryState
      query={history}
      pendingLabel="Loading history"
      error="The history could not be loaded."
      isEmpty={(entries) => entries.length === 0}
      empty={<p className="text-muted">No history recorded yet.</p>}
    >
      {(entries) => (
        <ol className={['timeline', className].filter(Boolean).join(' ')} aria-label="History">
          {entries.map((entry) => (
            <li key={entry.id}>
              <strong>{describe(entry)}</strong>
              <div className="text-muted">
                {actor(entry)}
                {' · '}
                {entry.at ? (
                  <time dateTime={entry.at.toISOString()}>{formatDateTime(entry.at)}</time>
                ) : (
                  '—'
                )}
              </div>
              {entry.note && <p>Note: {entry.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </QueryState>
  );
}
