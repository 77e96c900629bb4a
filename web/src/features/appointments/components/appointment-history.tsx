import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PUBLIC_ACTOR } from '@centre/domain/bookings';
import { HistoryTimeline } from '../../../components/history-timeline';
import { useAppointmentHistory } from '../../../data/appointments/list-appointment-history';
import type { AppointmentHistoryEntry } from '../../../data/appointments/converter';
import { statusLabel } from '../utils/labels';

type AppointmentsT = TFunction<'appointments'>;

export function describeEntry(entry: AppointmentHistoryEntry, t: AppointmentsT): string {
  // The status it started in, only when not the usual one (not "Booked (Booked)").
  if (!entry.from) {
    return !entry.to || entry.to === 'booked'
      ? t('history.bookedPlain')
      : t('history.booked', { status: statusLabel(entry.to) });
  }
  // The callables record a reschedule as an entry whose status does not change.
  if (entry.from === entry.to) return t('history.rescheduled');
  return t('history.statusChanged', { from: statusLabel(entry.from), to: statusLabel(entry.to) });
}

function actor(entry: AppointmentHistoryEntry, t: AppointmentsT): string {
  if (entry.by === PUBLIC_ACTOR) return t('history.byVisitor');
  if (entry.byName) return t('history.byStaff', { name: entry.byName });
  return entry.by ? t('history.byStaffMember') : t('history.bySystem');
}

/** What happened to the appointment, oldest first, as the functions recorded it. */
export function AppointmentHistory({ appointmentId }: { appointmentId: string }) {
  const { t } = useTranslation('appointments');
  const history = useAppointmentHistory(appointmentId);
  return (
    <HistoryTimeline
      history={history}
      describe={(entry) => describeEntry(entry, t)}
      actor={(entry) => actor(entry, t)}
    />
  );
}
