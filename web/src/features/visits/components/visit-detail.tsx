import { hasPermission } from '@centre/domain/access';
import { LANGUAGE_LABELS } from '@centre/domain/constants';
import {
  ID_TYPE_LABELS,
  VISIT_EVENT_LABELS,
  VISIT_PRIORITY_LABELS,
  VISIT_STATUS_LABELS,
  type VisitHistoryRecord,
} from '@centre/domain/visits';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { HistoryTimeline } from '../../../components/history-timeline';
import { Spinner } from '../../../components/spinner';
import { DetailRow } from '../../../components/detail-row';
import { Panel } from '../../../components/panel';
import { useServiceOptions } from '../../../data/services/list-service-options';
import { serviceNameOf, useServiceName } from '../../../data/services/service-name';
import type { CurrentStaff } from '../../../data/users/session-user';
import { useVisitor } from '../../../data/visitors/get-visitor';
import { useVisit } from '../../../data/visits/get-visit';
import { useVisitHistory } from '../../../data/visits/list-visit-history';
import { useVisitorVisits } from '../../../data/visits/list-visitor-visits';
import { isPermissionDenied } from '../../../lib/error-code';
import { formatDateTime, formatDay } from '../../../lib/format';
import { labelOf } from '../../../lib/labels';
import { VisitActions } from './visit-actions';
import { VisitorApplications } from './visitor-applications';
import { VisitStatusPill } from './visit-status';
import '../visits.css';

function describeEvent(entry: VisitHistoryRecord): string {
  const event = labelOf(VISIT_EVENT_LABELS, entry.event);
  return entry.detail ? `${event}: ${entry.detail}` : event;
}

function VisitorDetails({
  visitorId,
  name,
  canViewApplications,
}: {
  visitorId: string;
  name: string;
  canViewApplications: boolean;
}) {
  const { t } = useTranslation('visits');
  const visitor = useVisitor(visitorId);
  if (visitor.isPending) return <Spinner label={t('detail.loadingVisitor')} />;
  if (visitor.isError || !visitor.data) return <p>{name}</p>;
  const record = visitor.data;
  return (
    <dl className="details-list">
      <DetailRow term={t('detail.name')}>
        {record.anonymised ? t('detail.anonymised') : `${record.firstName} ${record.lastName}`}
      </DetailRow>
      <DetailRow term={t('detail.phone')}>{record.phone}</DetailRow>
      <DetailRow term={t('detail.email')}>{record.email}</DetailRow>
      <DetailRow term={t('detail.dateOfBirth')}>{record.dateOfBirth}</DetailRow>
      <DetailRow term={t('detail.id')}>
        {record.idNumber && `${labelOf(ID_TYPE_LABELS, record.idType)} ${record.idNumber}`}
      </DetailRow>
      <DetailRow term={t('detail.nationality')}>{record.nationality}</DetailRow>
      <DetailRow term={t('detail.address')}>{record.address}</DetailRow>
      <DetailRow term={t('detail.language')}>{labelOf(LANGUAGE_LABELS, record.language)}</DetailRow>
      <DetailRow term={t('detail.visitorNotes')}>{record.notes}</DetailRow>
      <DetailRow term={t('detail.visitCount')}>{String(record.visitCount)}</DetailRow>
      {canViewApplications && record.email && (
        <DetailRow term={t('detail.applications')}>
          <VisitorApplications email={record.email} />
        </DetailRow>
      )}
    </dl>
  );
}

function OtherVisits({ visitorId, visitId }: { visitorId: string; visitId: string }) {
  const { t } = useTranslation('visits');
  const visits = useVisitorVisits(visitorId);
  const serviceName = useServiceName();
  if (visits.isPending) return <Spinner label={t('detail.loadingOthers')} />;
  if (visits.isError) return <p className="text-error">{t('detail.othersFailed')}</p>;
  const others = visits.data.filter((visit) => visit.id !== visitId);
  if (others.length === 0) return <p className="text-muted">{t('detail.noOthers')}</p>;
  return (
    <ul className="other-visits">
      {others.map((visit) => (
        <li key={visit.id}>
          <Link to={`/visits/${visit.id}`}>
            {formatDay(visit.queueDate)} · {visit.ticket}
          </Link>{' '}
          · {serviceName(visit.serviceId, visit.serviceName)} ·{' '}
          {labelOf(VISIT_STATUS_LABELS, visit.status)}
        </li>
      ))}
    </ul>
  );
}

