import { APPLICANT_ACTOR } from '@centre/domain/applications';
import { Spinner } from '../../../components/spinner';
import type { HistoryEntry } from '../api/application-record';
import { useApplicationHistory } from '../api/get-application-history';
import { formatDateTime, statusLabel } from '../utils/labels';

interface HistoryTimelineProps {
  applicationId: string;
  /** The application as it is now: the history is awaited until it catches up. */
  current: { status: string; changedAt: Date | null };
  staffName: (uid: string) => string | null;
}

export function describeHistoryEntry(
  entry: HistoryEntry,
  staffName: (uid: string) => string | null,
): string {
  const person = (uid: string | null, name: string | null) =>
    uid ? (name ?? staffName(uid) ?? uid) : 'nobody';
  switch (entry.kind) {
    case 'created':
      return `Application submitted (${statusLabel(entry.to ?? 'submitted')})`;
    case 'assignment':
      return entry.from
        ? `Reassigned from ${person(entry.from, entry.fromName)} to ${person(entry.to, entry.toName)}`
        : `Assigned to ${person(entry.to, entry.toName)}`;
    case 'status':
    default:
      return `Status changed from ${statusLabel(entry.from)} to ${statusLabel(entry.to)}`;
  }
}

function actorLabel(entry: HistoryEntry, staffName: (uid: string) => string | null): string {
  if (entry.by === APPLICANT_ACTOR) return 'by the applicant';
  if (!entry.by) return 'by the system';
  return `by ${entry.byName ?? staffName(entry.by) ?? 'a member of staff'}`;
}

/** What happened to the application, oldest first, as the functions recorded it. */
export function HistoryTimeline({ applicationId, current, staffName }: HistoryTimelineProps) {
  const history = useApplicationHistory(applicationId, current);

  if (history.isPending) return <Spinner label="Loading history" />;
  if (history.isError) {
    return (
      <p className="text-error" role="alert">
        The history could not be loaded.
      </p>
    );
  }
  if (history.data.length === 0) {
    return <p className="text-muted">No history recorded yet.</p>;
  }
  return (
    <ol className="timeline apps-timeline" aria-label="History">
      {history.data.map((entry) => (
        <li key={entry.id}>
          <strong>{describeHistoryEntry(entry, staffName)}</strong>
          <div className="text-muted">
            {actorLabel(entry, staffName)}
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
  );
}
