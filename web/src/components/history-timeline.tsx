import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  return (
    <QueryState
      query={history}
      pendingLabel={t('history.loading')}
      error={t('history.loadFailed')}
      isEmpty={(entries) => entries.length === 0}
      empty={<p className="text-muted">{t('history.empty')}</p>}
    >
      {(entries) => (
        <ol
          className={['timeline', className].filter(Boolean).join(' ')}
          aria-label={t('history.label')}
        >
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
              {entry.note && <p>{t('history.note', { note: entry.note })}</p>}
            </li>
          ))}
        </ol>
      )}
    </QueryState>
  );
}

/** A workflow record's history entry (applications, licence renewals, bank records). */
export interface WorkflowHistoryEntry extends TimelineEntry {
  kind: string;
  from: string | null;
  to: string | null;
  toName: string | null;
  by: string | null;
  byName: string | null;
}

/** The words of a workflow's history, by key, in the page's language. */
export type WorkflowHistoryWord =
  'created' | 'assigned' | 'unassigned' | 'status' | 'by' | 'system';

/**
 * A workflow record's history: created, assigned (or unassigned), status moves (from → to) and,
 * for any other kind, `describeOther`'s words; each by its author or the system.
 */
export function WorkflowHistory<T extends WorkflowHistoryEntry>({
  history,
  statusLabel,
  words,
  describeOther,
}: {
  history: HistoryTimelineProps<T>['history'];
  statusLabel: (status: string | null) => string;
  words: (key: WorkflowHistoryWord, values?: Record<string, string>) => string;
  describeOther?: (entry: T) => string | null;
}) {
  return (
    <HistoryTimeline<T>
      history={history}
      describe={(entry) =>
        entry.kind === 'created'
          ? words('created')
          : entry.kind === 'assignment'
            ? entry.to
              ? words('assigned', { name: entry.toName ?? entry.to })
              : words('unassigned')
            : (describeOther?.(entry) ??
              words('status', { from: statusLabel(entry.from), to: statusLabel(entry.to) }))
      }
      actor={(entry) =>
        entry.byName || entry.by
          ? words('by', { name: entry.byName ?? entry.by ?? '' })
          : words('system')
      }
    />
  );
}
