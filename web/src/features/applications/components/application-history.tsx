import { APPLICANT_ACTOR } from '@centre/domain/applications';
import { HistoryTimeline } from '../../../components/history-timeline';
import type { HistoryEntry } from '../../../data/applications/converter';
import { useApplicationHistory } from '../../../data/applications/list-application-history';
import { statusLabel } from '../utils/labels';

interface ApplicationHistoryProps {
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
export function ApplicationHistory({ applicationId, current, staffName }: ApplicationHistoryProps) {
  const history = useApplicationHistory(applicationId, current);
  return (
    <HistoryTimeline
      history={history}
      describe={(entry) => describeHistoryEntry(entry, staffName)}
      actor={(entry) => actorLabel(entry, staffName)}
      className="apps-timeline"
    />
  );
}