/** /visits/:visitId: the visit, its visitor, its history and the actions its status allows. */
export function VisitDetail({
  visitId,
  currentUser,
}: {
  visitId: string;
  currentUser: CurrentStaff;
}) {
  const { t } = useTranslation('visits');
  const canView = hasPermission(currentUser, 'view_visit_management');
  const canManage = hasPermission(currentUser, 'manage_visits');
  const visit = useVisit(visitId, canView);
  const history = useVisitHistory(visitId, canView);
  const services = useServiceOptions();
  const headRef = useRef<HTMLDivElement>(null);

  if (!canView) {
    return (
      <p className="text-error" role="alert">
        {t('denied')}
      </p>
    );
  }
  if (visit.isPending) return <Spinner label={t('detail.loading')} />;
  if (visit.isError || !visit.data) {
    return (
      <p className="text-error" role="alert">
        {visit.isError && !isPermissionDenied(visit.error)
          ? t('detail.loadFailed')
          : t('detail.notFound')}
      </p>
    );
  }
  const record = visit.data;
  return (
    <div className="visit-detail">
      <p className="page__eyebrow">
        <Link to="/visits">{t('detail.back')}</Link>
      </p>
      {/* Focused after each action: the ticket, the service and the status it is in now. */}
      <div
        ref={headRef}
        className="visit-detail__head"
        role="group"
        aria-label={`${record.ticket} · ${labelOf(VISIT_STATUS_LABELS, record.status)}`}
        tabIndex={-1}
      >
        <p className="visit-detail__ticket" data-testid="visit-ticket">
          {record.ticket}
        </p>
        <div>
          <p className="visit-detail__service">
            {serviceNameOf(services.data, record.serviceId, record.serviceName)}
          </p>
          <VisitStatusPill status={record.status} testId="visit-status" />
          {record.priority === 'priority' && (
            <span className="tag tag--priority">{labelOf(VISIT_PRIORITY_LABELS, 'priority')}</span>
          )}
        </div>
      </div>
      <div className="panel-grid">
        <Panel titleId="visit-facts-title" title={t('detail.visit')}>
          <dl className="details-list">
            <DetailRow term={t('detail.visitor')}>{record.visitorName}</DetailRow>
            <DetailRow term={t('detail.date')}>{formatDay(record.queueDate)}</DetailRow>
            <DetailRow term={t('detail.checkedIn')}>{formatDateTime(record.checkedInAt)}</DetailRow>
            <DetailRow term={t('detail.called')}>
              {record.calledAt && formatDateTime(record.calledAt)}
            </DetailRow>
            <DetailRow term={t('detail.started')}>
              {record.startedAt && formatDateTime(record.startedAt)}
            </DetailRow>
            <DetailRow term={t('detail.completed')}>
              {record.completedAt && formatDateTime(record.completedAt)}
            </DetailRow>
            <DetailRow term={t('detail.desk')}>{record.desk}</DetailRow>
            <DetailRow term={t('detail.assignedTo')}>{record.assignedToName}</DetailRow>
            <DetailRow term={t('detail.recalls')}>{String(record.recallCount)}</DetailRow>
            <DetailRow term={t('detail.purpose')}>{record.purpose}</DetailRow>
            <DetailRow term={t('detail.outcome')}>{record.outcome}</DetailRow>
            <DetailRow term={t('detail.appointment')}>
              {record.appointmentId && (
                <Link to={`/appointments/${record.appointmentId}`}>
                  {t('detail.openAppointment')}
                </Link>
              )}
            </DetailRow>
            <DetailRow term={t('detail.checkedInBy')}>{record.createdByName}</DetailRow>
          </dl>
        </Panel>
        <Panel titleId="visit-actions-title" title={t('detail.actions')}>
          <VisitActions
            visit={record}
            canManage={canManage}
            uid={currentUser.uid}
            services={services.data ?? []}
            onActed={() => headRef.current?.focus()}
          />
        </Panel>
        <Panel titleId="visitor-title" title={t('detail.visitorTitle')}>
          {canManage ? (
            <VisitorDetails
              visitorId={record.visitorId}
              name={record.visitorName}
              canViewApplications={hasPermission(currentUser, 'view_applications')}
            />
          ) : (
            <p>{record.visitorName}</p>
          )}
        </Panel>
        <Panel titleId="other-visits-title" title={t('detail.otherVisits')}>
          <OtherVisits visitorId={record.visitorId} visitId={record.id} />
        </Panel>
        <Panel titleId="visit-history-title" title={t('detail.history')} wide>
          <HistoryTimeline
            history={history}
            describe={describeEvent}
            actor={(entry) => t('detail.by', { name: entry.byName || '—' })}
          />
        </Panel>
      </div>
    </div>
  );
}
