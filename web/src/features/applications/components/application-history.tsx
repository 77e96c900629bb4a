import { APPLICANT_ACTOR } from '@centre/domain/applications';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { HistoryTimeline } from '../../../components/history-timeline';
import type { HistoryEntry } from '../../../data/applications/converter';
import { useApplicationHistory } from '../../../data/applications/list-application-history';
import { labelOf } from '../../../lib/labels';
import { PRIORITY_LABELS, statusLabel } from '../utils/labels';

interface ApplicationHistoryProps {
  applicationId: string;
  /** The application as it is now: the history is awaited until it catches up. */
  current: { status: string; changedAt: Date | null };
  staffName: (uid: string) => string | null;
}

type ApplicationsT = TFunction<'applications'>;

export function describeHistoryEntry(
  entry: HistoryEntry,
  staffName: (uid: string) => string | null,
  t: ApplicationsT,
): string {
  const person = (uid: string | null, name: string | null) =>
    uid ? (name ?? staffName(uid) ?? uid) : t('history.nobody');
  switch (entry.kind) {
    case 'created':
      // The status it started in, only when not the usual one (not "submitted (Submitted)").
      return !entry.to || entry.to === 'submitted'
        ? t('history.createdPlain')
        : t('history.created', { status: statusLabel(entry.to) });
    case 'assignment':
      return entry.from
        ? t('history.reassigned', {
            from: person(entry.from, entry.fromName),
            to: person(entry.to, entry.toName),
          })
        : t('history.assigned', { to: person(entry.to, entry.toName) });
    case 'priority':
      return t('history.priorityChanged', {
        from: labelOf(PRIORITY_LABELS, entry.from),
        to: labelOf(PRIORITY_LABELS, entry.to),
      });
    case 'status':
    default:
      return t('history.statusChanged', {
        from: statusLabel(entry.from),
        to: statusLabel(entry.to),
      });
  }
}

function actorLabel(
  entry: HistoryEntry,
  staffName: (uid: string) => string | null,
  t: ApplicationsT,
): string {
  if (entry.by === APPLICANT_ACTOR) return t('history.byApplicant');
  if (!entry.by) return t('history.bySystem');
  return t('history.byStaff', {
    name: entry.byName ?? staffName(entry.by) ?? t('history.aStaffMember'),
  });
}

/** What happened to the application, oldest first, as the functions recorded it. */
export function ApplicationHistory({ applicationId, current, staffName }: ApplicationHistoryProps) {
  const { t } = useTranslation('applications');
  const history = useApplicationHistory(applicationId, current);
  return (
    <HistoryTimeline
      history={history}
      describe={(entry) => describeHistoryEntry(entry, staffName, t)}
      actor={(entry) => actorLabel(entry, staffName, t)}
      className="apps-timeline"
    />
  );
}
