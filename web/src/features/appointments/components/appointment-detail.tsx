import { useTranslation } from 'react-i18next';
import { hasPermission } from '@centre/domain/access';
import type { ComponentProps, ReactNode } from 'react';
import { Spinner } from '../../../components/spinner';
import { useAppointment } from '../../../data/appointments/get-appointment';
import { useServiceName } from '../../../data/services/service-name';
import type { CurrentStaff } from '../types';
import { formatLongDay } from '../utils/dates';
import { isPermissionDenied } from '../../../lib/error-code';
import { APPOINTMENT_ERRORS } from '../utils/error-message';
import { LANGUAGE_LABELS } from '../utils/labels';
import { formatDateTime } from '../../../lib/format';
import { labelOf } from '../../../lib/labels';
import { AppointmentHistory } from './appointment-history';
import { StatusActions } from './status-actions';
import { StatusBadge } from './status-badge';
import '../appointments.css';
import { DetailPageHeader } from '../../../components/detail-page-header';
import { DetailRow } from '../../../components/detail-row';
import { Panel } from '../../../components/panel';

function Header({ title }: { title: ReactNode }) {
  const { t } = useTranslation('appointments');
  return <DetailPageHeader backTo="/appointments" backLabel={t('detail.back')} title={title} />;
}

interface AppointmentDetailProps {
  appointmentId: string;
  currentUser: CurrentStaff;
}

/** One appointment: details, the allowed status changes and the history. */
export function AppointmentDetail({ appointmentId, currentUser }: AppointmentDetailProps) {
  const { t } = useTranslation('appointments');
  const canView = hasPermission(currentUser, 'view_appointments');
  const canManage = hasPermission(currentUser, 'manage_appointments');
  const appointment = useAppointment(appointmentId, canView);
  const serviceName = useServiceName({ enabled: canView });

  if (!canView) {
    return (
      <>
        <Header title={t('detail.title')} />
        <p className="text-error" role="alert">
          {APPOINTMENT_ERRORS.readDenied}
        </p>
      </>
    );
  }
  if (appointment.isPending) {
    return (
      <>
        <Header title={t('detail.title')} />
        <Spinner label={t('detail.loading')} />
      </>
    );
  }
  if (appointment.isError || !appointment.data) {
    return (
      <>
        <Header title={t('detail.title')} />
        <p className="text-error" role="alert">
          {appointment.isError
            ? isPermissionDenied(appointment.error)
              ? APPOINTMENT_ERRORS.readDenied
              : t('detail.loadFailed')
            : APPOINTMENT_ERRORS.notFound}
        </p>
      </>
    );
  }

  const record = appointment.data;
  return (
    <>
      <Header
        title={t('detail.heading', {
          name: record.name || t('detail.title'),
          time: record.start,
          date: formatLongDay(record.date),
        })}
      />
      <div className="panel-grid">
        <CardPanel titleId="appt-details-title" title={t('detail.details')}>
          <dl className="details-list">
            <DetailRow term={t('detail.reference')}>{record.reference}</DetailRow>
            <DetailRow term={t('detail.service')}>
              {serviceName(record.serviceId, record.serviceName)}
            </DetailRow>
            <DetailRow term={t('detail.date')}>{formatLongDay(record.date)}</DetailRow>
            <DetailRow term={t('detail.time')}>
              {record.start}–{record.end}
            </DetailRow>
            <DetailRow term={t('detail.name')}>{record.name}</DetailRow>
            <DetailRow term={t('detail.email')}>
              {record.email && <a href={`mailto:${record.email}`}>{record.email}</a>}
            </DetailRow>
            <DetailRow term={t('detail.phone')}>
              {record.phone && (
                <a href={`tel:${record.phone.replace(/[^+0-9]/g, '')}`}>{record.phone}</a>
              )}
            </DetailRow>
            <DetailRow term={t('detail.language')}>
              {labelOf(LANGUAGE_LABELS, record.language)}
            </DetailRow>
            <DetailRow term={t('detail.notes')}>{record.notes}</DetailRow>
            <DetailRow term={t('detail.booked')}>{formatDateTime(record.createdAt)}</DetailRow>
            {record.cancelledAt && (
              <DetailRow term={t('detail.cancelled')}>
                {formatDateTime(record.cancelledAt)}
              </DetailRow>
            )}
          </dl>
        </CardPanel>
        <CardPanel titleId="appt-status-title" title={t('detail.status')}>
          <p className="status-current">
            <span>{t('detail.currentStatus')}</span>{' '}
            <StatusBadge status={record.status} testId="appointment-status" />
          </p>
          <StatusActions appointment={record} canManage={canManage} />
        </CardPanel>
        <CardPanel titleId="appt-history-title" title={t('detail.history')} wide>
          <AppointmentHistory appointmentId={record.id} />
        </CardPanel>
      </div>
    </>
  );
}

/** A panel of the appointment page, drawn as the appointments' cards. */
function CardPanel(props: Omit<ComponentProps<typeof Panel>, 'className' | 'titleClassName'>) {
  return <Panel {...props} className="appt-card" titleClassName="appt-card__title" />;
}
