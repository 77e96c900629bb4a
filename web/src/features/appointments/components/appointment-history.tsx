import { PUBLIC_ACTOR } from '@centre/domain/bookings';
import { Spinner } from '../../../components/spinner';
import { useAppointmentHistory } from '../api/get-appointment-history';
import type { AppointmentHistoryEntry } from '../api/records';
import { formatDateTime, statusLabel } from '../utils/labels';

export function describeEntry(entry: AppointmentHistoryEntry): string {
  if (!entry.from) return `Booked (${statusLabel(entry.to ?? 'booked')})`;
  // The callables record a reschedule as an entry whose status does not change.
  if (entry.from === entry.to) return 'Rescheduled';
  return `Status changed from ${statusLabel(entry.from)} to ${statusLabel(entry.to)}`;
}

function actor(entry: AppointmentHistoryEntry): string {
  if (entry.by === PUBLIC_ACTOR) return 'by the visitor';
  if (entry.byName) return `by ${entry.byName}`;
  return entry.by ? 'by a member of staff' : 'by the system';
}

/** What happened to the appointment, oldest first, as the functions recorded it. */
export function AppointmentHistory({ appointmentId }: { appointmentId: string }) {
  const history = useAppointmentHistory(appointmentId);
  if (history.isPending) return <Spinner label="Loading history" />;
  if (history.isError) {
    return (
      <p className="text-error" role="alert">
        The history could not be loaded.
      </p>
    );
  }
  if (history.data.length === 0) return <p className="text-muted">No history recorded yet.</p>;
  return (
    <ol className="timeline" aria-label="History">
      {history.data.map((entry) => (
        <li key={entry.id}>
          <strong>{describeEntry(entry)}</strong>
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
  );
}
