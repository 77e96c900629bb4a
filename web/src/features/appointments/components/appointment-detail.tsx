import { hasPermission } from '@centre/domain/access';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Spinner } from '../../../components/spinner';
import { useAppointment } from '../../../data/appointments/get-appointment';
import type { CurrentStaff } from '../types';
import { formatLongDay } from '../utils/dates';
import { isPermissionDenied } from '../../../lib/error-code';
import { APPOINTMENT_ERRORS } from '../utils/error-message';
import { LANGUAGE_LABELS } from '../utils/labels';
import { formatDateTime, labelOf } from '../../../lib/format';
import { AppointmentHistory } from './appointment-history';
import { StatusActions } from './status-actions';
import { StatusBadge } from './status-badge';
import '../appointments.css';

function Header({ title }: { title: ReactNode }) {
  return (
    <>
      <p className="page__eyebrow">
        <Link to="/appointments">Appointments</Link>
      </p>
      <h1 id="page-title" className="page__title">
        {title}
      </h1>
    </>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="details-list__row">
      <dt>{term}</dt>
      <dd>{children || '—'}</dd>
    </div>
  );
}

interface AppointmentDetailProps {
  appointmentId: string;
  currentUser: CurrentStaff;
}

/** One appointment: details, the allowed status changes and the history. */
export function AppointmentDetail({ appointmentId, currentUser }: AppointmentDetailProps) {
  const canView = hasPermission(currentUser, 'view_appointments');
  const canManage = hasPermission(currentUser, 'manage_appointments');
  const appointment = useAppointment(appointmentId, canView);

  if (!canView) {
    return (
      <>
        <Header title="Appointment" />
        <p className="text-error" role="alert">
          {APPOINTMENT_ERRORS.readDenied}
        </p>
      </>
    );
  }
  if (appointment.isPending) {
    return (
      <>
        <Header title="Appointment" />
        <Spinner label="Loading the appointment" />
      </>
    );
  }
  if (appointment.isError || !appointment.data) {
    return (
      <>
        <Header title="Appointment" />
        <p className="text-error" role="alert">
          {appointment.isError
            ? isPermissionDenied(appointment.error)
              ? APPOINTMENT_ERRORS.readDenied
              : 'The appointment could not be loaded. Please try again.'
            : APPOINTMENT_ERRORS.notFound}
        </p>
      </>
    );
  }

  const record = appointment.data;
  return (
    <>
      <Header
        title={`${record.name || 'Appointment'}, ${record.start} ${formatLongDay(record.date)}`}
      />
      <div className="panel-grid">
        <section className="panel appt-card" aria-labelledby="appt-details-title">
          <h2 id="appt-details-title" className="appt-card__title">
            Details
          </h2>
          <dl className="details-list">
            <Detail term="Reference">{record.reference}</Detail>
            <Detail term="Service">{record.serviceName || record.serviceId}</Detail>
            <Detail term="Date">{formatLongDay(record.date)}</Detail>
            <Detail term="Time">
              {record.start}–{record.end}
            </Detail>
            <Detail term="Name">{record.name}</Detail>
            <Detail term="Email">
              {record.email && <a href={`mailto:${record.email}`}>{record.email}</a>}
            </Detail>
            <Detail term="Phone">
              {record.phone && (
                <a href={`tel:${record.phone.replace(/[^+0-9]/g, '')}`}>{record.phone}</a>
              )}
            </Detail>
            <Detail term="Language">{labelOf(LANGUAGE_LABELS, record.language)}</Detail>
            <Detail term="Notes">{record.notes}</Detail>
            <Detail term="Booked">{formatDateTime(record.createdAt)}</Detail>
            {record.cancelledAt && (
              <Detail term="Cancelled">{formatDateTime(record.cancelledAt)}</Detail>
            )}
          </dl>
        </section>
        <section className="panel appt-card" aria-labelledby="appt-status-title">
          <h2 id="appt-status-title" className="appt-card__title">
            Status
          </h2>
          <p className="status-current">
            <span>Current status:</span>{' '}
            <StatusBadge status={record.status} testId="appointment-status" />
          </p>
          <StatusActions appointment={record} canManage={canManage} />
        </section>
        <section className="panel appt-card panel-grid__wide" aria-labelledby="appt-history-title">
          <h2 id="appt-history-title" className="appt-card__title">
            History
          </h2>
          <AppointmentHistory appointmentId={record.id} />
        </section>
      </div>
    </>
  );
}
