import { PUBLIC_ACTOR } from '@centre/domain/bookings';
import { HistoryTimeline } from '../../../components/history-timeline';
import { useAppointmentHistory } from '../../../data/appointments/list-appointment-history';
import type { AppointmentHistoryEntry } from '../../../data/appointments/converter';
import { statusLabel } from '../utils/labels';

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
  return <HistoryTimeline history={history} describe={describeEntry} actor={actor} />;
}
